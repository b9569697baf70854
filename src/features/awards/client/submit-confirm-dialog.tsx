import { useCallback, useEffect, useRef, useState } from 'react';
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
import { handleSubmitConfirmation } from './apply-events';

/**
 * "Submit now?" for the application of one call: submitting is final, so the submit mutation
 * waits for this dialog's answer (Cancel sends nothing, the form stays as it is). Leaving the
 * page while it is open calls the submit off.
 */
export function SubmitConfirmDialog({ awardId }: { awardId: number }) {
  const intl = useIntl();
  const [isOpen, setIsOpen] = useState(false);
  const pending = useRef<((isConfirmed: boolean) => void) | null>(null);

  const answer = useCallback((isConfirmed: boolean) => {
    pending.current?.(isConfirmed);
    pending.current = null;
    setIsOpen(false);
  }, []);

  useEffect(() => {
    const stop = handleSubmitConfirmation({
      awardId,
      confirm: () =>
        new Promise<boolean>((resolve) => {
          pending.current?.(false);
          pending.current = resolve;
          setIsOpen(true);
        }),
    });
    return () => {
      stop();
      pending.current?.(false);
      pending.current = null;
    };
  }, [awardId]);

  const t = (id: string) => intl.formatMessage({ id: `awards.apply.confirm.${id}` });
  return (
    <Dialog open={isOpen} modalType="alert" onOpenChange={(_event, data) => !data.open && answer(false)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogContent>{t('body')}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={() => answer(false)}>
              {t('cancel')}
            </Button>
            <Button appearance="primary" onClick={() => answer(true)}>
              {t('submit')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
