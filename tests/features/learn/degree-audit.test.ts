import { describe, expect, it } from 'vitest';
import { auditProgram } from '../../../src/features/learn/shared/degree-audit';

const course = (courseId: number, credits: number, isRequired = true) => ({
  courseId,
  code: `C${courseId}`,
  name: `Course ${courseId}`,
  credits,
  isRequired,
  suggestedTerm: 1,
});
const modules = [
  {
    id: 2,
    order: 2,
    name: 'Cơ sở ngành',
    nameEn: 'Core',
    requiredCredits: 6,
    courses: [course(3, 3), course(4, 3)],
  },
  {
    id: 1,
    order: 1,
    name: 'Đại cương',
    nameEn: 'General',
    requiredCredits: 7,
    courses: [course(1, 4), course(2, 3)],
  },
  {
    id: 3,
    order: 3,
    name: 'Tự chọn',
    nameEn: 'Electives',
    requiredCredits: 4,
    courses: [course(5, 2, false), course(6, 2, false), course(7, 2, false)],
  },
];

describe('degree audit', () => {
  it('lists modules in order with done / in progress / missing courses and credits', () => {
    const audit = auditProgram({
      modules,
      passed: new Map([
        [1, 'A'],
        [2, 'B'],
        [3, 'C'],
        [5, 'B+'],
        [6, 'A'],
        [7, 'D'],
      ]),
      inProgressCourseIds: new Set([4]),
    });
    expect(
      audit.modules.map((m) => [m.name, m.status, m.doneCredits, m.inProgressCredits, m.missingCredits]),
    ).toEqual([
      ['Đại cương', 'done', 7, 0, 0],
      ['Cơ sở ngành', 'in-progress', 3, 3, 0],
      ['Tự chọn', 'done', 4, 0, 0],
    ]);
    expect(audit.modules[1].courses.map((c) => [c.code, c.status, c.letterGrade])).toEqual([
      ['C3', 'done', 'C'],
      ['C4', 'in-progress', ''],
    ]);
    expect(audit).toMatchObject({
      requiredCredits: 17,
      doneCredits: 14,
      inProgressCredits: 3,
      missingCredits: 0,
      unusedCourseIds: [],
    });
  });

  it('reports missing credits and courses that count nowhere (what-if of a change of major)', () => {
    const audit = auditProgram({
      modules,
      passed: new Map([
        [1, 'A'],
        [42, 'B'],
      ]),
      inProgressCourseIds: new Set(),
    });
    expect(audit.modules.map((m) => m.status)).toEqual(['missing', 'missing', 'missing']);
    expect(audit.missingCredits).toBe(13);
    expect(audit.unusedCourseIds).toEqual([42]);
  });
});
