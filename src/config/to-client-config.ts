import { applyFormOverride } from './apply-form-override';
import { applyListOverride } from './apply-list-override';
import { filterMenu } from './filter-menu';
import type { HiddenMenuEntry } from './filter-menu';
import { inlineRefs } from './inline-refs';
import type { AppConfig, MenuName } from './load-app-config';
import { MENU_NAMES } from './load-app-config';
import type { ClientConfig, FormConfig } from '../generated/meta/client-config';
import type { Institution } from './institution';
import type { ListConfig } from '../generated/meta/lists';
import type { MenuNode } from '../generated/meta/menu';
import type { PageConfig } from '../generated/meta/pages';

/** Environment flags (SPEC §6) that shape the client config; read once into the server settings. */
export type ClientConfigFlags = ClientConfig['flags'] & {
  /** SSO_DISABLED: hides the SSO entry whatever the tenant configures. */
  ssoDisabled?: boolean;
};

/** The tenant's pages: module-gated and hidden ones removed, overrides applied; plus the routes removed and why. */
const tenantPages = ({
  config,
  institution,
  isEnabled,
}: {
  config: AppConfig;
  institution: Institution;
  isEnabled: (module?: string) => boolean;
}) => {
  const pages: Record<string, PageConfig> = {};
  const removed = new Map<string, string>();
  const routes = new Set([...Object.keys(config.pages), ...Object.keys(institution.pageOverrides)]);
  for (const route of routes) {
    const override = Object.hasOwn(institution.pageOverrides, route)
      ? institution.pageOverrides[route]
      : undefined;
    const base = override?.page ?? (Object.hasOwn(config.pages, route) ? config.pages[route] : undefined);
    if (!base) continue;
    if (override?.hidden) {
      removed.set(route, `page "${route}" is hidden by pageOverrides`);
      continue;
    }
    if (!isEnabled(base.module)) {
      removed.set(route, `page "${route}" needs module "${base.module}", which is off`);
      continue;
    }
    pages[route] = override?.titleId ? { ...base, titleId: override.titleId } : base;
  }
  return { pages, removed };
};

const tenantLists = ({
  config,
  institution,
}: {
  config: AppConfig;
  institution: Institution;
}): Record<string, ListConfig> =>
  Object.fromEntries(
    Object.entries(config.lists).map(([name, list]) => [
      name,
      applyListOverride({
        list,
        override: Object.hasOwn(institution.listOverrides, name)
          ? institution.listOverrides[name]
          : undefined,
      }),
    ]),
  );

/**
 * One form as a tenant has it: the tenant's formOverrides merged in and every $ref inlined.
 * The server validates submitted data against this `schema` too, so extra fields a tenant adds
 * are accepted for that tenant only. Undefined when no such form is loaded.
 */
export const tenantForm = ({
  config,
  institution,
  name,
}: {
  config: AppConfig;
  institution: Institution;
  name: string;
}): FormConfig | undefined => {
  const form = Object.hasOwn(config.forms, name) ? config.forms[name] : undefined;
  if (!form) return undefined;
  const override = Object.hasOwn(institution.formOverrides, name)
    ? institution.formOverrides[name]
    : undefined;
  const merged = applyFormOverride({ schema: form.schema, uiSchema: form.uiSchema, override });
  // Extra fields may $ref shared schemas: inline them too (the base schema has no refs left).
  const schema = override
    ? inlineRefs({ schema: merged.schema, schemas: config.schemas }).schema
    : merged.schema;
  const { source, submit, draft } = form.definition;
  return { schema, uiSchema: merged.uiSchema, ...(source ? { source } : {}), submit, draft };
};

const tenantForms = ({
  config,
  institution,
}: {
  config: AppConfig;
  institution: Institution;
}): Record<string, FormConfig> =>
  Object.fromEntries(
    Object.keys(config.forms).map((name) => [name, tenantForm({ config, institution, name }) as FormConfig]),
  );

const isExternalRoute = (route: string) => /^https?:\/\//i.test(route);

/**
 * A tenant's menus as its users get them: an entry shows only when its page works for the tenant
 * (the route has a page in pages/*.json that the tenant's modules and pageOverrides keep, or it
 * leaves the app), so an entry of a domain listed in "unbuilt" appears by itself once its page
 * lands. Also returns each menu's hidden entries with the reason, and the tenant's pages.
 */
export const tenantMenus = ({ config, institution }: { config: AppConfig; institution: Institution }) => {
  const modules = { ...institution.modules } as Record<string, boolean>;
  const isEnabled = (module?: string) => module === undefined || modules[module] !== false;
  const { pages, removed } = tenantPages({ config, institution, isEnabled });
  const unbuilt = new Set(config.unbuilt);
  const routeProblem = (route: string): string | undefined => {
    if (isExternalRoute(route) || Object.hasOwn(pages, route)) return undefined;
    const reason = removed.get(route);
    if (reason !== undefined) return reason;
    return unbuilt.has(route) ? `route "${route}" is unbuilt (no page yet)` : `route "${route}" has no page`;
  };
  const hiddenIds = new Set(institution.menuOverrides.hide);
  const hidden = {} as Record<MenuName, HiddenMenuEntry[]>;
  const menus = {} as Record<MenuName, MenuNode[]>;
  for (const name of MENU_NAMES) {
    hidden[name] = [];
    menus[name] = filterMenu({
      nodes: config.menus[name],
      isEnabled,
      hiddenIds,
      routeProblem,
      relabel: institution.menuOverrides.relabel ?? {},
      onHidden: (entry) => hidden[name].push(entry),
    });
  }
  return { modules, pages, menus, hidden };
};

/**
 * What the browser may see of a tenant (docs/client-config.md): names, theme, logo, module
 * flags, menus filtered by modules / menuOverrides / pages that work (tenantMenus), pages, lists and forms with
 * the tenant's overrides (forms self-contained, no $ref), config texts with the tenant's own,
 * registration windows, API base URLs and the environment flags. Built key by key from an
 * allow-list, so server-only keys (SERVER_ONLY_KEYS: id-obfuscation secret, SSO client secret)
 * and anything added to institutions later never leak by default.
 */
export const toClientConfig = ({
  config,
  institution,
  flags,
}: {
  config: AppConfig;
  institution: Institution;
  flags: ClientConfigFlags;
}): ClientConfig => {
  const { modules, pages, menus } = tenantMenus({ config, institution });
  const { registration } = institution;
  const clientConfig: ClientConfig = {
    code: institution.code,
    name: institution.name,
    shortName: institution.shortName,
    logo: institution.logo,
    theme: {
      brand: institution.theme.brand,
      brandDark: institution.theme.brandDark,
      accent: institution.theme.accent,
    },
    defaultLocale: institution.defaultLocale,
    modules,
    menus,
    pages,
    lists: tenantLists({ config, institution }),
    forms: tenantForms({ config, institution }),
    sso: { enabled: institution.sso.enabled && !flags.ssoDisabled },
    analytics: { measurementId: institution.analytics.measurementId },
    api: { student: institution.api.student, cms: institution.api.cms, payment: institution.api.payment },
    flags: {
      maintenance: flags.maintenance,
      testMode: flags.testMode,
      legacySurvey: flags.legacySurvey,
      parentNewsCategory: flags.parentNewsCategory,
    },
    registration: {
      timezone: registration.timezone,
      windows: registration.windows.map(({ cohorts, opensAt, closesAt }) => ({ cohorts, opensAt, closesAt })),
      credits: registration.credits,
      waitlist: registration.waitlist,
    },
    messages: {
      vi: { ...config.messages.vi, ...institution.messages.vi },
      en: { ...config.messages.en, ...institution.messages.en },
    },
  };
  // A fresh, unfrozen copy: callers may cache or decorate it without touching the loaded config.
  return structuredClone(clientConfig);
};
