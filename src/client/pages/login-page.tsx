import { useState } from 'react';
import { Button, Card, Divider, makeStyles, Text, Title2, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { COOKIE_NAMES } from '../../core';
import { getSsoAuthorizeUrl } from '../api/auth-api';
import { writeCookie } from '../api/cookies';
import type { AuthUser } from '../api/foundation-types';
import { AppLink } from '../app/app-link';
import { LanguageSwitch } from '../app/shell/language-switch';
import { toAppUrl } from '../app/app-paths';
import { useNotify } from '../app/app-toaster';
import { useClientConfig } from '../app/client-config-context';
import { takeRedirectTarget } from '../app/redirect-target';
import { useSession } from '../app/session/session-provider';
import { useLocaleSwitch } from '../i18n/locale-provider';
import { LoginForm } from './login-form';

const useStyles = makeStyles({
  page: {
    minHeight: '100dvh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  card: { width: '100%', maxWidth: '420px', padding: tokens.spacingHorizontalXXL, boxSizing: 'border-box' },
  brand: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  name: { flexGrow: 1 },
  logo: { width: '48px', height: '48px', objectFit: 'contain' },
  signedIn: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

/** The sign-in page: account + password, and the SSO entry when the tenant has one. */
export default function LoginPage() {
  const intl = useIntl();
  const styles = useStyles();
  const config = useClientConfig();
  const session = useSession();
  const notify = useNotify();
  const { locale } = useLocaleSwitch();
  const location = useLocation();
  const navigate = useNavigate();
  const [isStartingSso, setIsStartingSso] = useState(false);

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
    <main className={styles.page}>
      <Card className={styles.card}>
        <div className={styles.brand}>
          <img className={styles.logo} src={config.logo} alt="" />
          <Text weight="semibold" className={styles.name}>
            {config.name[locale]}
          </Text>
          <LanguageSwitch />
        </div>
        <Title2 as="h1">{intl.formatMessage({ id: 'shell.login.title' })}</Title2>
        {session.user ? (
          <Text className={styles.signedIn}>
            {intl.formatMessage({ id: 'shell.login.signedInAs' }, { name: session.user.name })}
            <AppLink to="/">{intl.formatMessage({ id: 'shell.login.continue' })}</AppLink>
          </Text>
        ) : null}
        <LoginForm onSuccess={onSuccess} />
        {config.sso.enabled ? (
          <>
            <Divider>{intl.formatMessage({ id: 'shell.login.or' })}</Divider>
            <Button appearance="outline" onClick={startSso} disabledFocusable={isStartingSso}>
              {intl.formatMessage({ id: 'shell.login.sso' })}
            </Button>
          </>
        ) : null}
      </Card>
    </main>
  );
}
