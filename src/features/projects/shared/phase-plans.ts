import { PROJECT_TYPE } from './project-enums';

/** Phase names (vi, en) of each kind of project, in order. */
export const PHASE_PLANS: Readonly<Record<number, readonly (readonly [string, string])[]>> = {
  [PROJECT_TYPE.PROJECT]: [
    ['Đăng ký và phân tích đề tài', 'Topic analysis'],
    ['Thiết kế giải pháp', 'Solution design'],
    ['Cài đặt và thử nghiệm', 'Implementation and testing'],
    ['Báo cáo và bảo vệ', 'Report and defence'],
  ],
  [PROJECT_TYPE.GRADUATION]: [
    ['Đề cương đồ án', 'Proposal'],
    ['Báo cáo giữa kỳ', 'Mid-term report'],
    ['Báo cáo toàn văn', 'Full report'],
    ['Bảo vệ trước hội đồng', 'Defence'],
  ],
  [PROJECT_TYPE.INTERN]: [
    ['Kế hoạch thực tập', 'Internship plan'],
    ['Báo cáo tiến độ giữa kỳ', 'Mid-term progress report'],
    ['Báo cáo tổng kết thực tập', 'Final internship report'],
  ],
  [PROJECT_TYPE.GRADUATION_INTERN]: [
    ['Kế hoạch thực tập', 'Internship plan'],
    ['Báo cáo tổng kết thực tập', 'Final internship report'],
  ],
};

/** Phase windows: the semester split evenly, each phase's deadline at the end of its share. */
export const phaseWindows = ({ start, end, count }: { start: Date; end: Date; count: number }) => {
  const span = (end.getTime() - start.getTime()) / count;
  return Array.from({ length: count }, (_, index) => ({
    startDate: new Date(start.getTime() + Math.round(index * span)),
    deadline: new Date(start.getTime() + Math.round((index + 1) * span) - 1000),
  }));
};

const DAY_MS = 86_400_000;

/**
 * The phases of a project accepted at `from`: the kind's plan spread from that moment to the
 * semester's end (each phase at least a week, else two weeks each); phase 1 opens at once.
 */
export const newProjectPhases = ({
  projectType,
  from,
  semesterEnd,
}: {
  projectType: number;
  from: Date;
  semesterEnd: Date | null;
}) => {
  const plan = PHASE_PLANS[projectType] ?? PHASE_PLANS[PROJECT_TYPE.PROJECT];
  const roomy = semesterEnd !== null && semesterEnd.getTime() - from.getTime() >= plan.length * 7 * DAY_MS;
  const end = roomy && semesterEnd ? semesterEnd : new Date(from.getTime() + plan.length * 14 * DAY_MS);
  const windows = phaseWindows({ start: from, end, count: plan.length });
  return plan.map(([name, nameEn], orderIndex) => ({
    orderIndex,
    name,
    nameEn,
    description: `Giai đoạn ${orderIndex + 1}: ${name.toLowerCase()}.`,
    startDate: windows[orderIndex].startDate,
    deadline: windows[orderIndex].deadline,
  }));
};
