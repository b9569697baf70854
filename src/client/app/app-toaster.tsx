import { lazy, Suspense, useCallback, useEffect } from 'react';
import type { ToastIntent } from '@fluentui/react-components';
import { openSecondaryGate, useSecondaryGate } from '../engine/secondary-gate';

/** What a toast shows. */
export interface NotifyInput {
  title: string;
  body?: string;
  intent?: ToastIntent;
}

/** Shows one toast. */
export type Notify = (input: NotifyInput) => void;

interface Deferred {
  promise: Promise<Notify>;
  resolve: (notify: Notify) => void;
}

function createDeferred(): Deferred {
  let resolve: (notify: Notify) => void = () => undefined;
  const promise = new Promise<Notify>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

// The toaster (Fluent toasts, focus management) is not needed to paint the page, so it loads once
// the page's first reads are in (secondary-gate.ts), or at once for a toast raised before that;
// toasts raised meanwhile wait for it instead of being lost.
let toasterReady = createDeferred();
const ToasterHost = lazy(() => import('./toaster-host'));

/** The app's only toaster (SPEC §2): top centre, 3 s, at most 5 at once, newest on top. */
export function AppToaster() {
  useEffect(
    () => () => {
      toasterReady = createDeferred();
    },
    [],
  );
  const onReady = useCallback((notify: Notify) => toasterReady.resolve(notify), []);
  const isGateOpen = useSecondaryGate();
  if (!isGateOpen) return null;
  return (
    <Suspense fallback={null}>
      <ToasterHost onReady={onReady} />
    </Suspense>
  );
}

/** Returns `notify({ title, body?, intent? })`, showing a toast in the app toaster once it is mounted. */
export function useNotify(): Notify {
  return useCallback((input: NotifyInput) => {
    openSecondaryGate();
    void toasterReady.promise.then((notify) => notify(input));
  }, []);
}
