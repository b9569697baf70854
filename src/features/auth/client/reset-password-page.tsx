import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import {
  Button,
  Field,
  Input,
  makeStyles,
  mergeClasses,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { AppLink } from '../../../client/app/app-link';
import { useNotify } from '../../../client/app/app-toaster';
import { useSession } from '../../../client/app/session/session-provider';
import { passwordProblems } from '../../../client/app/shell/password-rules';
import { AuthCardPage } from '../../../client/pages/auth-card-page';
import { FormStatus } from '../../../client/pages/form-status';
import type { FormStatusProps } from '../../../client/pages/form-status';
import type { LoginPageState } from '../../../client/pages/login-page';
import { isResetToken, RESET_PASSWORD_CODES, tokenFromFragment } from '../shared/password-reset';
import { checkResetLink, refusalText, resetPassword } from './password-reset-api';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // The form's room while the link is checked, so the form takes its place without moving anything.
  checking: { minHeight: '300px', justifyContent: 'center' },
  submit: { position: 'relative', marginTop: tokens.spacingVerticalXS },
  spinner: {
    position: 'absolute',
    left: tokens.spacingHorizontalM,
    top: '50%',
    transform: 'translateY(-50%)',
  },
});

type LinkState = 'checking' | 'valid' | 'invalid';

/**
 * "Set a new password" from the e-mailed link (`/reset-password#token=...`): the link is checked
 * first, then the new password (the change-password rules) is set, which ends every other session
 * and signs this browser in; a used, expired or unknown link says so and offers a new one.
 */
export default function ResetPasswordPage() {
  const intl = useIntl();
  const styles = useStyles();
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const session = useSession();
  const token = tokenFromFragment(location.hash);
  const [linkState, setLinkState] = useState<LinkState>(isResetToken(token) ? 'checking' : 'invalid');
  const [fields, setFields] = useState({ newPassword: '', confirmPassword: '' });
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [serverReason, setServerReason] = useState<string | null>(null);
  const [message, setMessage] = useState<FormStatusProps['message']>(null);

  useEffect(() => {
    if (!isResetToken(token)) return undefined;
    const controller = new AbortController();
    checkResetLink({ token, signal: controller.signal }).then(
      (result) => {
        const body = result.data;
        if (result.status === 429) {
          setLinkState('valid');
          setMessage({
            intent: 'error',
            text: refusalText(body) || intl.formatMessage({ id: 'auth.reset.failed' }),
          });
          return;
        }
        const isValid = !result.error && body && 'code' in body && body.code === RESET_PASSWORD_CODES.SUCCESS;
        setLinkState(isValid ? 'valid' : 'invalid');
      },
      () => {
        // Aborted by leaving the page, or no network: the form stays and the submit reports it.
        if (!controller.signal.aborted) setLinkState('valid');
      },
    );
    return () => controller.abort();
  }, [token, intl]);

  const problems = isSubmitted ? passwordProblems({ password: '', ...fields }) : {};
  const problemText = (key: 'newPassword' | 'confirmPassword') => {
    const id = problems[key];
    return id ? intl.formatMessage({ id }) : undefined;
  };
  const set = (key: 'newPassword' | 'confirmPassword') => (_: unknown, data: { value: string }) => {
    if (key === 'newPassword') setServerReason(null);
    setFields((current) => ({ ...current, [key]: data.value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    const found = passwordProblems({ password: '', ...fields });
    if (found.newPassword || found.confirmPassword || isSubmitting) return;
    setIsSubmitting(true);
    setMessage(null);
    try {
      const result = await resetPassword({ token, newPassword: fields.newPassword });
      const body = result.data;
      if (!result.error && body && 'code' in body && body.code === RESET_PASSWORD_CODES.SUCCESS) {
        if (body.data) {
          session.signIn(body.data);
          notify({ intent: 'success', title: intl.formatMessage({ id: 'auth.reset.done' }) });
          navigate('/', { replace: true });
        } else {
          const state: LoginPageState = { isPasswordReset: true };
          navigate('/login', { replace: true, state });
        }
        return;
      }
      if (!result.error && body && 'code' in body && body.code === RESET_PASSWORD_CODES.INVALID_LINK) {
        setLinkState('invalid');
      } else if (result.status === 400 && body && 'field' in body && body.field === 'newPassword') {
        setServerReason(refusalText(body));
      } else {
        setMessage({
          intent: 'error',
          text: refusalText(body) || intl.formatMessage({ id: 'auth.reset.failed' }),
        });
      }
    } catch {
      setMessage({ intent: 'error', text: intl.formatMessage({ id: 'shell.error.network' }) });
    }
    setIsSubmitting(false);
  };

  return (
    <AuthCardPage title={intl.formatMessage({ id: 'auth.reset.title' })}>
      {linkState === 'checking' ? (
        <Spinner
          className={mergeClasses(styles.body, styles.checking)}
          label={intl.formatMessage({ id: 'auth.reset.checking' })}
        />
      ) : null}
      {linkState === 'invalid' ? (
        <div className={styles.body}>
          <FormStatus message={{ intent: 'error', text: intl.formatMessage({ id: 'auth.reset.invalid' }) }} />
          <AppLink to="/forgot-password">{intl.formatMessage({ id: 'auth.reset.askAgain' })}</AppLink>
          <AppLink to="/login">{intl.formatMessage({ id: 'auth.backToLogin' })}</AppLink>
        </div>
      ) : null}
      {linkState === 'valid' ? (
        <form className={styles.body} onSubmit={submit} noValidate>
          <Field
            label={intl.formatMessage({ id: 'shell.changePassword.new' })}
            hint={intl.formatMessage({ id: 'shell.changePassword.rules' })}
            validationMessage={problemText('newPassword') ?? serverReason ?? undefined}
            required
          >
            <Input
              type="password"
              value={fields.newPassword}
              onChange={set('newPassword')}
              autoComplete="new-password"
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
            />
          </Field>
          <Field
            label={intl.formatMessage({ id: 'shell.changePassword.confirm' })}
            validationMessage={problemText('confirmPassword')}
            required
          >
            <Input
              type="password"
              value={fields.confirmPassword}
              onChange={set('confirmPassword')}
              autoComplete="new-password"
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
            {intl.formatMessage({ id: 'auth.reset.submit' })}
          </Button>
          <FormStatus message={message} />
          <Text>
            <AppLink to="/login">{intl.formatMessage({ id: 'auth.backToLogin' })}</AppLink>
          </Text>
        </form>
      ) : null}
    </AuthCardPage>
  );
}
