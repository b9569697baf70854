import type { MenuNode } from '../generated/meta/menu';

/**
 * A tenant's view of one menu: entries gated by a disabled module, hidden by id or opening a
 * page the tenant does not have are dropped (with their children); a group left without
 * children and without a route goes too; relabels replace label ids. The input is not modified.
 */
export const filterMenu = ({
  nodes,
  isEnabled,
  hiddenIds,
  hiddenRoutes,
  relabel,
}: {
  nodes: readonly MenuNode[];
  isEnabled: (module: string | undefined) => boolean;
  hiddenIds: ReadonlySet<string>;
  hiddenRoutes: ReadonlySet<string>;
  relabel: Readonly<Record<string, string>>;
}): MenuNode[] =>
  nodes.flatMap((node) => {
    if (
      !isEnabled(node.module) ||
      hiddenIds.has(node.id) ||
      (node.route !== undefined && hiddenRoutes.has(node.route))
    )
      return [];
    const { children, ...rest } = node;
    const kept = children ? filterMenu({ nodes: children, isEnabled, hiddenIds, hiddenRoutes, relabel }) : [];
    if (children && kept.length === 0 && node.route === undefined) return [];
    const labelId = Object.hasOwn(relabel, node.id) ? relabel[node.id] : node.labelId;
    return [{ ...rest, labelId, ...(kept.length ? { children: kept } : {}) }];
  });
