import type { EngineClientConfig, MenuNode } from '../config-types';
import { isModuleEnabled } from '../engine-config';

/**
 * The entries to show: those of disabled modules and those opening an in-app route the config has
 * no page for are dropped (the server already filters, but a stale or hand-built menu must not
 * link to a not-found page either), and so are groups left without entries.
 */
export function filterMenu({
  items,
  config,
}: {
  items: readonly MenuNode[];
  config: EngineClientConfig;
}): MenuNode[] {
  const visible: MenuNode[] = [];
  for (const node of items) {
    if (!isModuleEnabled({ config, module: node.module })) continue;
    if (node.route && !hasPage({ config, route: node.route })) continue;
    if (node.children && node.children.length > 0) {
      const children = filterMenu({ items: node.children, config });
      if (children.length === 0 && !node.route) continue;
      visible.push({ ...node, children });
    } else {
      visible.push(node);
    }
  }
  return visible;
}

/** True when the route leaves the app or the config has its page (a config without pages allows all). */
function hasPage({ config, route }: { config: EngineClientConfig; route: string }): boolean {
  return isExternalRoute(route) || !config.pages || Object.hasOwn(config.pages, route);
}

/** Every route in a menu tree. */
export function menuRoutes(items: readonly MenuNode[]): string[] {
  return items.flatMap((node) => [...(node.route ? [node.route] : []), ...menuRoutes(node.children ?? [])]);
}

/** True for links leaving the app (the router's base path must not be prepended to them). */
export function isExternalRoute(route: string): boolean {
  return /^https?:\/\//i.test(route);
}

/** True when `pathname` is `route` or below it. */
export function isRouteActive({ route, pathname }: { route: string; pathname: string }): boolean {
  if (isExternalRoute(route)) return false;
  const base = route.replace(/\/+$/, '');
  if (base === '') return pathname === '/' || pathname === '';
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** True when the node or one of its descendants is the current route. */
export function containsActiveRoute({ node, pathname }: { node: MenuNode; pathname: string }): boolean {
  if (node.route && isRouteActive({ route: node.route, pathname })) return true;
  return (node.children ?? []).some((child) => containsActiveRoute({ node: child, pathname }));
}
