import { useState } from 'react';
import type { FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { CHANGE_PASSWORD_CODES, resultMessage } from '../../../core';
import { loadChecksum } from '../../api/load-checksum';
import { changePassword } from '../../api/auth-api';
import { useLocaleSwitch } from '../../i18n/locale-provider';
import { useNotify } from '../app-toaster';
import { useSession } from '../session/session-provider';
import { passwordProblems } from './password-rules';
import type { PasswordFields } from './password-rules';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const EMPTY: PasswordFields = { password: '', newPassword: '', confirmPassword: '' };

/** Current / new / confirm password; signs the call with the `auth.changePassword` checksum and toasts the SPEC code. */
export default function ChangePasswordDialog() {
  const intl = useIntl();
  const styles = useStyles();
  const notify = useNotify();
  const { locale } = useLocaleSwitch();
  const session = useSession();
  const [fields, setFields] = useState<PasswordFields>(EMPTY);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  // The server's verdict on the current password, shown on that field until it is edited.
  const [currentPasswordError, setCurrentPasswordError] = useState<string | null>(null);
  const isForced = Boolean(session.user?.mustChangePassword);
  const problems = isSubmitted ? passwordProblems(fields) : {};
  const problemText = (key: keyof PasswordFields) => {
    const id = problems[key];
    return id ? intl.formatMessage({ id }) : undefined;
  };
  const close = () => session.setOpenChangePassword(false);
  const set = (key: keyof PasswordFields) => (_: unknown, data: { value: string }) => {
    if (key === 'password') setCurrentPasswordError(null);
    setFields((current) => ({ ...current, [key]: data.value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (Object.keys(passwordProblems(fields)).length > 0 || isSubmitting) return;
    setIsSubmitting(true);
    const body = { password: fields.password, newPassword: fields.newPassword };
    try {
      const { computeChecksum } = await loadChecksum();
      const result = await changePassword({
        ...body,
        checkSum: computeChecksum({ rule: 'auth.changePassword', body }),
      });
      if (result.status === 401) return;
      // Too many wrong current passwords: the server says how long to wait (Retry-After).
      if (result.status === 429) {
        const message = (result.data as { message?: unknown } | null)?.message;
        notify({
          intent: 'error',
          title:
            typeof message === 'string' && message
              ? message
              : intl.formatMessage({ id: 'shell.login.throttled' }),
        });
        return;
      }
      const code =
        !result.error && typeof result.data?.code === 'number'
          ? result.data.code
          : CHANGE_PASSWORD_CODES.FAILED;
      const isSuccess = code === CHANGE_PASSWORD_CODES.SUCCESS;
      notify({
        intent: isSuccess ? 'success' : 'error',
        title: resultMessage({ set: 'changePassword', code, locale }),
      });
      if (isSuccess) {
        close();
        // The server clears mustChangePassword; the fresh session shows it.
        void session.refresh();
        return;
      }
      if (code === CHANGE_PASSWORD_CODES.WRONG_PASSWORD)
        setCurrentPasswordError(resultMessage({ set: 'changePassword', code, locale }));
    } catch {
      notify({ intent: 'error', title: intl.formatMessage({ id: 'shell.error.network' }) });
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <Dialog
      open
      modalType={isForced ? 'alert' : 'modal'}
      onOpenChange={(_, data) => !data.open && !isForced && close()}
    >
      <DialogSurface>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{intl.formatMessage({ id: 'shell.changePassword.title' })}</DialogTitle>
            <DialogContent className={styles.form}>
              {isForced ? <Text>{intl.formatMessage({ id: 'shell.changePassword.required' })}</Text> : null}
              <Field
                label={intl.formatMessage({ id: 'shell.changePassword.current' })}
                validationMessage={problemText('password') ?? currentPasswordError ?? undefined}
                required
              >
                <Input
                  type="password"
                  value={fields.password}
                  onChange={set('password')}
                  autoComplete="current-password"
                />
              </Field>
              <Field
                label={intl.formatMessage({ id: 'shell.changePassword.new' })}
                hint={intl.formatMessage({ id: 'shell.changePassword.rules' })}
                validationMessage={problemText('newPassword')}
                required
              >
                <Input
                  type="password"
                  value={fields.newPassword}
                  onChange={set('newPassword')}
                  autoComplete="new-password"
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
            </DialogContent>
            <DialogActions>
              {isForced ? (
                <Button appearance="secondary" onClick={() => void session.logout()}>
                  {intl.formatMessage({ id: 'shell.account.logout' })}
                </Button>
              ) : (
                <Button appearance="secondary" onClick={close}>
                  {intl.formatMessage({ id: 'shell.cancel' })}
                </Button>
              )}
              <Button
                type="submit"
                appearance="primary"
                disabledFocusable={isSubmitting}
                icon={isSubmitting ? <Spinner size="tiny" /> : undefined}
              >
                {intl.formatMessage({ id: 'shell.changePassword.submit' })}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
