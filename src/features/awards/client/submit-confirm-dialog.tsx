import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../../../client/engine';
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
    <ConfirmDialog
      open={isOpen}
      title={t('title')}
      body={t('body')}
      confirmLabel={t('submit')}
      cancelLabel={t('cancel')}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  );
}
