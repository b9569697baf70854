import { deadlineStatus } from '../../../core';
import type { Deadline } from '../../../generated';

/** Where now falls in a request window: open, not open yet (or locked), or closed for good. */
export type WindowState = 'open' | 'notYet' | 'closed';

/** The state of a deadline at `now` (SPEC §4 deadline status: locked 1, opened 2). */
export function deadlineState({ deadline, now }: { deadline: Deadline; now: Date }): WindowState {
  const start = Date.parse(deadline.startDate);
  const end = Date.parse(deadline.endDate);
  if (Number.isFinite(end) && now.getTime() >= end) return 'closed';
  if (Number.isFinite(start) && now.getTime() < start) return 'notYet';
  return deadline.status === deadlineStatus.values.OPENED ? 'open' : 'notYet';
}
