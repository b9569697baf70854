import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Field,
  Textarea,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useLocale, useMutation } from '../../../client/engine';
import { localized } from '../../../client/engine/localized';
import { isSuccessCode } from '../../../core';
import type { StudyResult } from '../../../generated';
import type { ReviewBody } from './mutations';

/** Asks for a grade review of one result (checksum rule studyResults.update; a stale copy is refused by the server). */
export function ReviewRequestButton({ result }: { result: StudyResult }) {
  const intl = useIntl();
  const [note, setNote] = useState('');
  const [isOpen, setOpen] = useState(false);
  const locale = useLocale();
  const review = useMutation<ReviewBody, StudyResult>({ name: 'learn.requestReview' });
  const course = `${result.courseCode} ${localized({ vi: result.courseName, en: result.courseNameEn ?? '', locale })}`;
  if (result.totalMark < 0) return null;
  if ((result.appealStatus ?? -2) !== -2)
    return <span>{intl.formatMessage({ id: 'learn.grades.reviewSent' })}</span>;
  return (
    <Dialog open={isOpen} onOpenChange={(_e, data) => setOpen(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button size="small" aria-label={intl.formatMessage({ id: 'learn.grades.reviewFor' }, { course })}>
          {intl.formatMessage({ id: 'learn.grades.review' })}
        </Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{intl.formatMessage({ id: 'learn.grades.reviewTitle' }, { course })}</DialogTitle>
          <DialogContent>
            <Field
              label={intl.formatMessage({ id: 'learn.grades.reviewNote' })}
              validationMessage={
                note.length > 0 && note.length < 10
                  ? intl.formatMessage({ id: 'learn.grades.reviewShort' })
                  : undefined
              }
            >
              <Textarea value={note} onChange={(_e, data) => setNote(data.value)} maxLength={1000} />
            </Field>
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button>{intl.formatMessage({ id: 'learn.cancel' })}</Button>
            </DialogTrigger>
            <Button
              appearance="primary"
              disabled={note.trim().length < 10 || review.isMutating}
              onClick={async () => {
                const answer = await review.trigger({
                  body: { updates: { appealNote: note.trim(), lastUpdate: result.lastUpdate } },
                  id: result.id,
                });
                if (isSuccessCode(answer.code)) setOpen(false);
              }}
            >
              {intl.formatMessage({ id: 'learn.grades.reviewSend' })}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
