/** Public API of the config engine: load + validate config, the browser's view of a tenant, offline checks. */
export type { Problem } from './config-error';
export { ConfigError, formatProblem } from './config-error';
export type { JsonObject, JsonValue } from './config-files';
export type { AppConfig, MenuName, Messages } from './load-app-config';
export { loadAppConfig, MENU_NAMES, readAppConfig } from './load-app-config';
export type { LoadedForm } from './load-forms';
export type { ClientConfigFlags } from './to-client-config';
export { tenantForm, tenantMenus, toClientConfig } from './to-client-config';
export type { HiddenMenuEntry } from './filter-menu';
export { SERVER_ONLY_KEYS, serverOnlyEnvName, serverOnlyValues } from './server-only-keys';
export type { ClientConfig, FormConfig } from '../generated/meta/client-config';
export type { Institution, ModuleFlag } from './institution';
export type {
  FormOverride,
  ListOverride,
  PageOverride,
  RegistrationWindow,
} from '../generated/meta/institution';
export type { Column, ListConfig } from '../generated/meta/lists';
export type { MenuNode } from '../generated/meta/menu';
export type { PageConfig } from '../generated/meta/pages';
export type { FormDefinition } from '../generated/meta/forms';
export { checkConfig } from './check-config';
export { hiddenMenuReport } from './check-menus-pages';
export type { NewTenant } from './create-tenant';
export { createTenant } from './create-tenant';
export type { KnownWidget } from './known-widgets';
export { KNOWN_WIDGETS, RJSF_STANDARD_WIDGETS } from './known-widgets';
export { MODULE_FLAGS } from './module-flags';
