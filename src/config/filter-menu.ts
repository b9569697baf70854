import type { MenuNode } from '../generated/meta/menu';

/** A menu entry a tenant does not get, and why (printed by `npm run config:check`). */
export type HiddenMenuEntry = {
  id: string;
  route?: string;
  /** Why it is hidden, in words, e.g. 'route "/tuition" is unbuilt (no page yet)'. */
  reason: string;
};

/**
 * A tenant's view of one menu: entries gated by a disabled module, hidden by id or opening a
 * route the tenant has no working page for (`routeProblem` answers why) are dropped with their
 * children; a group left without children and without a route goes too; relabels replace label
 * ids. Each dropped entry is reported to `onHidden` (children of a dropped entry are not). The
 * input is not modified.
 */
export const filterMenu = ({
  nodes,
  isEnabled,
  hiddenIds,
  routeProblem,
  relabel,
  onHidden = () => {},
}: {
  nodes: readonly MenuNode[];
  isEnabled: (module: string | undefined) => boolean;
  hiddenIds: ReadonlySet<string>;
  /** Why a route cannot be opened by this tenant, or undefined when its page works. */
  routeProblem: (route: string) => string | undefined;
  relabel: Readonly<Record<string, string>>;
  onHidden?: (entry: HiddenMenuEntry) => void;
}): MenuNode[] =>
  nodes.flatMap((node) => {
    const hide = (reason: string) => {
      onHidden({ id: node.id, ...(node.route !== undefined ? { route: node.route } : {}), reason });
      return [];
    };
    if (!isEnabled(node.module)) return hide(`module "${node.module}" is off`);
    if (hiddenIds.has(node.id)) return hide('hidden by menuOverrides.hide');
    const problem = node.route === undefined ? undefined : routeProblem(node.route);
    if (problem !== undefined) return hide(problem);
    const { children, ...rest } = node;
    const kept = children
      ? filterMenu({ nodes: children, isEnabled, hiddenIds, routeProblem, relabel, onHidden })
      : [];
    if (children && kept.length === 0 && node.route === undefined) return hide('no entry left in the group');
    const labelId = Object.hasOwn(relabel, node.id) ? relabel[node.id] : node.labelId;
    return [{ ...rest, labelId, ...(kept.length ? { children: kept } : {}) }];
  });
