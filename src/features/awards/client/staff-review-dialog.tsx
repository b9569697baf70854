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
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Subtitle2,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { getFormConfig, useEngineConfig, useLocale, useMutation } from '../../../client/engine';
import type { AwardApplication } from '../../../generated';
import { nextApplicationStatus } from '../shared/award-status';
import { declaredFigureMismatches } from '../shared/declared-figures';
import { AcademicFigures, ApplicationDataView } from './application-data-view';
import { formatFigure, formatMoment } from './award-text';
import { fieldTitle } from './call-form';
import { SCHOLARSHIP_FORM } from './mutations';
import type { ReviewAction, ReviewBody } from './staff-sources';
import { ApplicationStatusBadge } from './status-badge';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(720px, calc(100vw - 16px))', boxSizing: 'border-box' },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    overflowWrap: 'anywhere',
  },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  heading: { margin: 0 },
  meta: { color: tokens.colorNeutralForeground3 },
  actions: { flexWrap: 'wrap' },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

/** The decisions offered, in button order. */
const ACTIONS: readonly ReviewAction[] = ['approve', 'reject', 'review'];

/**
 * One application as staff review it: the student, the form's answers with evidence links, the
 * academic figures (flagged where the student's own figures differ from the computed ones), and
 * Approve / Reject (a rejection needs a reason) / Take into review, each
 * offered only where the application's status allows it. `application` null keeps it closed.
 */
export function StaffReviewDialog({
  application,
  onClose,
  onDone,
  onStale,
}: {
  application: AwardApplication | null;
  onClose: () => void;
  /** A decision was recorded; `message` says which. */
  onDone: (message: string) => void;
  /** The application changed meanwhile: reload the list. */
  onStale: () => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const { config } = useEngineConfig();
  const form = getFormConfig({ config, name: SCHOLARSHIP_FORM });
  const review = useMutation<ReviewBody, AwardApplication>({ name: 'awards.review' });
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState('');
  const [problem, setProblem] = useState('');
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `awards.review.${id}` }, values);

  const close = () => {
    setNote('');
    setNoteError('');
    setProblem('');
    onClose();
  };
  const act = async (action: ReviewAction) => {
    if (!application) return;
    if (action === 'reject' && !note.trim()) {
      setNoteError(t('reasonRequired'));
      return;
    }
    setProblem('');
    const result = await review.trigger({
      body: { action, note: note.trim(), lastUpdate: application.lastUpdate },
      id: application.id,
    });
    if (result.code === 1) {
      close();
      onDone(t(`done.${action}`, { name: application.studentName || application.studentCode }));
    } else if (result.code === 0 && result.data) {
      setProblem(t('stale'));
      onStale();
    } else {
      setProblem(result.message ?? t('failed'));
    }
  };

  const mismatches = application
    ? declaredFigureMismatches({ data: application.data, academic: application.academic })
    : [];
  const allowed = application
    ? ACTIONS.filter((action) => nextApplicationStatus({ from: application.status, action }) !== null)
    : [];
  return (
    <Dialog open={application !== null} onOpenChange={(_event, data) => !data.open && close()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>
            {application ? (
              <span lang="vi">{`${application.studentName} (${application.studentCode})`}</span>
            ) : (
              ''
            )}
          </DialogTitle>
          {application ? (
            <DialogContent className={styles.content}>
              <div className={styles.row}>
                <ApplicationStatusBadge status={application.status} />
                {application.className ? <span lang="vi">{application.className}</span> : null}
              </div>
              <Caption1 className={styles.meta}>
                {t('submittedAt', { date: formatMoment({ value: application.submittedAt, locale }) })}
              </Caption1>
              {problem ? (
                <MessageBar intent="error">
                  <MessageBarBody>{problem}</MessageBarBody>
                </MessageBar>
              ) : null}
              <Subtitle2 as="h3" className={styles.heading}>
                {t('academic')}
              </Subtitle2>
              <AcademicFigures academic={application.academic} uiSchema={form.uiSchema} />
              {mismatches.length > 0 ? (
                <MessageBar intent="warning" layout="multiline" data-testid="figure-mismatch">
                  <MessageBarBody>
                    <MessageBarTitle>{t('figureMismatch.title')}</MessageBarTitle>
                    <ul className={styles.list}>
                      {mismatches.map((mismatch) => (
                        <li key={mismatch.field}>
                          {t('figureMismatch.item', {
                            field: fieldTitle({ uiSchema: form.uiSchema, name: mismatch.field, locale }),
                            declared: formatFigure({ value: mismatch.declared, locale }),
                            computed: formatFigure({ value: mismatch.computed, locale }),
                          })}
                        </li>
                      ))}
                    </ul>
                  </MessageBarBody>
                </MessageBar>
              ) : null}
              <Subtitle2 as="h3" className={styles.heading}>
                {t('answers')}
              </Subtitle2>
              <ApplicationDataView data={application.data} schema={form.schema} uiSchema={form.uiSchema} />
              {application.reviewNote ? (
                <>
                  <Subtitle2 as="h3" className={styles.heading}>
                    {t('previousNote')}
                  </Subtitle2>
                  <span lang="vi">{application.reviewNote}</span>
                </>
              ) : null}
              {allowed.length > 0 ? (
                <Field label={t('note')} hint={t('noteHint')} validationMessage={noteError || undefined}>
                  <Textarea
                    value={note}
                    maxLength={2000}
                    resize="vertical"
                    onChange={(_event, data) => {
                      setNote(data.value);
                      setNoteError('');
                    }}
                  />
                </Field>
              ) : null}
            </DialogContent>
          ) : null}
          <DialogActions className={styles.actions}>
            {allowed.map((action) => (
              <Button
                key={action}
                appearance={action === 'approve' ? 'primary' : 'secondary'}
                disabled={review.isMutating}
                onClick={() => void act(action)}
              >
                {t(`action.${action}`)}
              </Button>
            ))}
            <Button appearance="subtle" onClick={close}>
              {t('close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
