import { LocaleProvider } from '../i18n/locale-provider';
import { AppProviders } from './app-providers';
import { AppRouter } from './app-router';
import { BootPlaceholder } from './boot-placeholder';
import { BootScreen } from './boot-screen';
import { useClientConfigLoader } from './client-config-context';

/** The student app: loads the tenant's ClientConfig and texts, then mounts the providers and the router. */
export function App() {
  const { config, error, retry } = useClientConfigLoader();
  return (
    <LocaleProvider
      defaultLocale={config?.defaultLocale}
      tenantMessages={config?.messages}
      fallback={<BootPlaceholder />}
    >
      {config ? (
        <AppProviders config={config}>
          <AppRouter />
        </AppProviders>
      ) : (
        <BootScreen error={error} onRetry={retry} />
      )}
    </LocaleProvider>
  );
}
