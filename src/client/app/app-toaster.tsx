import { lazy, Suspense } from 'react';
import { showToast, useIsToasterWanted } from '../engine/toasts';
import type { ShowToast, ToastInput } from '../engine/toasts';
import { ToastAnnouncer } from './toast-announcer';

/** What a toast shows. */
export type NotifyInput = ToastInput;

/** Shows one toast. */
export type Notify = ShowToast;

// The toaster (Fluent's toasts) is not needed to paint a page: its code loads with the first toast
// (engine/toasts.ts keeps the toasts raised meanwhile), and its texts are read out by live regions
// that are there from the start (toast-announcer.tsx).
const ToasterHost = lazy(() => import('./toaster-host'));

/** The app's only toaster (SPEC §2): top centre, 3 s, at most 5 at once, newest on top. */
export function AppToaster() {
  const isWanted = useIsToasterWanted();
  return (
    <>
      <ToastAnnouncer />
      {isWanted ? (
        <Suspense fallback={null}>
          <ToasterHost />
        </Suspense>
      ) : null}
    </>
  );
}

/** Returns `notify({ title, body?, intent? })`, showing a toast in the app toaster. */
export function useNotify(): Notify {
  return showToast;
}
