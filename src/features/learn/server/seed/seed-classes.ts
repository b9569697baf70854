import { eq } from 'drizzle-orm';
import type { Faker } from '@faker-js/faker';
import { formatCalendarInfo, parseCalendarInfo } from '../../../../core/index';
import type { CalendarEntry, DaySlotCode } from '../../../../core/index';
import { teachers } from '../../../people/shared/tables';
import type { SeedContext } from '../../../../server/db/seed/seed-context';
import { dateOfTeachingWeek } from '../../shared/teaching-week';
import { classes, timetableSlots } from '../class-tables';
import type { NewClassRow } from '../class-tables';
import { courses, programModuleCourses } from '../course-tables';
import { semesters } from '../tables';
import { bulkInsert, reserveIds } from './bulk-insert';
import { catalogueSize } from './seed-catalogue';

const BUILDINGS = ['D3', 'D5', 'D7', 'D9', 'TC', 'B1', 'C7', 'D8', 'D6'];
const MORNING: [number, number][] = [
  [1, 2],
  [1, 3],
  [1, 4],
  [3, 4],
  [3, 5],
  [4, 6],
  [5, 6],
];
const AFTERNOON: [number, number][] = [
  [7, 8],
  [7, 9],
  [7, 10],
  [9, 10],
  [10, 12],
  [11, 12],
];
const WEEK_SETS = ['1-8', '9-16', '1-16', '1-15', '2-16', '2-9,11-17', '1-7,9-16'];
const ALTERNATE = ['3,5,7,9,11,13', '4,6,8,10,12,14', '2,4,6,8', '9,11,13,15'];

/** Class type of a course from its name (labs, projects, internships, theses). */
const classTypeOf = ({ name, courseType }: { name: string; courseType: number }) => {
  if (name.startsWith('Thí nghiệm')) return 'TN';
  if (name.startsWith('Thực hành')) return 'TH';
  if (name.startsWith('Đồ án tốt nghiệp')) return 'DATN';
  if (name.startsWith('Đồ án')) return 'DA';
  if (name.startsWith('Thực tập kỹ thuật')) return 'TTKT';
  if (name.startsWith('Thực tập tốt nghiệp')) return 'TTTN';
  if (courseType === 3) return 'TT';
  return '';
};

const room = (faker: Faker) =>
  `${faker.helpers.arrayElement(BUILDINGS)}-${faker.number.int({ min: 1, max: 5 })}0${faker.number.int({ min: 1, max: 9 })}`;

/** A weekly calendar for a class type: lectures twice a week, labs on alternate weeks, projects rarely. */
const calendarFor = ({
  faker,
  classType,
  credits,
}: {
  faker: Faker;
  classType: string;
  credits: number;
}): CalendarEntry[] => {
  const entry = ({ weeks, periods }: { weeks: string; periods?: [number, number] }): CalendarEntry => {
    const slot: DaySlotCode = faker.datatype.boolean() ? 'S' : 'C';
    const [from, to] = periods ?? faker.helpers.arrayElement(slot === 'S' ? MORNING : AFTERNOON);
    return parseCalendarInfo(
      `${faker.number.int({ min: 1, max: 6 })}|${from <= 6 ? 'S' : 'C'}|${from}-${to}|${weeks}|${room(faker)}`,
    ).entries[0];
  };
  if (['DA', 'DATN', 'TTKT', 'TTTN', 'TT'].includes(classType))
    return faker.datatype.boolean({ probability: 0.3 })
      ? [entry({ weeks: '2,6,10,14', periods: [11, 12] })]
      : [];
  if (classType === 'TN' || classType === 'TH')
    return [
      entry({
        weeks: faker.helpers.arrayElement(ALTERNATE),
        periods: faker.helpers.arrayElement([
          [1, 3],
          [4, 6],
          [7, 9],
          [10, 12],
        ]),
      }),
    ];
  const weeks = faker.helpers.arrayElement(WEEK_SETS);
  if (credits >= 3)
    return [entry({ weeks }), entry({ weeks })].filter((e, i, all) => i === 0 || e.day !== all[0].day);
  return [entry({ weeks })];
};

/**
 * Classes and timetable slots of the current semester (20261) and the enrolment one (20262):
 * courses of odd suggested terms run in term 1, even ones in term 2, general courses in both.
 */
export const seedClasses = async ({
  db,
  tenant,
  faker,
  scale,
}: Pick<SeedContext, 'db' | 'tenant' | 'faker' | 'scale'>) => {
  const rootId = tenant.rootId;
  // The seed runs in one transaction (one connection): queries one after the other.
  const courseRows = await db.select().from(courses).where(eq(courses.rootId, rootId)).orderBy(courses.id);
  const termRows = await db
    .select({ courseId: programModuleCourses.courseId, term: programModuleCourses.suggestedTerm })
    .from(programModuleCourses)
    .where(eq(programModuleCourses.rootId, rootId));
  const semesterRows = await db.select().from(semesters).where(eq(semesters.rootId, rootId));
  const teacherRows = await db
    .select({
      id: teachers.id,
      name: teachers.fullName,
      title: teachers.title,
      departmentId: teachers.departmentId,
    })
    .from(teachers)
    .where(eq(teachers.rootId, rootId));
  const parities = new Map<number, Set<number>>();
  for (const row of termRows)
    parities.set(row.courseId, (parities.get(row.courseId) ?? new Set()).add(row.term % 2));
  const size = catalogueSize(scale.students);
  const rows: NewClassRow[] = [];
  for (const semester of semesterRows.filter((s) => s.semester === '20261' || s.semester === '20262')) {
    const parity = semester.semester.endsWith('1') ? 1 : 0;
    const offered = courseRows.filter(
      (course) => course.departmentId === rootId || parities.get(course.id)?.has(parity),
    );
    const weightOf = (course: (typeof courseRows)[number]) =>
      course.departmentId === rootId ? 5 : course.courseType >= 2 ? 1 : 2;
    const totalWeight = offered.reduce((sum, course) => sum + weightOf(course), 0);
    let sequence = 0;
    for (const course of offered) {
      const count = Math.max(1, Math.round((weightOf(course) / totalWeight) * size.classesPerSemester));
      const teachersOfDepartment = teacherRows.filter((t) => t.departmentId === course.departmentId);
      for (let n = 0; n < count; n += 1) {
        sequence += 1;
        const classType =
          classTypeOf(course) ||
          faker.helpers.weightedArrayElement([
            { weight: 6, value: 'LT+BT' },
            { weight: 2, value: 'LT' },
            { weight: 1, value: 'BT' },
          ]);
        const entries = calendarFor({ faker, classType, credits: course.credits });
        const teacher = faker.helpers.arrayElement(
          teachersOfDepartment.length > 0 ? teachersOfDepartment : teacherRows,
        );
        const capacity =
          classType === 'TN' || classType === 'TH'
            ? faker.number.int({ min: 20, max: 30 })
            : ['DA', 'DATN', 'TTKT', 'TTTN', 'TT'].includes(classType)
              ? faker.number.int({ min: 15, max: 40 })
              : faker.helpers.arrayElement([40, 60, 80, 100, 120, 150]);
        const allWeeks = entries.flatMap((e) => e.weeks);
        const firstWeek = allWeeks.length > 0 ? Math.min(...allWeeks) : 1;
        const lastWeek = allWeeks.length > 0 ? Math.max(...allWeeks) : 17;
        const examDate = dateOfTeachingWeek({
          semesterStart: semester.startDate,
          week: faker.number.int({ min: 18, max: 20 }),
          day: faker.number.int({ min: 1, max: 6 }),
        });
        const examType = ['DA', 'DATN', 'TTKT', 'TTTN', 'TT'].includes(classType)
          ? 2
          : course.code.startsWith('IT')
            ? 4
            : 1;
        const classCode = `${semester.semester.slice(2)}${String(sequence).padStart(4, '0')}`;
        const examPeriods = faker.helpers.arrayElement([
          [1, 3],
          [4, 6],
          [7, 9],
          [10, 12],
        ]);
        const calendarInfo = formatCalendarInfo(entries);
        rows.push({
          rootId,
          classId: classCode,
          courseId: course.id,
          courseCode: course.code,
          courseName: course.name,
          courseNameEn: course.nameEn,
          name: `${course.name} - ${classType}`,
          semester: semester.semester,
          semesterType: 0,
          teacherIds: [teacher.id],
          teacherName: `${teacher.title} ${teacher.name}`.trim(),
          departmentId: course.departmentId,
          departmentName: course.departmentName,
          capacity,
          enrolled: 0,
          studentNumRange: `${Math.floor(capacity * 0.3)}-${capacity}`,
          roomSize: capacity,
          classType,
          teachingType: faker.helpers.weightedArrayElement([
            { weight: 9, value: 1 },
            { weight: 1, value: -1 },
          ]),
          status: 1,
          weekNum: lastWeek,
          beginDate: dateOfTeachingWeek({ semesterStart: semester.startDate, week: firstWeek, day: 1 }),
          finishDate: dateOfTeachingWeek({ semesterStart: semester.startDate, week: lastWeek, day: 7 }),
          examDate,
          examType,
          examInfos:
            examType === 2
              ? []
              : [
                  {
                    date: examDate,
                    slot: examPeriods[0] <= 6 ? 'S' : 'C',
                    from: examPeriods[0],
                    to: examPeriods[1],
                    room: room(faker),
                    examType,
                  },
                ],
          examNotes:
            examType === 2
              ? 'Nộp báo cáo và bảo vệ trước hội đồng bộ môn.'
              : 'Sinh viên mang thẻ sinh viên khi dự thi.',
          examWeight: 1 - course.processWeight,
          practiceWeight: course.processWeight,
          tuition: course.credits * 650_000,
          paymentType: 1,
          calendarInfo,
          timePlaces: entries.map((e) => e.place).join(', '),
          creditInfo: course.creditInfo,
          needTN: classType === 'TN' ? 1 : 0,
          language: 'vi',
          studentYears:
            course.departmentId !== rootId && faker.datatype.boolean({ probability: 0.08 })
              ? [faker.helpers.arrayElement([2022, 2023, 2024])]
              : [],
          gradeDeadline: dateOfTeachingWeek({ semesterStart: semester.startDate, week: 22, day: 5 }),
        });
      }
    }
  }
  const ids = await reserveIds({ db, table: classes, count: rows.length });
  const withIds = rows.map((row, index) => ({ ...row, id: ids[index] }));
  await bulkInsert({ db, table: classes, rows: withIds, size: 1000 });
  const slots = withIds.flatMap((klass) =>
    parseCalendarInfo(klass.calendarInfo).entries.map((entry) => ({
      rootId,
      classId: klass.id,
      semester: klass.semester,
      place: entry.place,
      weeks: [...entry.weeks],
      day: entry.day,
      dayTime: entry.slot,
      from: entry.from,
      to: entry.to,
      teacherIds: klass.teacherIds ?? [],
      teacherNames: [klass.teacherName ?? ''],
      lessonType: klass.classType,
    })),
  );
  await bulkInsert({ db, table: timetableSlots, rows: slots });
};
