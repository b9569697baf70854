import { deadlineStatus, processStatus } from '../../../core/index';
import { PROJECT_RESULT } from './project-result-codes';
import type { ProjectResultCode } from './project-result-codes';

const STATUS = processStatus.values;

/** The window a project or phase is handed in within (SPEC §3 deadline; dates as ISO texts or Dates). */
export type SubmitWindow = {
  /** SPEC §4 deadline status: locked 1, opened 2. */
  status: number;
  startDate: string | Date | null;
  endDate: string | Date | null;
};

/**
 * Statuses in which the student still edits the work: a draft, waiting, confirmed (the supervisor
 * took it on), submitted (handed in, may be handed in again until the deadline) and request edit
 * (sent back for changes). Every other status (processing, under acceptance, done, finished,
 * cancelled, suspended, rejected) is the school's turn: the student's copy is frozen.
 */
export const EDITABLE_STATUSES: readonly number[] = [
  STATUS.UNDEFINED,
  STATUS.WAITING,
  STATUS.CONFIRMED,
  STATUS.SUBMITTED,
  STATUS.REQUEST_EDIT,
];

/** Why a save or a submit is refused (null when it is allowed). */
export type RefusalReason = 'not-owner' | 'frozen' | 'not-yet' | 'expired' | null;

/** What the server tells the client about a project or phase: SPEC §3 can save, can submit and a submit code. */
export type SubmitDecision = {
  canSave: boolean;
  canSubmit: boolean;
  /** The code a save would answer now (1 when allowed). */
  saveCode: ProjectResultCode;
  /** The code a submit would answer now (1 when allowed). */
  submitCode: ProjectResultCode;
  saveReason: RefusalReason;
  submitReason: RefusalReason;
};

const timeOf = (value: string | Date | null) => {
  if (value === null || value === '') return null;
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isFinite(time) ? time : null;
};

/** Where `now` falls against a window: open, not yet open (or locked), or past its end. */
export const windowState = ({ window, now }: { window: SubmitWindow | null; now: Date }) => {
  if (!window) return 'open' as const;
  const time = now.getTime();
  const start = timeOf(window.startDate);
  const end = timeOf(window.endDate);
  if (end !== null && time >= end) return 'expired' as const;
  if (start !== null && time < start) return 'not-yet' as const;
  if (window.status === deadlineStatus.values.LOCKED) return 'locked' as const;
  return 'open' as const;
};

const CODE_OF: Record<Exclude<RefusalReason, null>, ProjectResultCode> = {
  'not-owner': PROJECT_RESULT.FORBIDDEN,
  frozen: PROJECT_RESULT.FAILED,
  'not-yet': PROJECT_RESULT.NOT_YET,
  expired: PROJECT_RESULT.EXPIRED,
};

const codeOf = (reason: RefusalReason): ProjectResultCode =>
  reason === null ? PROJECT_RESULT.SUCCESS : CODE_OF[reason];

/**
 * Decides whether the reader may save and submit a project or phase now. Only the owner may
 * (forbidden -2 otherwise), only while the status is editable (failed 0 otherwise). A submit needs
 * the window open: before its start, or while it is locked, not yet -3; from its end on, expired
 * -4. A save is a draft: allowed before the window opens or while it is locked, refused from its
 * end on (expired -4). No window means no time limit.
 */
export const decideSubmission = ({
  isOwner,
  status,
  window,
  now,
}: {
  isOwner: boolean;
  status: number;
  window: SubmitWindow | null;
  now: Date;
}): SubmitDecision => {
  const state = windowState({ window, now });
  const common: RefusalReason = !isOwner
    ? 'not-owner'
    : !EDITABLE_STATUSES.includes(status)
      ? 'frozen'
      : state === 'expired'
        ? 'expired'
        : null;
  const submitReason: RefusalReason = common ?? (state === 'open' ? null : 'not-yet');
  return {
    canSave: common === null,
    canSubmit: submitReason === null,
    saveCode: codeOf(common),
    submitCode: codeOf(submitReason),
    saveReason: common,
    submitReason,
  };
};

/** The status a project or phase takes after a successful submit. */
export const SUBMITTED_STATUS = STATUS.SUBMITTED;
