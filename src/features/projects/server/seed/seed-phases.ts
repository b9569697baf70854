import type { Faker } from '@faker-js/faker';
import { PROCESS_STATUS, PROJECT_TYPE } from '../../shared/project-enums';
import { PHASE_PLANS, phaseWindows } from '../../shared/phase-plans';

/** "Today" of the demo data: phases before it are graded, the one around it is open. */
export const SEED_TODAY = new Date('2026-11-22T12:00:00+07:00');
/** What phasesOf needs of a planned project. */
export type PhaseSource = { projectType?: number; semesterStart: Date; semesterEnd: Date; isPast: boolean };

/** The phases of one project: past ones graded, the current one open, later ones waiting. */
export const phasesOf = ({
  faker,
  draft,
  projectId,
  rootId,
}: {
  faker: Faker;
  draft: PhaseSource;
  projectId: number;
  rootId: number;
}) => {
  const plan = PHASE_PLANS[draft.projectType ?? PROJECT_TYPE.PROJECT];
  const windows = phaseWindows({ start: draft.semesterStart, end: draft.semesterEnd, count: plan.length });
  return plan.map(([name, nameEn], orderIndex) => {
    const window = windows[orderIndex];
    const isGraded = draft.isPast || window.deadline < SEED_TODAY;
    return {
      rootId,
      projectId,
      orderIndex,
      name,
      nameEn,
      description: `Giai đoạn ${orderIndex + 1}: ${name.toLowerCase()}.`,
      startDate: window.startDate,
      deadline: window.deadline,
      status: isGraded ? PROCESS_STATUS.DONE : PROCESS_STATUS.WAITING,
      studentReport: isGraded
        ? `Em đã hoàn thành nội dung "${name.toLowerCase()}" theo kế hoạch và nộp báo cáo kèm theo.`
        : '',
      files: [],
      teacherComment: isGraded
        ? faker.helpers.arrayElement([
            'Đạt yêu cầu.',
            'Tốt, cần trình bày rõ hơn phần kết quả.',
            'Hoàn thành đúng hạn, nội dung đầy đủ.',
          ])
        : '',
      mark: isGraded ? faker.number.float({ min: 6, max: 10, fractionDigits: 1 }) : -1,
      submittedAt: isGraded
        ? new Date(window.deadline.getTime() - faker.number.int({ min: 1, max: 5 }) * 86_400_000)
        : null,
    };
  });
};
