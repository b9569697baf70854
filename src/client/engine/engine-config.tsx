import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { normalizeLocale } from '../../core/locale';
import type { Locale } from '../../core';
import type { EngineClientConfig, FormConfig, ListConfig } from './config-types';

/** What the engine knows about the tenant and the signed-in user. */
export interface EngineContextValue {
  config: EngineClientConfig;
  /** Signed-in user's id, scoping local drafts; null when signed out. */
  userId: number | string | null;
}

const EngineConfigContext = createContext<EngineContextValue | null>(null);

/** Props of `EngineConfigProvider`. */
export interface EngineConfigProviderProps {
  /** The tenant's ClientConfig (or any object with the fields the engine reads). */
  config: EngineClientConfig;
  userId?: number | string | null;
  children: ReactNode;
}

/** Gives every renderer the tenant's config; the shell mounts it once the config is loaded. */
export function EngineConfigProvider({ config, userId = null, children }: EngineConfigProviderProps) {
  const value = useMemo(() => ({ config, userId }), [config, userId]);
  return <EngineConfigContext.Provider value={value}>{children}</EngineConfigContext.Provider>;
}

/** The engine context; throws when a renderer is used outside `EngineConfigProvider`. */
export function useEngineConfig(): EngineContextValue {
  const value = useContext(EngineConfigContext);
  if (!value) throw new Error('Engine renderers need an <EngineConfigProvider> above them');
  return value;
}

/** True unless the tenant's config turns `module` off (no module = always shown). */
export function isModuleEnabled({
  config,
  module,
}: {
  config: EngineClientConfig;
  module?: string;
}): boolean {
  return !module || config.modules[module] !== false;
}

/** The list named `name`; throws `Unknown list "<name>"`. */
export function getListConfig({ config, name }: { config: EngineClientConfig; name: string }): ListConfig {
  const list = Object.hasOwn(config.lists, name) ? config.lists[name] : undefined;
  if (!list) throw new Error(`Unknown list "${name}"`);
  return list;
}

/** The form named `name`; throws `Unknown form "<name>"`. */
export function getFormConfig({ config, name }: { config: EngineClientConfig; name: string }): FormConfig {
  const form = Object.hasOwn(config.forms, name) ? config.forms[name] : undefined;
  if (!form) throw new Error(`Unknown form "${name}"`);
  return form;
}

/** The current UI locale as a core `Locale`. */
export function useLocale(): Locale {
  return normalizeLocale(useIntl().locale.slice(0, 2));
}
