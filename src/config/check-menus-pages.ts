import { jsonPath } from './config-error';
import { requireMessage, requireRoute } from './check-context';
import type { CheckContext } from './check-context';
import { MENU_NAMES } from './load-app-config';
import type { AppConfig } from './load-app-config';
import { MODULE_FLAGS } from './module-flags';
import { tenantMenus } from './to-client-config';
import type { MenuNode } from '../generated/meta/menu';
import type { PageConfig } from '../generated/meta/pages';

/** Reports a module name that is not a flag of institution.schema.json. */
export const requireModule = ({
  context,
  module,
  file,
  path,
}: {
  context: CheckContext;
  module: string | undefined;
  file: string;
  path: (string | number)[];
}) => {
  if (module === undefined || MODULE_FLAGS.includes(module)) return;
  context.problems.push({
    file,
    path: jsonPath(path),
    reason: `unknown module "${module}" (not a flag under "modules" in schemas/meta/institution.schema.json)`,
  });
};

/**
 * Menus: ids unique across the three menus, modules known, labels in both languages, and every
 * route backed by a page or declared unbuilt.
 */
export const checkMenus = (context: CheckContext) => {
  const owners = new Map<string, string>();
  for (const name of MENU_NAMES) {
    const file = `menus/${name}.json`;
    const visit = (nodes: readonly MenuNode[], path: (string | number)[]) =>
      nodes.forEach((node, index) => {
        const at = [...path, index];
        const owner = owners.get(node.id);
        if (owner)
          context.problems.push({
            file,
            path: jsonPath([...at, 'id']),
            reason: `menu id "${node.id}" is also used in ${owner}`,
          });
        owners.set(node.id, file);
        requireMessage({ context, id: node.labelId, file, path: [...at, 'labelId'] });
        requireModule({ context, module: node.module, file, path: [...at, 'module'] });
        if (node.route !== undefined)
          requireRoute({ context, route: node.route, file, path: [...at, 'route'] });
        if (node.children) visit(node.children, [...at, 'children']);
      });
    visit(context.config.menus[name], ['items']);
  }
};

/** One page's references: list, form, detail route, module, title. */
export const checkPage = ({
  context,
  page,
  file,
  path,
  tenantCode,
}: {
  context: CheckContext;
  page: PageConfig;
  file: string;
  path: (string | number)[];
  tenantCode?: string;
}) => {
  const { config, problems } = context;
  requireMessage({ context, id: page.titleId, file, path: [...path, 'titleId'], tenantCode });
  requireModule({ context, module: page.module, file, path: [...path, 'module'] });
  if (page.kind === 'list') {
    if (!Object.hasOwn(config.lists, page.list))
      problems.push({
        file,
        path: jsonPath([...path, 'list']),
        reason: `unknown list "${page.list}" (not in pages/lists.json)`,
      });
    if (page.detailRoute !== undefined)
      requireRoute({ context, route: page.detailRoute, file, path: [...path, 'detailRoute'] });
  }
  const form = page.kind === 'form' || page.kind === 'list' ? page.form : undefined;
  if (form !== undefined && !Object.hasOwn(config.formDefinitions, form)) {
    problems.push({
      file,
      path: jsonPath([...path, 'form']),
      reason: `unknown form "${form}" (not in pages/forms.json)`,
    });
  }
};

/** Pages of every app: references valid, and no route both built and declared unbuilt. */
export const checkPages = (context: CheckContext) => {
  for (const name of MENU_NAMES) {
    const file = `pages/${name}.json`;
    const { pages, unbuilt } = context.config.pageFiles[name];
    for (const [route, page] of Object.entries(pages))
      checkPage({ context, page, file, path: ['pages', route] });
    unbuilt.forEach((route, index) => {
      if (Object.hasOwn(context.config.pages, route)) {
        context.problems.push({
          file,
          path: jsonPath(['unbuilt', index]),
          reason: `route "${route}" has a page now: remove it from "unbuilt"`,
        });
      }
    });
  }
};

/**
 * What `config:check` prints about menus: per menu, one line per entry a tenant's users do not
 * see and why (unbuilt page, module off, hidden by the tenant), naming the tenants or 'all tenants'.
 */
export const hiddenMenuReport = (config: AppConfig): string[] => {
  const perTenant = config.institutions.map((institution) => ({
    code: institution.code,
    hidden: tenantMenus({ config, institution }).hidden,
  }));
  return MENU_NAMES.flatMap((name) => {
    const tenantsOf = new Map<string, string[]>();
    for (const { code, hidden } of perTenant)
      for (const entry of hidden[name]) {
        const key = `${entry.id}${entry.route ? ` (${entry.route})` : ''}: ${entry.reason}`;
        tenantsOf.set(key, [...(tenantsOf.get(key) ?? []), code]);
      }
    if (tenantsOf.size === 0) return [];
    return [
      `Hidden in menus/${name}.json:`,
      ...[...tenantsOf].map(
        ([key, codes]) =>
          `  ${key} [${codes.length === perTenant.length ? 'all tenants' : codes.join(', ')}]`,
      ),
    ];
  });
};
