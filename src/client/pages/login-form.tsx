import { useState } from 'react';
import type { FormEvent } from 'react';
import {
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { LOGIN_CODES, resultMessage } from '../../core';
import * as authApi from '../api/auth-api';
import type { AuthUser } from '../api/foundation-types';
import { useLocaleSwitch } from '../i18n/locale-provider';

const HTTP_TOO_MANY_REQUESTS = 429;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  submit: { marginTop: tokens.spacingVerticalS },
});

/** Props of `LoginForm`. */
export interface LoginFormProps {
  /** Called with the signed-in user (code 1). */
  onSuccess: (user: AuthUser) => void;
  /** Pre-filled account (the login dialog re-authenticates the current user). */
  initialAccount?: string;
}

/** Account + password sign-in; shows the SPEC §8 message of each login code and the 429 throttle message. */
export function LoginForm({ onSuccess, initialAccount = '' }: LoginFormProps) {
  const intl = useIntl();
  const { locale } = useLocaleSwitch();
  const styles = useStyles();
  const [account, setAccount] = useState(initialAccount);
  const [password, setPassword] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const accountError =
    isSubmitted && !account.trim() ? intl.formatMessage({ id: 'shell.login.accountRequired' }) : undefined;
  const passwordError =
    isSubmitted && !password ? intl.formatMessage({ id: 'shell.login.passwordRequired' }) : undefined;

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
        setMessage(serverMessage || intl.formatMessage({ id: 'shell.login.throttled' }));
      } else if (result.error || !body || !('code' in body)) {
        setMessage(resultMessage({ set: 'login', code: LOGIN_CODES.FAILED, locale }));
      } else if (body.code === LOGIN_CODES.SUCCESS && body.data) {
        onSuccess(body.data);
        return;
      } else {
        setMessage(resultMessage({ set: 'login', code: body.code, locale }));
      }
    } catch {
      setMessage(intl.formatMessage({ id: 'shell.error.network' }));
    }
    setPassword('');
    setIsSubmitting(false);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {message ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{message}</MessageBarBody>
        </MessageBar>
      ) : null}
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
      <Button
        className={styles.submit}
        type="submit"
        appearance="primary"
        disabledFocusable={isSubmitting}
        icon={isSubmitting ? <Spinner size="tiny" /> : undefined}
      >
        {intl.formatMessage({ id: 'shell.login.submit' })}
      </Button>
    </form>
  );
}
