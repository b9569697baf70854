import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Field, Input, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { LOGIN_CODES, resultMessage } from '../../core/result-codes';
import * as authApi from '../api/auth-api';
import type { AuthUser } from '../api/foundation-types';
import { AppLink } from '../app/app-link';
import { useLocaleSwitch } from '../i18n/locale-provider';
import { FormStatus } from './form-status';
import type { FormStatusProps } from './form-status';

const HTTP_TOO_MANY_REQUESTS = 429;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  forgot: { alignSelf: 'flex-end', marginTop: `calc(-1 * ${tokens.spacingVerticalXS})` },
  // The spinner sits over the button's edge: the label never moves while signing in.
  submit: { position: 'relative', marginTop: tokens.spacingVerticalXS },
  spinner: {
    position: 'absolute',
    left: tokens.spacingHorizontalM,
    top: '50%',
    transform: 'translateY(-50%)',
  },
});

/** Props of `LoginForm`. */
export interface LoginFormProps {
  /** Called with the signed-in user (code 1). */
  onSuccess: (user: AuthUser) => void;
  /** Pre-filled account (the login dialog re-authenticates the current user). */
  initialAccount?: string;
  /** Shows the "Forgot password?" link (the sign-in page; not the dialog over a page being edited). */
  hasForgotPasswordLink?: boolean;
  /** A message shown before anything is sent (e.g. "your new password is set"). */
  notice?: FormStatusProps['message'];
}

/**
 * Account + password sign-in; shows the SPEC §8 message of each login code and the 429 throttle
 * message, one message at a time, in a line whose room is kept so the form never moves.
 */
export function LoginForm({
  onSuccess,
  initialAccount = '',
  hasForgotPasswordLink = false,
  notice = null,
}: LoginFormProps) {
  const intl = useIntl();
  const { locale } = useLocaleSwitch();
  const styles = useStyles();
  const [account, setAccount] = useState(initialAccount);
  const [password, setPassword] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [message, setMessage] = useState<FormStatusProps['message']>(notice);

  const accountError =
    isSubmitted && !account.trim() ? intl.formatMessage({ id: 'shell.login.accountRequired' }) : undefined;
  const passwordError =
    isSubmitted && !password ? intl.formatMessage({ id: 'shell.login.passwordRequired' }) : undefined;

  const fail = (text: string) => setMessage({ intent: 'error', text });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (!account.trim() || !password || isSubmitting) return;
    setIsSubmitting(true);
    setMessage(null);
    try {
      const result = await authApi.login({ account: account.trim(), password });
      const body = result.data;
      if (result.status === HTTP_TOO_MANY_REQUESTS) {
        const serverMessage =
          body && 'message' in body && typeof body.message === 'string' ? body.message : '';
        fail(serverMessage || intl.formatMessage({ id: 'shell.login.throttled' }));
      } else if (result.error || !body || !('code' in body)) {
        fail(resultMessage({ set: 'login', code: LOGIN_CODES.FAILED, locale }));
      } else if (body.code === LOGIN_CODES.SUCCESS && body.data) {
        onSuccess(body.data);
        return;
      } else {
        fail(resultMessage({ set: 'login', code: body.code, locale }));
      }
    } catch {
      fail(intl.formatMessage({ id: 'shell.error.network' }));
    }
    // The server's answer is the one message: the emptied password is not a second one.
    setPassword('');
    setIsSubmitted(false);
    setIsSubmitting(false);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field
        label={intl.formatMessage({ id: 'shell.login.account' })}
        hint={intl.formatMessage({ id: 'shell.login.accountHint' })}
        validationMessage={accountError}
        required
      >
        {/* The sign-in page has one job; its first empty field takes the focus. */}
        <Input
          value={account}
          onChange={(_, data) => setAccount(data.value)}
          autoComplete="username"
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={!initialAccount}
        />
      </Field>
      <Field
        label={intl.formatMessage({ id: 'shell.login.password' })}
        validationMessage={passwordError}
        required
      >
        <Input
          type="password"
          value={password}
          onChange={(_, data) => setPassword(data.value)}
          autoComplete="current-password"
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={Boolean(initialAccount)}
        />
      </Field>
      {hasForgotPasswordLink ? (
        <AppLink className={styles.forgot} to="/forgot-password" state={{ account: account.trim() }}>
          {intl.formatMessage({ id: 'auth.login.forgotPassword' })}
        </AppLink>
      ) : null}
      <Button
        className={styles.submit}
        type="submit"
        appearance="primary"
        disabledFocusable={isSubmitting}
        aria-busy={isSubmitting}
      >
        {isSubmitting ? <Spinner className={styles.spinner} size="tiny" aria-hidden /> : null}
        {intl.formatMessage({ id: 'shell.login.submit' })}
      </Button>
      <FormStatus message={message} />
    </form>
  );
}
