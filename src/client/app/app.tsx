import { useEffect } from 'react';
import { LocaleProvider, useLocaleSwitch } from '../i18n/locale-provider';
import { AppProviders } from './app-providers';
import { AppRouter } from './app-router';
import { BootPlaceholder } from './boot-placeholder';
import { BootScreen } from './boot-screen';
import { useClientConfigLoader } from './client-config-context';
import type { ClientConfigLoad } from './client-config-context';
import { preloadRoutes } from './create-app-routes';
import { DEFAULT_TIME_ZONE } from '../../core/local-date-time';

/** The student app: loads the tenant's ClientConfig and texts, then mounts the providers and the router. */
export function App() {
  const load = useClientConfigLoader();
  const { config } = load;
  // The page's code downloads while the texts do, not after them.
  useEffect(() => {
    if (config) preloadRoutes({ config, pathname: window.location.pathname });
  }, [config]);
  return (
    <LocaleProvider
      defaultLocale={config?.defaultLocale}
      tenantMessages={config?.messages}
      timeZone={config ? (config.registration?.timezone ?? DEFAULT_TIME_ZONE) : undefined}
      fallback={<BootPlaceholder />}
    >
      <AppBody {...load} />
    </LocaleProvider>
  );
}

/** The boot screen until both the config and its language are in; then the app. */
function AppBody({ config, error, retry }: ClientConfigLoad) {
  const { isSettling } = useLocaleSwitch();
  if (config && !isSettling)
    return (
      <AppProviders config={config}>
        <AppRouter />
      </AppProviders>
    );
  return <BootScreen error={error} onRetry={retry} />;
}
