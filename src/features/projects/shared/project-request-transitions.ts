import { processStatus } from '../../../core/index';

const STATUS = processStatus.values;

/** One of a project request's three teacher choices (SPEC §3), each with its own status. */
export type RequestChoice = {
  /** The chosen teacher; -1 (or anything <= 0) when the slot is empty. */
  teacherId: number;
  title: string;
  topicId: number;
  /** SPEC §4 general process status of this choice. */
  status: number;
};

/** What the SPEC §4 transitions read and write on a project request. */
export type RequestDecisionState = {
  /** The request's id; -1 (or <= 0) before it is stored. */
  id: number;
  status: number;
  /** Teacher 1, 2 and 3, in order. */
  choices: readonly RequestChoice[];
  /** The current final teacher; -1 when cleared. */
  finalTeacherId: number;
  finalTitle: string;
  finalTopicId: number;
  rejectIds: readonly number[];
  rejectReasons: readonly string[];
};

/** The outcome of a rejection: the new state and the SPEC §4 return code (1, 2, 3 = rejected choices). */
export type RejectOutcome = { code: number; request: RequestDecisionState };

/** Empty teacher slots and cleared final teachers are stored as -1. */
export const NO_TEACHER = -1;

const hasTeacher = (teacherId: number | null | undefined) => typeof teacherId === 'number' && teacherId > 0;

/** True when the request has a final teacher. */
export const hasFinalTeacher = (request: Pick<RequestDecisionState, 'finalTeacherId'>) =>
  hasTeacher(request.finalTeacherId);

/**
 * SPEC §4 helper "rejected": has id and status rejected, or no final teacher.
 */
export const isRequestRejected = (request: Pick<RequestDecisionState, 'id' | 'status' | 'finalTeacherId'>) =>
  (request.id > 0 && request.status === STATUS.REJECTED) || !hasFinalTeacher(request);

/** SPEC §4 helper "cancelled". */
export const isRequestCancelled = (request: Pick<RequestDecisionState, 'status'>) =>
  request.status === STATUS.CANCELLED;

/** SPEC §4 helper "confirmed": confirmed, or done with a final teacher. */
export const isRequestConfirmed = (request: Pick<RequestDecisionState, 'status' | 'finalTeacherId'>) =>
  request.status === STATUS.CONFIRMED || (request.status === STATUS.DONE && hasFinalTeacher(request));

/**
 * SPEC §4 helper "processing": still with its final teacher, waiting for an answer (neither
 * rejected, cancelled nor confirmed).
 */
export const isRequestProcessing = (
  request: Pick<RequestDecisionState, 'id' | 'status' | 'finalTeacherId'>,
) => !isRequestRejected(request) && !isRequestCancelled(request) && !isRequestConfirmed(request);

/** The number of the choice (1, 2, 3) the final teacher answers for, or 0 when none. */
export const currentChoiceNumber = (request: Pick<RequestDecisionState, 'choices' | 'finalTeacherId'>) => {
  if (!hasFinalTeacher(request)) return 0;
  const index = request.choices.findIndex(
    (choice) => choice.teacherId === request.finalTeacherId && choice.status !== STATUS.REJECTED,
  );
  return index + 1;
};

/**
 * SPEC §4: "When the current final teacher rejects, the request moves to the next distinct choice
 * (teacher 2, then teacher 3) with status waiting, and the rejecting choice(s) are marked rejected.
 * If no distinct choice remains, the final teacher is cleared and status becomes rejected. Return
 * codes 1, 2, 3 count how many choices were rejected."
 *
 * Every choice naming the rejecting teacher is marked rejected (a student may pick one teacher
 * twice), so the next choice is always another teacher who has not rejected yet. The code is the
 * number of the request's choices that stand rejected afterwards. A request with no final teacher
 * has nobody to reject it: code 0 and no change.
 */
export const rejectByFinalTeacher = ({
  request,
  reason = '',
}: {
  request: RequestDecisionState;
  reason?: string;
}): RejectOutcome => {
  if (!hasFinalTeacher(request)) return { code: 0, request };
  const rejecting = request.finalTeacherId;
  const from = Math.max(0, currentChoiceNumber(request) - 1);
  const choices = request.choices.map((choice) =>
    choice.teacherId === rejecting ? { ...choice, status: STATUS.REJECTED } : { ...choice },
  );
  const nextIndex = choices.findIndex(
    (choice, index) => index > from && hasTeacher(choice.teacherId) && choice.status !== STATUS.REJECTED,
  );
  const code = choices.filter((choice) => choice.status === STATUS.REJECTED).length;
  const base = {
    ...request,
    choices,
    rejectIds: [...request.rejectIds, rejecting],
    rejectReasons: [...request.rejectReasons, reason],
  };
  if (nextIndex < 0) {
    return {
      code,
      request: {
        ...base,
        status: STATUS.REJECTED,
        finalTeacherId: NO_TEACHER,
        finalTitle: '',
        finalTopicId: -1,
      },
    };
  }
  const next = { ...choices[nextIndex], status: STATUS.WAITING };
  choices[nextIndex] = next;
  return {
    code,
    request: {
      ...base,
      status: STATUS.WAITING,
      finalTeacherId: next.teacherId,
      finalTitle: next.title,
      finalTopicId: next.topicId,
    },
  };
};

/** The final teacher accepts: their choice(s) and the request become confirmed. */
export const confirmByFinalTeacher = ({
  request,
}: {
  request: RequestDecisionState;
}): RequestDecisionState => ({
  ...request,
  status: STATUS.CONFIRMED,
  choices: request.choices.map((choice) =>
    choice.teacherId === request.finalTeacherId && choice.status !== STATUS.REJECTED
      ? { ...choice, status: STATUS.CONFIRMED }
      : { ...choice },
  ),
});

/** The student cancels: the request and its undecided choices become cancelled. */
export const cancelRequest = ({ request }: { request: RequestDecisionState }): RequestDecisionState => ({
  ...request,
  status: STATUS.CANCELLED,
  choices: request.choices.map((choice) =>
    hasTeacher(choice.teacherId) && choice.status === STATUS.WAITING
      ? { ...choice, status: STATUS.CANCELLED }
      : { ...choice },
  ),
});

/**
 * A new request's decision state: the first choice is the final teacher (status waiting), the
 * other chosen teachers wait their turn (status waiting), empty slots stay undefined.
 */
export const openRequest = ({
  choices,
}: {
  choices: readonly Omit<RequestChoice, 'status'>[];
}): Omit<RequestDecisionState, 'id'> => {
  const filled = choices.map((choice) => ({
    ...choice,
    status: hasTeacher(choice.teacherId) ? STATUS.WAITING : STATUS.UNDEFINED,
  }));
  const first = filled.find((choice) => hasTeacher(choice.teacherId));
  return {
    status: STATUS.WAITING,
    choices: filled,
    finalTeacherId: first?.teacherId ?? NO_TEACHER,
    finalTitle: first?.title ?? '',
    finalTopicId: first?.topicId ?? -1,
    rejectIds: [],
    rejectReasons: [],
  };
};
