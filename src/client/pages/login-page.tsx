import { useState } from 'react';
import { Button, Divider, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { COOKIE_NAMES } from '../../core/constants';
import { getSsoAuthorizeUrl } from '../api/auth-api';
import { writeCookie } from '../api/cookies';
import type { AuthUser } from '../api/foundation-types';
import { AppLink } from '../app/app-link';
import { toAppUrl } from '../app/app-paths';
import { useNotify } from '../app/app-toaster';
import { useClientConfig } from '../app/client-config-context';
import { takeRedirectTarget } from '../app/redirect-target';
import { useSession } from '../app/session/session-provider';
import { AuthCardPage } from './auth-card-page';
import { LoginForm } from './login-form';

const useStyles = makeStyles({
  signedIn: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

/** What another page may hand the sign-in page in the router state. */
export interface LoginPageState {
  /** The password was just reset and the student signs in with it. */
  isPasswordReset?: boolean;
}

/** The sign-in page: account + password, "forgot password", and the SSO entry when the tenant has one. */
export default function LoginPage() {
  const intl = useIntl();
  const styles = useStyles();
  const config = useClientConfig();
  const session = useSession();
  const notify = useNotify();
  const location = useLocation();
  const navigate = useNavigate();
  const [isStartingSso, setIsStartingSso] = useState(false);
  const isPasswordReset = Boolean((location.state as LoginPageState | null)?.isPasswordReset);

  const onSuccess = (user: AuthUser) => {
    session.signIn(user);
    navigate(takeRedirectTarget({ search: location.search }), { replace: true });
  };

  const startSso = async () => {
    setIsStartingSso(true);
    const target = takeRedirectTarget({ search: location.search });
    const redirect = toAppUrl({ path: target });
    writeCookie({ name: COOKIE_NAMES.redirectPath, value: redirect });
    try {
      const result = await getSsoAuthorizeUrl({ redirect });
      const url = result.data?.data;
      if (!result.error && typeof url === 'string' && url) {
        window.location.assign(url);
        return;
      }
    } catch {
      // Reported below, like an answer without a URL.
    }
    notify({ intent: 'error', title: intl.formatMessage({ id: 'shell.login.ssoUnavailable' }) });
    setIsStartingSso(false);
  };

  return (
    <AuthCardPage title={intl.formatMessage({ id: 'shell.login.title' })}>
      {session.user ? (
        <Text className={styles.signedIn}>
          {intl.formatMessage({ id: 'shell.login.signedInAs' }, { name: session.user.name })}
          <AppLink to="/">{intl.formatMessage({ id: 'shell.login.continue' })}</AppLink>
        </Text>
      ) : null}
      <LoginForm
        onSuccess={onSuccess}
        hasForgotPasswordLink
        notice={
          isPasswordReset
            ? { intent: 'success', text: intl.formatMessage({ id: 'auth.reset.doneSignIn' }) }
            : null
        }
      />
      {config.sso.enabled ? (
        <>
          <Divider>{intl.formatMessage({ id: 'shell.login.or' })}</Divider>
          <Button appearance="outline" onClick={startSso} disabledFocusable={isStartingSso}>
            {intl.formatMessage({ id: 'shell.login.sso' })}
          </Button>
        </>
      ) : null}
    </AuthCardPage>
  );
}
