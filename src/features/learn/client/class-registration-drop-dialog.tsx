import { useIntl } from 'react-intl';
import { ConfirmDialog, useLocale } from '../../../client/engine';
import type { ClassRegistration } from '../../../generated';
import { courseNameIn } from './class-registration-schedule';

/**
 * Asks before a seat is dropped or a waiting place left, naming the class and what is lost.
 * `target` null keeps it closed.
 */
export function ClassRegistrationDropDialog({
  target,
  isBusy,
  onConfirm,
  onCancel,
}: {
  target: ClassRegistration | null;
  isBusy: boolean;
  onConfirm: (target: ClassRegistration) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const kind = target?.status === 'waitlisted' ? 'confirmLeave' : 'confirmDrop';
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `learn.classReg.${id}` }, values);
  const values = target
    ? {
        code: target.classCode,
        course: `${target.courseCode ?? ''} ${courseNameIn({ row: target, locale })}`.trim(),
        position: target.position ?? 0,
      }
    : { code: '', course: '', position: 0 };
  return (
    <ConfirmDialog
      open={target !== null}
      title={t(`${kind}.title`, values)}
      body={t(`${kind}.body`, values)}
      confirmLabel={t(`${kind}.yes`)}
      cancelLabel={t('keep')}
      isBusy={isBusy}
      onConfirm={() => target && onConfirm(target)}
      onCancel={onCancel}
      testId="drop-dialog"
      confirmTestId="drop-confirm"
    />
  );
}
