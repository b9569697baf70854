import { useEffect } from 'react';
import { Toast, ToastBody, Toaster, ToastTitle, useToastController } from '@fluentui/react-components';
import { TOAST_DURATION_MS, TOAST_MAX } from '../../core/constants';
import { attachToaster } from '../engine/toasts';
import { announceToast } from './toast-announcer';

/** The id of the app's one Fluent toaster. */
const TOASTER_ID = 'app-toaster';

/**
 * Fluent's Toaster with the SPEC §2/§9 settings, connected to the engine's toasts once it listens
 * for them; its texts are read out by the app's live regions (announceToast).
 */
export default function ToasterHost() {
  const { dispatchToast } = useToastController(TOASTER_ID);
  // Runs after the Toaster's own effect, which subscribes to toast events.
  useEffect(
    () =>
      attachToaster(({ title, body, intent = 'info' }) =>
        dispatchToast(
          <Toast>
            <ToastTitle>{title}</ToastTitle>
            {body ? <ToastBody>{body}</ToastBody> : null}
          </Toast>,
          { intent },
        ),
      ),
    [dispatchToast],
  );
  return (
    <Toaster
      toasterId={TOASTER_ID}
      position="top"
      timeout={TOAST_DURATION_MS}
      limit={TOAST_MAX}
      pauseOnHover
      announce={announceToast}
    />
  );
}
