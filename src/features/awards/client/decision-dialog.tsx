import { useState } from 'react';
import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { ConfirmDialog, useLocale, useMutation } from '../../../client/engine';
import type { Decision } from '../../../generated';
import { FactGrid } from './award-facts';
import { formatDay } from './award-text';
import { DecisionFields } from './decision-fields';
import { checkDecisionForm, decisionDataOf, decisionFormOf, emptyDecisionForm } from './decision-form';
import type { DecisionFormErrors, DecisionFormValues } from './decision-form';
import type { DecisionBody } from './decision-sources';
import { DecisionStudentPicker } from './decision-student-picker';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(760px, calc(100vw - 16px))', boxSizing: 'border-box' },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    overflowWrap: 'anywhere',
  },
  meta: { color: tokens.colorNeutralForeground3 },
  actions: { flexWrap: 'wrap' },
});

/** Codes of decisions/save worded by the dialog (others fall back to the server's message). */
const SAVE_CODES: Readonly<Record<number, string>> = {
  [-1]: 'checksum',
  [-2]: 'notFound',
  [-3]: 'issued',
  [-4]: 'notStaff',
};

/**
 * Drafts a decision ("Soạn quyết định"), edits a draft, or issues it ("Ban hành"); an issued
 * decision only shows. `decision` null starts a new draft. Saving keeps the dialog open (the
 * amount or measure applies when issuing); issuing closes it.
 */
export function DecisionDialog({
  decision: initial,
  onClose,
  onIssued,
  onChanged,
}: {
  decision: Decision | null;
  onClose: () => void;
  /** The decision was issued; `message` says so. */
  onIssued: (message: string) => void;
  /** The list may have changed (saved, stale or failed): reload it. */
  onChanged: () => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const save = useMutation<DecisionBody, Decision | null>({ name: 'awards.saveDecision' });
  const submit = useMutation<DecisionBody, Decision | null>({ name: 'awards.submitDecision' });
  const [decision, setDecision] = useState<Decision | null>(initial);
  const [values, setValues] = useState<DecisionFormValues>(() =>
    initial ? decisionFormOf(initial) : emptyDecisionForm(),
  );
  const [errors, setErrors] = useState<DecisionFormErrors>({});
  const [isConfirming, setIsConfirming] = useState(false);
  const [message, setMessage] = useState<{ intent: 'success' | 'error' | 'warning'; text: string } | null>(
    null,
  );
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `awards.decisions.${id}` }, values);
  const readOnly = decision?.status === 'submitted';
  const busy = save.isMutating || submit.isMutating;
  const change = (patch: Partial<DecisionFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors({});
  };

  /** Issuing is asked about once more (a ConfirmDialog) when the form is complete. */
  const askToIssue = () => {
    const found = checkDecisionForm({ values, issue: true });
    setErrors(found);
    if (Object.keys(found).length === 0) setIsConfirming(true);
  };

  const send = async (issue: boolean) => {
    setIsConfirming(false);
    const found = checkDecisionForm({ values, issue });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setMessage(null);
    const body = { data: decisionDataOf({ values, decision }) };
    const result = await (issue ? submit : save).trigger({ body });
    if (result.code === 1 && result.data) {
      onChanged();
      if (issue) {
        onIssued(t('issued', { number: result.data.number || result.data.title }));
        return;
      }
      setDecision(result.data);
      setMessage({ intent: 'success', text: t('saved') });
    } else if (result.code === 0 && !issue && result.data) {
      // Stale: show the stored draft, keeping what applies only when issuing.
      setDecision(result.data);
      setValues({
        ...decisionFormOf(result.data),
        amount: values.amount,
        disciplineForm: values.disciplineForm,
      });
      setMessage({ intent: 'warning', text: t('stale') });
      onChanged();
    } else if (issue && result.code === 0) {
      setMessage({ intent: 'error', text: t('issueFailed') });
      onChanged();
    } else {
      const known = SAVE_CODES[result.code];
      setMessage({ intent: 'error', text: known ? t(`code.${known}`) : (result.message ?? t('failed')) });
    }
  };

  const title = readOnly ? t('view') : decision ? t('edit') : t('create');
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            {message ? (
              <MessageBar intent={message.intent}>
                <MessageBarBody>{message.text}</MessageBarBody>
              </MessageBar>
            ) : null}
            {readOnly && decision ? (
              <>
                <Caption1 className={styles.meta}>{t('readOnly')}</Caption1>
                <FactGrid
                  facts={[
                    {
                      term: t('field.kind'),
                      detail: intl.formatMessage({ id: `awards.records.decisionKind.${decision.kind}` }),
                    },
                    { term: t('field.number'), detail: <span lang="vi">{decision.number || '—'}</span> },
                    { term: t('field.title'), detail: <span lang="vi">{decision.title}</span> },
                    { term: t('field.content'), detail: <span lang="vi">{decision.content || '—'}</span> },
                    { term: t('field.signer'), detail: <span lang="vi">{decision.signer || '—'}</span> },
                    {
                      term: t('field.signedDate'),
                      detail: formatDay({ value: decision.signedDate, locale }),
                    },
                  ]}
                />
              </>
            ) : (
              <DecisionFields values={values} errors={errors} onChange={change} />
            )}
            <DecisionStudentPicker
              awardId={values.awardId}
              studentIds={values.studentIds}
              readOnly={readOnly}
              error={errors.students ? t(`error.${errors.students}`) : undefined}
              onCallChange={(call) =>
                change({
                  awardId: call?.id ?? null,
                  ...(call && values.kind === 'scholarship' && !values.amount.trim() && call.amount > 0
                    ? { amount: String(call.amount) }
                    : {}),
                })
              }
              onStudentsChange={(studentIds) => change({ studentIds })}
            />
            {readOnly ? null : <Caption1 className={styles.meta}>{t('issueHint')}</Caption1>}
          </DialogContent>
          <DialogActions className={styles.actions}>
            {readOnly ? null : (
              <>
                <Button appearance="primary" disabled={busy} onClick={askToIssue}>
                  {t('issue')}
                </Button>
                <Button disabled={busy} onClick={() => void send(false)}>
                  {t('save')}
                </Button>
              </>
            )}
            <Button appearance="subtle" onClick={onClose}>
              {t('close')}
            </Button>
          </DialogActions>
        </DialogBody>
        <ConfirmDialog
          open={isConfirming}
          title={t('confirm.title')}
          body={t('confirm.body', {
            number: values.number.trim(),
            count: String(values.studentIds.length),
          })}
          confirmLabel={t('confirm.issue')}
          cancelLabel={t('confirm.cancel')}
          onConfirm={() => void send(true)}
          onCancel={() => setIsConfirming(false)}
        />
      </DialogSurface>
    </Dialog>
  );
}
