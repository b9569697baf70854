import { useEffect } from 'react';
import { Toast, ToastBody, Toaster, ToastTitle, useToastController } from '@fluentui/react-components';
import { TOAST_DURATION_MS, TOAST_MAX } from '../../core/constants';
import { ENGINE_TOASTER_ID } from '../engine/use-mutation';
import type { Notify } from './app-toaster';

/**
 * Fluent's Toaster with the SPEC §2/§9 settings, under the id the engine's mutations toast to.
 * `onReady` receives the shell's notify function once the Toaster listens for toasts.
 */
export default function ToasterHost({ onReady }: { onReady: (notify: Notify) => void }) {
  const { dispatchToast } = useToastController(ENGINE_TOASTER_ID);
  // Runs after the Toaster's own effect, which subscribes to toast events.
  useEffect(() => {
    onReady(({ title, body, intent = 'info' }) =>
      dispatchToast(
        <Toast>
          <ToastTitle>{title}</ToastTitle>
          {body ? <ToastBody>{body}</ToastBody> : null}
        </Toast>,
        { intent },
      ),
    );
  }, [dispatchToast, onReady]);
  return (
    <Toaster
      toasterId={ENGINE_TOASTER_ID}
      position="top"
      timeout={TOAST_DURATION_MS}
      limit={TOAST_MAX}
      pauseOnHover
    />
  );
}
