import type { MutationResult } from '../../../client/engine';
import type { AwardApplication } from '../../../generated';

/** What one save or submit of an application answered. */
export interface ApplyEvent {
  /** The call's numeric id. */
  awardId: number;
  action: 'save' | 'submit';
  result: MutationResult<AwardApplication>;
}

type Listener = (event: ApplyEvent) => void;

const listeners = new Set<Listener>();

/**
 * Follows every answer of the apply calls. The form engine reports only successes to its page;
 * the detail page also needs the refusals (stale data to reload, a call closed meanwhile) and
 * words them for the call rather than with the generic code texts.
 */
export function subscribeApplyEvents(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells the listeners what an apply call answered. */
export function emitApplyEvent(event: ApplyEvent): void {
  for (const listener of listeners) listener(event);
}

/** Asks the student whether to submit the application of one call; resolves true to send. */
type Confirmer = () => Promise<boolean>;

const confirmers = new Map<number, Confirmer>();

/**
 * The page showing a call's form answers "submit now?" for that call (a dialog): submitting is
 * final, so the submit mutation waits for that answer after the form's own checks passed.
 */
export function handleSubmitConfirmation({
  awardId,
  confirm,
}: {
  awardId: number;
  confirm: Confirmer;
}): () => void {
  confirmers.set(awardId, confirm);
  return () => {
    if (confirmers.get(awardId) === confirm) confirmers.delete(awardId);
  };
}

/**
 * True when the application of `awardId` may be submitted: what the page's dialog answered, or
 * true when no page asks (a call made outside the form, as the tests' direct calls).
 */
export function confirmSubmit(awardId: number): Promise<boolean> {
  const confirm = confirmers.get(awardId);
  return confirm ? confirm() : Promise.resolve(true);
}
