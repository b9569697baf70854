import { applyFormOverride } from './apply-form-override';
import { applyListOverride } from './apply-list-override';
import { filterMenu } from './filter-menu';
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

/** The tenant's pages: module-gated and hidden ones removed, overrides applied; plus the routes removed. */
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
  const removed = new Set<string>();
  const routes = new Set([...Object.keys(config.pages), ...Object.keys(institution.pageOverrides)]);
  for (const route of routes) {
    const override = Object.hasOwn(institution.pageOverrides, route)
      ? institution.pageOverrides[route]
      : undefined;
    const base = override?.page ?? (Object.hasOwn(config.pages, route) ? config.pages[route] : undefined);
    if (!base) continue;
    if (override?.hidden || !isEnabled(base.module)) {
      removed.add(route);
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

/**
 * What the browser may see of a tenant (docs/client-config.md): names, theme, logo, module
 * flags, menus filtered by modules / menuOverrides / removed pages, pages, lists and forms with
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
  const modules = { ...institution.modules } as Record<string, boolean>;
  const isEnabled = (module?: string) => module === undefined || modules[module] !== false;
  const { pages, removed } = tenantPages({ config, institution, isEnabled });
  const hiddenIds = new Set(institution.menuOverrides.hide);
  const menus = Object.fromEntries(
    MENU_NAMES.map((name) => [
      name,
      filterMenu({
        nodes: config.menus[name],
        isEnabled,
        hiddenIds,
        hiddenRoutes: removed,
        relabel: institution.menuOverrides.relabel ?? {},
      }),
    ]),
  ) as Record<MenuName, MenuNode[]>;
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
