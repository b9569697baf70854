import { describe, expect, it } from 'vitest';
import { requestStatus } from '../../../../src/core/index';
import {
  cancelRequest,
  confirmByFinalTeacher,
  currentChoiceNumber,
  isRequestCancelled,
  isRequestConfirmed,
  isRequestProcessing,
  isRequestRejected,
  openRequest,
  rejectByFinalTeacher,
} from '../../../../src/features/projects/shared/project-request-transitions';
import type { RequestDecisionState } from '../../../../src/features/projects/shared/project-request-transitions';

const S = requestStatus.values;

const request = (teachers: number[]): RequestDecisionState => ({
  id: 10,
  ...openRequest({
    choices: teachers.map((teacherId, index) => ({
      teacherId,
      title: teacherId > 0 ? `Title ${index + 1}` : '',
      topicId: teacherId > 0 ? 100 + index : -1,
    })),
  }),
});

const statuses = (state: RequestDecisionState) => state.choices.map((choice) => choice.status);

describe('a new request', () => {
  it('goes to teacher 1 first, every chosen teacher waiting', () => {
    const state = request([1, 2, 3]);
    expect(state.finalTeacherId).toBe(1);
    expect(state.finalTitle).toBe('Title 1');
    expect(state.finalTopicId).toBe(100);
    expect(state.status).toBe(S.WAITING);
    expect(statuses(state)).toEqual([S.WAITING, S.WAITING, S.WAITING]);
    expect(currentChoiceNumber(state)).toBe(1);
  });

  it('leaves an empty slot undefined', () => {
    expect(statuses(request([1, 2, -1]))).toEqual([S.WAITING, S.WAITING, S.UNDEFINED]);
  });
});

describe('SPEC §4: when the current final teacher rejects', () => {
  it('the request moves to teacher 2 with status waiting, and choice 1 is marked rejected (code 1)', () => {
    const { code, request: next } = rejectByFinalTeacher({ request: request([1, 2, 3]), reason: 'Đủ nhóm' });
    expect(code).toBe(1);
    expect(next.finalTeacherId).toBe(2);
    expect(next.finalTitle).toBe('Title 2');
    expect(next.finalTopicId).toBe(101);
    expect(next.status).toBe(S.WAITING);
    expect(statuses(next)).toEqual([S.REJECTED, S.WAITING, S.WAITING]);
    expect(next.rejectIds).toEqual([1]);
    expect(next.rejectReasons).toEqual(['Đủ nhóm']);
    expect(currentChoiceNumber(next)).toBe(2);
  });

  it('then to teacher 3 when teacher 2 rejects too (code 2)', () => {
    const first = rejectByFinalTeacher({ request: request([1, 2, 3]) }).request;
    const { code, request: next } = rejectByFinalTeacher({ request: first, reason: 'Không phù hợp' });
    expect(code).toBe(2);
    expect(next.finalTeacherId).toBe(3);
    expect(next.status).toBe(S.WAITING);
    expect(statuses(next)).toEqual([S.REJECTED, S.REJECTED, S.WAITING]);
    expect(next.rejectIds).toEqual([1, 2]);
    expect(currentChoiceNumber(next)).toBe(3);
  });

  it('if no distinct choice remains, the final teacher is cleared and status becomes rejected (code 3)', () => {
    let state = request([1, 2, 3]);
    state = rejectByFinalTeacher({ request: state }).request;
    state = rejectByFinalTeacher({ request: state }).request;
    const { code, request: next } = rejectByFinalTeacher({ request: state });
    expect(code).toBe(3);
    expect(next.finalTeacherId).toBe(-1);
    expect(next.finalTitle).toBe('');
    expect(next.status).toBe(S.REJECTED);
    expect(statuses(next)).toEqual([S.REJECTED, S.REJECTED, S.REJECTED]);
    expect(isRequestRejected(next)).toBe(true);
  });

  it('skips a choice naming the same teacher: it moves to the next distinct one and marks both rejected', () => {
    const { code, request: next } = rejectByFinalTeacher({ request: request([1, 1, 3]) });
    expect(code).toBe(2);
    expect(next.finalTeacherId).toBe(3);
    expect(statuses(next)).toEqual([S.REJECTED, S.REJECTED, S.WAITING]);
  });

  it('one teacher chosen three times: one rejection ends the request with code 3', () => {
    const { code, request: next } = rejectByFinalTeacher({ request: request([4, 4, 4]) });
    expect(code).toBe(3);
    expect(next.status).toBe(S.REJECTED);
    expect(next.finalTeacherId).toBe(-1);
  });

  it('a teacher who rejected is not asked again later (A, B, A)', () => {
    const afterA = rejectByFinalTeacher({ request: request([1, 2, 1]) });
    expect(afterA.code).toBe(2);
    expect(afterA.request.finalTeacherId).toBe(2);
    const afterB = rejectByFinalTeacher({ request: afterA.request });
    expect(afterB.code).toBe(3);
    expect(afterB.request.status).toBe(S.REJECTED);
  });

  it('with only two teachers, the second rejection rejects the request (code 2)', () => {
    let state = request([1, 2, -1]);
    state = rejectByFinalTeacher({ request: state }).request;
    const { code, request: next } = rejectByFinalTeacher({ request: state });
    expect(code).toBe(2);
    expect(next.status).toBe(S.REJECTED);
    expect(statuses(next)).toEqual([S.REJECTED, S.REJECTED, S.UNDEFINED]);
  });

  it('a request with no final teacher has nobody to reject it: code 0, unchanged', () => {
    const state = { ...request([1, 2, 3]), finalTeacherId: -1 };
    expect(rejectByFinalTeacher({ request: state })).toEqual({ code: 0, request: state });
  });
});

describe('SPEC §4 helpers', () => {
  it('rejected: has id and status rejected, or no final teacher', () => {
    expect(isRequestRejected({ id: 5, status: S.REJECTED, finalTeacherId: 7 })).toBe(true);
    expect(isRequestRejected({ id: -1, status: S.REJECTED, finalTeacherId: 7 })).toBe(false);
    expect(isRequestRejected({ id: 5, status: S.WAITING, finalTeacherId: -1 })).toBe(true);
    expect(isRequestRejected({ id: 5, status: S.WAITING, finalTeacherId: 7 })).toBe(false);
  });

  it('cancelled', () => {
    expect(isRequestCancelled({ status: S.CANCELLED })).toBe(true);
    expect(isRequestCancelled({ status: S.WAITING })).toBe(false);
  });

  it('confirmed: confirmed, or done with a final teacher', () => {
    expect(isRequestConfirmed({ status: S.CONFIRMED, finalTeacherId: -1 })).toBe(true);
    expect(isRequestConfirmed({ status: S.DONE, finalTeacherId: 7 })).toBe(true);
    expect(isRequestConfirmed({ status: S.DONE, finalTeacherId: -1 })).toBe(false);
    expect(isRequestConfirmed({ status: S.WAITING, finalTeacherId: 7 })).toBe(false);
  });

  it('processing: with its final teacher and not yet answered', () => {
    expect(isRequestProcessing({ id: 5, status: S.WAITING, finalTeacherId: 7 })).toBe(true);
    expect(isRequestProcessing({ id: 5, status: S.CONFIRMED, finalTeacherId: 7 })).toBe(false);
    expect(isRequestProcessing({ id: 5, status: S.CANCELLED, finalTeacherId: 7 })).toBe(false);
    expect(isRequestProcessing({ id: 5, status: S.WAITING, finalTeacherId: -1 })).toBe(false);
  });
});

describe('confirm and cancel', () => {
  it('the final teacher confirming marks their choice and the request confirmed', () => {
    const moved = rejectByFinalTeacher({ request: request([1, 2, 3]) }).request;
    const confirmed = confirmByFinalTeacher({ request: moved });
    expect(confirmed.status).toBe(S.CONFIRMED);
    expect(statuses(confirmed)).toEqual([S.REJECTED, S.CONFIRMED, S.WAITING]);
    expect(isRequestConfirmed(confirmed)).toBe(true);
  });

  it('cancelling cancels the waiting choices and keeps the decided ones', () => {
    const moved = rejectByFinalTeacher({ request: request([1, 2, 3]) }).request;
    const cancelled = cancelRequest({ request: moved });
    expect(cancelled.status).toBe(S.CANCELLED);
    expect(statuses(cancelled)).toEqual([S.REJECTED, S.CANCELLED, S.CANCELLED]);
  });
});

describe('SPEC §4 request status labels', () => {
  it('are the company or request labels', () => {
    const label = (value: number) => requestStatus.label({ value, locale: 'vi' });
    expect(label(S.REJECTED)).toBe('Từ chối nhận');
    expect(label(S.WAITING)).toBe('Đang chờ duyệt');
    expect(label(S.CONFIRMED)).toBe('Đồng ý nhận');
    expect(label(S.CANCELLED)).toBe('Đã huỷ');
    expect(label(S.PROCESSING)).toBe('Đang duyệt hồ sơ');
  });
});
