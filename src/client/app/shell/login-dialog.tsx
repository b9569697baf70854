import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Text,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { LoginForm } from '../../pages/login-form';
import { useSession } from '../session/session-provider';

/**
 * Shown on a 401 (session expired): signs in again over the current page, which stays mounted,
 * so a half-filled form keeps its input. Modal on purpose: the page behind cannot save until then.
 */
export default function LoginDialog() {
  const intl = useIntl();
  const session = useSession();
  return (
    <Dialog open modalType="alert">
      <DialogSurface aria-describedby="session-expired-text">
        <DialogBody>
          <DialogTitle>{intl.formatMessage({ id: 'shell.sessionExpired.title' })}</DialogTitle>
          <DialogContent>
            <Text as="p" id="session-expired-text">
              {intl.formatMessage({ id: 'shell.sessionExpired.body' })}
            </Text>
            <LoginForm
              initialAccount={session.user?.account ?? ''}
              onSuccess={(user) => session.signIn(user)}
            />
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
