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
