import { lazy, Suspense } from 'react';
import { useSession } from '../session/session-provider';

// Both dialogs are rare, so their code (Dialog, form fields, checksum) loads only when opened.
const LoginDialog = lazy(() => import('./login-dialog'));
const ChangePasswordDialog = lazy(() => import('./change-password-dialog'));

/** The session dialogs: sign in again after a 401, and change password (asked for or required). */
export function SessionDialogs() {
  const { user, openLogin, openChangePassword } = useSession();
  return (
    <Suspense fallback={null}>
      {user && openLogin ? <LoginDialog /> : null}
      {user && openChangePassword && !openLogin ? <ChangePasswordDialog /> : null}
    </Suspense>
  );
}
