import { useSyncExternalStore } from 'react';
import type { ToastIntent } from '@fluentui/react-components';

/** What a toast shows. */
export interface ToastInput {
  title: string;
  body?: string;
  intent?: ToastIntent;
}

/** Shows one toast. */
export type ShowToast = (input: ToastInput) => void;

let shown: ShowToast | null = null;
const waiting: ToastInput[] = [];
let isWanted = false;
const listeners = new Set<() => void>();

/**
 * Shows a toast in the app's toaster. The toaster's code (Fluent's toasts) loads with the first
 * toast rather than with every page: until it is in, toasts wait for it, in order, none lost.
 */
export function showToast(input: ToastInput): void {
  if (shown) {
    shown(input);
    return;
  }
  waiting.push(input);
  if (isWanted) return;
  isWanted = true;
  for (const listener of [...listeners]) listener();
}

/** Connects the mounted toaster; the toasts waiting for it show now. Returns the disconnection. */
export function attachToaster(show: ShowToast): () => void {
  shown = show;
  for (const input of waiting.splice(0)) show(input);
  return () => {
    if (shown === show) shown = null;
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True once a toast has been asked for: the app mounts its toaster then. */
export function useIsToasterWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isWanted,
    () => false,
  );
}
