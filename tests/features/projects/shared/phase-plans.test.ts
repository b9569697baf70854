import { describe, expect, it } from 'vitest';
import { newProjectPhases, PHASE_PLANS } from '../../../../src/features/projects/shared/phase-plans';
import { PROJECT_TYPE } from '../../../../src/features/projects/shared/project-enums';

const DAY = 86_400_000;
const from = new Date('2026-11-23T03:00:00Z');

describe('newProjectPhases', () => {
  it('spreads the kind’s plan from the acceptance to the semester end; phase 1 opens at once', () => {
    const semesterEnd = new Date('2027-01-17T16:59:59Z');
    const phases = newProjectPhases({ projectType: PROJECT_TYPE.GRADUATION, from, semesterEnd });
    expect(phases.map((phase) => phase.name)).toEqual(
      PHASE_PLANS[PROJECT_TYPE.GRADUATION].map(([name]) => name),
    );
    expect(phases[0].startDate).toEqual(from);
    expect(phases.at(-1)?.deadline.getTime()).toBe(semesterEnd.getTime() - 1000);
    for (const [index, phase] of phases.entries()) {
      expect(phase.orderIndex).toBe(index);
      expect(phase.deadline.getTime()).toBeGreaterThan(phase.startDate.getTime());
      if (index > 0) expect(phase.startDate.getTime()).toBe(phases[index - 1].deadline.getTime() + 1000);
    }
  });

  it('gives two weeks a phase when the semester is (nearly) over or unknown', () => {
    for (const semesterEnd of [new Date(from.getTime() + 5 * DAY), null]) {
      const phases = newProjectPhases({ projectType: PROJECT_TYPE.INTERN, from, semesterEnd });
      expect(phases).toHaveLength(3);
      expect(phases.at(-1)?.deadline.getTime()).toBe(from.getTime() + 3 * 14 * DAY - 1000);
    }
  });

  it('falls back to the course-project plan for a kind without its own', () => {
    const phases = newProjectPhases({ projectType: PROJECT_TYPE.RESEARCH, from, semesterEnd: null });
    expect(phases.map((phase) => phase.name)).toEqual(
      PHASE_PLANS[PROJECT_TYPE.PROJECT].map(([name]) => name),
    );
  });
});
