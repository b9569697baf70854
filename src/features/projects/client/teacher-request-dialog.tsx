import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { formatSemester } from '../../../core';
import { useLocale, useMutation } from '../../../client/engine';
import type { TeacherRequest } from '../../../generated';
import type { RejectBody, TeacherRequestRow } from './teacher-sources';

const useStyles = makeStyles({
  facts: { display: 'grid', gap: tokens.spacingVerticalXS, margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold },
  detail: { margin: `0 0 ${tokens.spacingVerticalS} 0`, overflowWrap: 'anywhere' },
  actions: { flexWrap: 'wrap' },
});

/**
 * One request waiting for me: what the student asks, and Accept, or Decline with a reason (the
 * SPEC §4 transition moves it to their next choice). `request` null keeps the dialog closed.
 */
export function TeacherRequestDialog({
  request,
  onClose,
  onDone,
}: {
  request: TeacherRequestRow | null;
  onClose: () => void;
  /** A decision was taken; `message` says what happened. */
  onDone: (message: string) => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const [isRejecting, setIsRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const confirm = useMutation<Record<string, never>, TeacherRequest>({ name: 'projects.teacherConfirm' });
  const reject = useMutation<RejectBody, TeacherRequest>({ name: 'projects.teacherReject' });
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `teacher.request.${id}` }, values);

  const close = () => {
    setIsRejecting(false);
    setReason('');
    setReasonError('');
    onClose();
  };
  const accept = async () => {
    if (!request) return;
    const result = await confirm.trigger({ body: {}, id: request.id });
    if (result.code === 1) {
      close();
      onDone(t('accepted', { name: `${request.studentName} (${request.studentCode})` }));
    }
  };
  const decline = async () => {
    if (!request) return;
    if (!reason.trim()) {
      setReasonError(t('reasonRequired'));
      return;
    }
    const result = await reject.trigger({ body: { reason: reason.trim() }, id: request.id });
    if (result.code >= 1 && result.code <= 3) {
      close();
      onDone(t(result.data?.status === -1 ? 'rejectedEnded' : 'rejectedMoved'));
    } else {
      setReasonError(result.message ?? '');
    }
  };

  const facts: [string, string][] = request
    ? [
        [t('topic'), request.finalTitle],
        [t('course'), request.courseName || '—'],
        [t('semester'), formatSemester({ semester: request.semester, locale })],
        ...(request.timeCommit > 0
          ? [[t('timeCommit'), String(request.timeCommit)] as [string, string]]
          : []),
        ...(request.notes ? [[t('notes'), request.notes] as [string, string]] : []),
        ...(request.rejectReasons.length
          ? [[t('earlier'), request.rejectReasons.filter(Boolean).join(' · ')] as [string, string]]
          : []),
      ]
    : [];
  const isBusy = confirm.isMutating || reject.isMutating;
  return (
    <Dialog open={request !== null} onOpenChange={(_event, data) => !data.open && close()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>
            {request ? t('dialogTitle', { name: `${request.studentName} (${request.studentCode})` }) : ''}
          </DialogTitle>
          <DialogContent>
            {request ? <Text weight="semibold">{t('choice', { number: request.choiceNumber })}</Text> : null}
            <dl className={styles.facts}>
              {facts.map(([term, detail]) => (
                <div key={term}>
                  <dt className={styles.term}>{term}</dt>
                  <dd className={styles.detail}>{detail}</dd>
                </div>
              ))}
            </dl>
            {isRejecting ? (
              <Field label={t('reason')} required validationMessage={reasonError || undefined}>
                <Textarea
                  value={reason}
                  maxLength={1000}
                  resize="vertical"
                  onChange={(_event, data) => {
                    setReason(data.value);
                    setReasonError('');
                  }}
                />
              </Field>
            ) : null}
          </DialogContent>
          <DialogActions className={styles.actions}>
            {/* Keyed: a button of one mode is never reused, mid-transition, for the other's. */}
            {isRejecting ? (
              <Button key="send-reject" appearance="primary" disabled={isBusy} onClick={() => void decline()}>
                {t('sendReject')}
              </Button>
            ) : (
              <>
                <Button key="confirm" appearance="primary" disabled={isBusy} onClick={() => void accept()}>
                  {t('confirm')}
                </Button>
                <Button key="reject" disabled={isBusy} onClick={() => setIsRejecting(true)}>
                  {t('reject')}
                </Button>
              </>
            )}
            <Button appearance="subtle" onClick={close}>
              {t('cancel')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
