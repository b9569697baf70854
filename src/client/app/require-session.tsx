import { lazy, Suspense } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingScreen } from './loading-screen';
import { loginPathFor } from './redirect-target';
import { useSession } from './session/session-provider';

const ErrorNotice = lazy(() => import('./error-notice'));

const useStyles = makeStyles({ box: { padding: tokens.spacingHorizontalL } });

/**
 * Renders its children only with a signed-in user. Without one it sends the student to
 * /login?redirect=<this page>; while an SSO callback is pending it goes to /sso-callback.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const session = useSession();
  const location = useLocation();
  if (session.error && !session.user) {
    return (
      <div className={styles.box}>
        <Suspense fallback={<LoadingScreen />}>
          <ErrorNotice messageId="shell.session.unavailable" onRetry={() => void session.refresh()} />
        </Suspense>
      </div>
    );
  }
  if (session.isAwaitingSso) return <Navigate to="/sso-callback" replace />;
  if (!session.isReady) return <LoadingScreen isFullScreen />;
  if (!session.user) return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  return <>{children}</>;
}
