import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Field, Input, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { AppLink } from '../../../client/app/app-link';
import { AuthCardPage } from '../../../client/pages/auth-card-page';
import { FormStatus } from '../../../client/pages/form-status';
import type { FormStatusProps } from '../../../client/pages/form-status';
import { refusalText, requestPasswordReset } from './password-reset-api';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  submit: { position: 'relative', marginTop: tokens.spacingVerticalXS },
  spinner: {
    position: 'absolute',
    left: tokens.spacingHorizontalM,
    top: '50%',
    transform: 'translateY(-50%)',
  },
});

/**
 * "Forgot password": asks for the student code or e-mail and says the same thing whatever the
 * account (the server mails a link only when it exists), so nobody learns which accounts exist.
 */
export default function ForgotPasswordPage() {
  const intl = useIntl();
  const styles = useStyles();
  const location = useLocation();
  const typed = (location.state as { account?: unknown } | null)?.account;
  const [account, setAccount] = useState(typeof typed === 'string' ? typed : '');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [message, setMessage] = useState<FormStatusProps['message']>(null);

  const accountError =
    isSubmitted && !account.trim() ? intl.formatMessage({ id: 'shell.login.accountRequired' }) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (!account.trim() || isSubmitting) return;
    setIsSubmitting(true);
    setMessage(null);
    try {
      const result = await requestPasswordReset({ account: account.trim() });
      if (!result.error && result.data && 'code' in result.data && result.data.code === 1) {
        setMessage({ intent: 'success', text: intl.formatMessage({ id: 'auth.forgot.sent' }) });
      } else {
        setMessage({
          intent: 'error',
          text: refusalText(result.data) || intl.formatMessage({ id: 'auth.forgot.failed' }),
        });
      }
    } catch {
      setMessage({ intent: 'error', text: intl.formatMessage({ id: 'shell.error.network' }) });
    }
    setIsSubmitted(false);
    setIsSubmitting(false);
  };

  return (
    <AuthCardPage title={intl.formatMessage({ id: 'auth.forgot.title' })}>
      <Text>{intl.formatMessage({ id: 'auth.forgot.intro' })}</Text>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field
          label={intl.formatMessage({ id: 'shell.login.account' })}
          hint={intl.formatMessage({ id: 'shell.login.accountHint' })}
          validationMessage={accountError}
          required
        >
          <Input
            value={account}
            onChange={(_, data) => setAccount(data.value)}
            autoComplete="username"
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
        </Field>
        <Button
          className={styles.submit}
          type="submit"
          appearance="primary"
          disabledFocusable={isSubmitting}
          aria-busy={isSubmitting}
        >
          {isSubmitting ? <Spinner className={styles.spinner} size="tiny" aria-hidden /> : null}
          {intl.formatMessage({ id: 'auth.forgot.submit' })}
        </Button>
        {/* Three lines: the answer after sending is the longest message. */}
        <FormStatus message={message} lines={3} />
      </form>
      <AppLink to="/login">{intl.formatMessage({ id: 'auth.backToLogin' })}</AppLink>
    </AuthCardPage>
  );
}
