import { deadlines } from '../tables';
import type { SeedContext } from '../../../../server/db/seed/seed-context';
import { DEADLINE_STATUS, PROJECT_TYPE } from '../../shared/project-enums';
import type { SeedInputs } from './load-seed-inputs';

const DAY = 86_400_000;
/** Start of a semester date ('YYYY-MM-DD') in Vietnam time. */
export const startOfDay = (date: string) => new Date(`${date}T00:00:00+07:00`);
/** End of a semester date in Vietnam time. */
export const endOfDay = (date: string) => new Date(`${date}T23:59:59+07:00`);
const shift = (date: Date, days: number) => new Date(date.getTime() + days * DAY);

/**
 * Windows of the current semester: requests for course projects, graduation projects and
 * internships and company requests are open for the whole semester; the graduation internship
 * window has passed, student research opens next semester, master theses are locked, and the
 * final graduation submission opens a month before the semester ends.
 */
export const seedDeadlines = async ({
  db,
  tenant,
  inputs,
}: Pick<SeedContext, 'db' | 'tenant'> & { inputs: SeedInputs }) => {
  const { semester, startDate, endDate } = inputs.current;
  const start = startOfDay(startDate);
  const end = endOfDay(endDate);
  const row = (values: {
    name: string;
    nameEn: string;
    kind: string;
    projectType: number;
    startDate: Date;
    endDate: Date;
    status?: number;
  }) => ({ rootId: tenant.rootId, semester, status: DEADLINE_STATUS.OPENED, description: '', ...values });
  const rows = [
    row({
      name: 'Đăng ký đồ án môn học',
      nameEn: 'Course project registration',
      kind: 'request',
      projectType: PROJECT_TYPE.PROJECT,
      startDate: shift(start, -7),
      endDate: end,
    }),
    row({
      name: 'Đăng ký đồ án tốt nghiệp',
      nameEn: 'Graduation project registration',
      kind: 'request',
      projectType: PROJECT_TYPE.GRADUATION,
      startDate: shift(start, -7),
      endDate: end,
    }),
    row({
      name: 'Đăng ký thực tập doanh nghiệp',
      nameEn: 'Company internship registration',
      kind: 'request',
      projectType: PROJECT_TYPE.INTERN,
      startDate: shift(start, -7),
      endDate: end,
    }),
    row({
      name: 'Đăng ký nơi thực tập',
      nameEn: 'Internship host requests',
      kind: 'company',
      projectType: -1,
      startDate: shift(start, -7),
      endDate: end,
    }),
    row({
      name: 'Đăng ký thực tập tốt nghiệp',
      nameEn: 'Graduation internship registration',
      kind: 'request',
      projectType: PROJECT_TYPE.GRADUATION_INTERN,
      startDate: shift(start, -30),
      endDate: shift(start, 14),
    }),
    row({
      name: 'Đăng ký nghiên cứu khoa học sinh viên',
      nameEn: 'Student research registration',
      kind: 'request',
      projectType: PROJECT_TYPE.RESEARCH,
      startDate: shift(end, 30),
      endDate: shift(end, 60),
    }),
    row({
      name: 'Đăng ký luận văn thạc sĩ',
      nameEn: 'Master thesis registration',
      kind: 'request',
      projectType: PROJECT_TYPE.PROFESSIONAL_MASTER,
      startDate: start,
      endDate: end,
      status: DEADLINE_STATUS.LOCKED,
    }),
    row({
      name: 'Nộp quyển đồ án tốt nghiệp',
      nameEn: 'Graduation thesis submission',
      kind: 'submit',
      projectType: PROJECT_TYPE.GRADUATION,
      startDate: shift(end, -30),
      endDate: shift(end, 7),
    }),
  ];
  const inserted = await db
    .insert(deadlines)
    .values(rows)
    .returning({ id: deadlines.id, kind: deadlines.kind, projectType: deadlines.projectType });
  /** The request deadline of a project type (-1 when none). */
  const requestDeadlineOf = (projectType: number) =>
    inserted.find((deadline) => deadline.kind === 'request' && deadline.projectType === projectType)?.id ??
    -1;
  return { requestDeadlineOf };
};
