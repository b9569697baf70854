import { useEffect, useSyncExternalStore } from 'react';

/**
 * What a page is not for waits for what it is for: the menu badges' reads start once the page's
 * own first reads have answered and it has painted, so on a slow phone they do not share the line
 * with them (nor delay its largest paint). The gate opens once per visit; after FALLBACK_MS it
 * opens anyway, and `openSecondaryGate` opens it at once. (The toaster's code waits for the first
 * toast instead: engine/toasts.ts.)
 */
const FALLBACK_MS = 4000;
/** The longest wait for an idle moment once the reads are in. */
const IDLE_TIMEOUT_MS = 1000;

let pendingReads = 0;
let isOpen = false;
let isChecking = false;
/** Bumped by a reset: a check scheduled before it does nothing. */
let generation = 0;
let fallback: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

/** Opens the gate now (idempotent). */
export function openSecondaryGate(): void {
  if (isOpen) return;
  isOpen = true;
  if (fallback) clearTimeout(fallback);
  for (const listener of [...listeners]) listener();
}

/**
 * Opens the gate once the browser is idle with no page read in flight: React renders the answers
 * in slices over several frames, and an idle period comes only after the last one has painted.
 */
function scheduleCheck(): void {
  if (isOpen || pendingReads > 0 || isChecking) return;
  isChecking = true;
  const scheduledIn = generation;
  const run = () => {
    if (scheduledIn !== generation) return;
    isChecking = false;
    if (pendingReads === 0) openSecondaryGate();
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(run, 0);
}

/** Counts a page's read until it settles; the gate waits for it. Returns the same promise. */
export function trackPageRead<T>(answer: Promise<T>): Promise<T> {
  if (isOpen) return answer;
  pendingReads += 1;
  const settle = () => {
    pendingReads -= 1;
    scheduleCheck();
  };
  answer.then(settle, settle);
  return answer;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => isOpen;

/** True once secondary reads may start (see the module comment). */
export function useSecondaryGate(): boolean {
  const open = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    if (open) return;
    fallback ??= setTimeout(openSecondaryGate, FALLBACK_MS);
    scheduleCheck();
  }, [open]);
  return open;
}

/** Closes the gate again (tests only). */
export function resetSecondaryGate(): void {
  isOpen = false;
  pendingReads = 0;
  if (fallback) clearTimeout(fallback);
  isChecking = false;
  generation += 1;
  fallback = null;
}
