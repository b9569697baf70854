import { describe, expect, it } from 'vitest';
import {
  decideRequestDeadline,
  pickRequestDeadline,
  readChoices,
} from '../../../../src/features/projects/shared/project-request-rules';

describe('readChoices: up to three distinct teachers, each with a title and a topic', () => {
  it('keeps the order and fills empty slots with -1', () => {
    expect(
      readChoices({ teacherId: 7, title: ' A ', topicId: 70, teacher2Id: 8, title2: 'B', topic2Id: 80 }),
    ).toEqual({
      problem: null,
      choices: [
        { teacherId: 7, title: 'A', topicId: 70 },
        { teacherId: 8, title: 'B', topicId: 80 },
        { teacherId: -1, title: '', topicId: -1 },
      ],
    });
  });

  it('names the field of the first problem', () => {
    const problem = (fields: Parameters<typeof readChoices>[0]) => readChoices(fields).problem;
    expect(problem({ teacherId: -1, title: 'A', topicId: 1 })).toEqual({
      field: 'teacherId',
      reason: 'is required',
    });
    expect(problem({ teacherId: 7, title: '  ', topicId: 1 })?.field).toBe('title');
    expect(problem({ teacherId: 7, title: 'A', topicId: -1 })?.field).toBe('topicId');
    expect(
      problem({ teacherId: 7, title: 'A', topicId: 1, teacher2Id: 7, title2: 'B', topic2Id: 2 }),
    ).toEqual({
      field: 'teacher2Id',
      reason: 'names a teacher already chosen',
    });
    expect(
      problem({ teacherId: 7, title: 'A', topicId: 1, teacher3Id: 9, title3: 'C', topic3Id: 3 })?.field,
    ).toBe('teacher3Id');
    expect(
      problem({ teacherId: 7, title: 'A', topicId: 1, teacher2Id: 8, title2: 'B', topic2Id: -1 })?.field,
    ).toBe('topic2Id');
  });
});

describe('decideRequestDeadline: open 1, before it -3, after it or locked -8', () => {
  const deadline = {
    startDate: new Date('2026-11-01T00:00:00Z'),
    endDate: new Date('2026-11-30T00:00:00Z'),
    status: 2,
  };
  it.each([
    ['2026-10-31T23:59:59Z', -3],
    ['2026-11-01T00:00:00Z', 1],
    ['2026-11-30T00:00:00Z', 1],
    ['2026-11-30T00:00:01Z', -8],
  ])('at %s answers %i', (now, code) => {
    expect(decideRequestDeadline({ deadline, now: new Date(now) })).toBe(code);
  });
  it('locked answers -8 even inside the dates; no deadline answers -3', () => {
    expect(
      decideRequestDeadline({ deadline: { ...deadline, status: 1 }, now: new Date('2026-11-10T00:00:00Z') }),
    ).toBe(-8);
    expect(decideRequestDeadline({ deadline: null, now: new Date() })).toBe(-3);
  });
});

describe('pickRequestDeadline', () => {
  const all = { id: 1, courseId: -1, projectType: -1 };
  const course = { id: 2, courseId: 55, projectType: 1 };
  it("prefers the course's own deadline, else the one for every course", () => {
    expect(pickRequestDeadline({ deadlines: [all, course], courseId: 55, projectType: 1 })).toBe(course);
    expect(pickRequestDeadline({ deadlines: [all, course], courseId: 56, projectType: 1 })).toBe(all);
    expect(pickRequestDeadline({ deadlines: [course], courseId: 55, projectType: 0 })).toBeUndefined();
  });
});
