import { useEffect, useRef, useState } from 'react';
import { makeStyles, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { AppLink } from '../app/app-link';
import { takeRedirectTarget } from '../app/redirect-target';
import { useSession } from '../app/session/session-provider';

const useStyles = makeStyles({
  page: {
    minHeight: '100dvh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
  },
});

/** `/sso-callback`: exchanges the identity provider's answer for a session, then returns to the stored page. */
export default function SsoCallbackPage() {
  const intl = useIntl();
  const styles = useStyles();
  const { completeSsoCallback } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [hasFailed, setHasFailed] = useState(false);
  // One exchange per visit: an authorization code is single-use (and StrictMode runs effects twice).
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    const params = Object.fromEntries(new URLSearchParams(location.search));
    void completeSsoCallback(params).then((outcome) => {
      if (outcome.isSuccess)
        navigate(takeRedirectTarget({ search: '', preferred: outcome.redirect }), { replace: true });
      else setHasFailed(true);
    });
  }, [completeSsoCallback, location.search, navigate]);

  return (
    <main className={styles.page}>
      {hasFailed ? (
        <>
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{intl.formatMessage({ id: 'shell.sso.failed' })}</MessageBarBody>
          </MessageBar>
          <AppLink to="/login">{intl.formatMessage({ id: 'shell.sso.backToLogin' })}</AppLink>
        </>
      ) : (
        <Spinner label={intl.formatMessage({ id: 'shell.sso.signingIn' })} />
      )}
    </main>
  );
}
