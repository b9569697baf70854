/** One registration window of the tenant config (`registration.windows`). */
export type RegistrationWindow = { cohorts: readonly number[]; opensAt: string; closesAt: string };

/** Whether a cohort may register now, and the window that decides it. */
export type WindowDecision =
  | { isOpen: true; window: RegistrationWindow }
  | { isOpen: false; reason: 'no-window'; window: null }
  | { isOpen: false; reason: 'not-yet' | 'closed'; window: RegistrationWindow };

/**
 * The registration window of a cohort at an instant: open when some window for the cohort has
 * opensAt <= now < closesAt. Otherwise the next window to open ('not-yet'), else the last one
 * that closed ('closed'), else 'no-window'.
 */
export const decideWindow = ({
  windows,
  cohort,
  now,
}: {
  windows: readonly RegistrationWindow[];
  cohort: number;
  now: Date;
}): WindowDecision => {
  const time = now.getTime();
  const own = windows
    .filter((window) => window.cohorts.includes(cohort))
    .map((window) => ({ window, opens: Date.parse(window.opensAt), closes: Date.parse(window.closesAt) }))
    .filter((item) => Number.isFinite(item.opens) && Number.isFinite(item.closes));
  const open = own.find((item) => item.opens <= time && time < item.closes);
  if (open) return { isOpen: true, window: open.window };
  const upcoming = own.filter((item) => item.opens > time).sort((a, b) => a.opens - b.opens)[0];
  if (upcoming) return { isOpen: false, reason: 'not-yet', window: upcoming.window };
  const past = own.filter((item) => item.closes <= time).sort((a, b) => b.closes - a.closes)[0];
  if (past) return { isOpen: false, reason: 'closed', window: past.window };
  return { isOpen: false, reason: 'no-window', window: null };
};
