import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { FluentProvider, makeStyles } from '@fluentui/react-components';
import type { ClientConfig } from '../api/foundation-types';
import { AppToaster } from './app-toaster';
import { createBrandTheme } from './brand-theme';
import { ClientConfigProvider } from './client-config-context';
import { SessionProvider } from './session/session-provider';

// On a wrapper, not on the FluentProvider: Fluent copies the provider's classes to every portal
// node (dialogs, dropdown lists, popovers), and a full-height white portal node hid the page
// and swallowed the clicks meant for dropdowns.
const useStyles = makeStyles({ root: { minHeight: '100dvh' } });

/** What every page needs once the tenant's config is known: config, theme, toaster, session. */
export function AppProviders({ config, children }: { config: ClientConfig; children: ReactNode }) {
  const styles = useStyles();
  const theme = useMemo(() => createBrandTheme({ brand: config.theme.brand }), [config.theme.brand]);
  return (
    <ClientConfigProvider config={config}>
      <FluentProvider theme={theme}>
        <div className={styles.root}>
          <AppToaster />
          <SessionProvider isSsoEnabled={config.sso.enabled}>{children}</SessionProvider>
        </div>
      </FluentProvider>
    </ClientConfigProvider>
  );
}
