import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../client/engine';
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
    <Dialog open={target !== null} modalType="alert" onOpenChange={(_e, d) => !d.open && onCancel()}>
      <DialogSurface data-testid="drop-dialog">
        <DialogBody>
          <DialogTitle>{t(`${kind}.title`, values)}</DialogTitle>
          <DialogContent>{t(`${kind}.body`, values)}</DialogContent>
          <DialogActions>
            <Button
              appearance="primary"
              disabled={isBusy}
              onClick={() => target && onConfirm(target)}
              data-testid="drop-confirm"
            >
              {t(`${kind}.yes`)}
            </Button>
            <Button appearance="secondary" onClick={onCancel}>
              {t('keep')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
