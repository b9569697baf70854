import { lazy, Suspense, useMemo } from 'react';
import { FluentProvider, makeStyles, tokens } from '@fluentui/react-components';
import { createBrandTheme, DEFAULT_BRAND_COLOR } from './brand-theme';
import { BootPlaceholder } from './boot-placeholder';
import { LoadingScreen } from './loading-screen';

const ErrorNotice = lazy(() => import('./error-notice'));

const useStyles = makeStyles({
  error: {
    minHeight: '100dvh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: tokens.spacingHorizontalL,
  },
});

/** Before the tenant's config arrives: a spinner, or the failure with a retry. */
export function BootScreen({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const styles = useStyles();
  const theme = useMemo(() => createBrandTheme({ brand: DEFAULT_BRAND_COLOR }), []);
  return (
    <FluentProvider theme={theme}>
      {error ? (
        <div className={styles.error}>
          <Suspense fallback={<BootPlaceholder />}>
            <ErrorNotice messageId="shell.boot.failed" onRetry={onRetry} />
          </Suspense>
        </div>
      ) : (
        <LoadingScreen isFullScreen />
      )}
    </FluentProvider>
  );
}
