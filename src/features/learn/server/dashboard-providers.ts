import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Institution } from '../../../config/index';
import { formatSemester, periodRangeTime, pickCurrentSemester } from '../../../core/index';
import type { DashboardContext, DashboardDeadline } from '../../dashboard/shared/dashboard-registry';
import { students } from '../../people/shared/tables';
import { decideWindow } from '../shared/registration-window';
import { expandOccurrences } from '../shared/timetable-occurrences';
import { localDateTime } from '../../../core/local-date-time';
import { pickMeetings, pickNextExam } from '../shared/upcoming-meetings';
import { classes } from './class-tables';
import { courses, programModules } from './course-tables';
import { courseMembers } from './record-tables';
import { classRegistrations } from './registration-tables';
import { createRecordsService } from './records-service';
import { createTimetableService } from './timetable-service';

type Context = DashboardContext<Institution>;
type Term = { semester: string; startDate: string; endDate: string; canEnrol: boolean };

/** How many meetings after today the dashboard lists. */
const NEXT_MEETINGS = 3;

/** The semester holding today, else the current one; and the one open for enrolment. */
const termsOf = ({ terms, today }: { terms: readonly Term[]; today: string }) => {
  const current =
    terms.find((term) => term.startDate <= today && today <= term.endDate) ?? pickCurrentSemester(terms);
  return { current, enrol: terms.filter((term) => term.canEnrol) };
};

/** What the learn feature adds to the home dashboard: schedule, next exam, standing, registration windows. */
export const registerLearnDashboard = (app: FastifyInstance) => {
  if (!app.hasDecorator('dashboard')) return;
  const timetable = createTimetableService(app);
  const records = createRecordsService(app);

  /** The student's classes (seats held, and assisted) of some semesters, with the course's English name. */
  const heldClasses = async ({ studentId, semesters }: { studentId: number; semesters: string[] }) => {
    const [seats, assisted] = await Promise.all([
      app.db
        .select({ id: classRegistrations.classId })
        .from(classRegistrations)
        .where(
          and(
            eq(classRegistrations.studentId, studentId),
            inArray(classRegistrations.semester, semesters),
            eq(classRegistrations.status, 'registered'),
          ),
        ),
      app.db
        .select({ id: courseMembers.classId })
        .from(courseMembers)
        .where(
          and(
            eq(courseMembers.studentId, studentId),
            inArray(courseMembers.semester, semesters),
            eq(courseMembers.role, 'assistant'),
          ),
        ),
    ]);
    const roles = new Map<number, 'student' | 'assistant'>();
    for (const row of assisted) roles.set(row.id, 'assistant');
    for (const row of seats) roles.set(row.id, 'student');
    if (roles.size === 0) return [];
    const rows = await app.db
      .select({ c: classes, courseNameEn: courses.nameEn })
      .from(classes)
      .innerJoin(courses, eq(courses.id, classes.courseId))
      .where(inArray(classes.id, [...roles.keys()]))
      .orderBy(asc(classes.courseCode));
    return rows.map((row) => ({ ...row, role: roles.get(row.c.id) ?? 'student' }));
  };

  const now = ({ tenant, now: instant }: Context) =>
    localDateTime({ now: instant, timeZone: tenant.registration.timezone });

  app.dashboard.provideSection('schedule', {
    module: 'timetable',
    provide: async (context) => {
      const { date: today } = now(context);
      const { current, enrol } = termsOf({
        terms: await timetable.semestersOf(context.tenant.rootId),
        today,
      });
      if (!current) return null;
      // The next term's classes count once it is open for enrolment: "next classes" may be in it.
      const terms = [current, ...enrol.filter((term) => term.semester !== current.semester)];
      const held = await heldClasses({
        studentId: context.user.studentId,
        semesters: terms.map((term) => term.semester),
      });
      const meetings = terms.flatMap((term) => {
        const ofTerm = held.filter((row) => row.c.semester === term.semester);
        const byId = new Map(ofTerm.map((row) => [row.c.id, row]));
        return expandOccurrences({ classes: ofTerm.map((row) => row.c), semesterStart: term.startDate }).map(
          (meeting) => ({
            classId: meeting.classId,
            classCode: meeting.classCode,
            courseCode: meeting.courseCode,
            courseName: meeting.courseName,
            courseNameEn: byId.get(meeting.classId)?.courseNameEn ?? '',
            classType: meeting.classType,
            teacherName: meeting.teacherName,
            date: meeting.date,
            start: meeting.start,
            end: meeting.end,
            from: meeting.from,
            to: meeting.to,
            place: meeting.place,
            role: byId.get(meeting.classId)?.role ?? 'student',
          }),
        );
      });
      const picked = pickMeetings({ meetings, today, count: NEXT_MEETINGS });
      return { today, semester: current.semester, todayClasses: picked.today, nextClasses: picked.next };
    },
  });

  app.dashboard.provideSection('nextExam', {
    module: 'timetable',
    provide: async (context) => {
      const { date: today, time } = now(context);
      const { current, enrol } = termsOf({
        terms: await timetable.semestersOf(context.tenant.rootId),
        today,
      });
      if (!current) return null;
      const held = await heldClasses({
        studentId: context.user.studentId,
        semesters: [current.semester, ...enrol.map((term) => term.semester)],
      });
      const exams = held
        .filter((row) => row.role === 'student')
        .flatMap(({ c, courseNameEn }) =>
          c.examInfos.map((exam) => ({
            classCode: c.classId,
            courseCode: c.courseCode,
            courseName: c.courseName,
            courseNameEn,
            date: exam.date,
            ...periodRangeTime({ from: exam.from, to: exam.to }),
            from: exam.from,
            room: exam.room,
            semester: c.semester,
          })),
        );
      const next = pickNextExam({ exams, today, time });
      if (!next) return null;
      const { from: _from, ...exam } = next;
      return exam;
    },
  });

  app.dashboard.provideSection('standing', {
    module: 'viewGrades',
    provide: async (context) => {
      const { rootId } = context.tenant;
      const [aggregate, [student]] = await Promise.all([
        records.aggregate({ rootId, studentId: context.user.studentId }),
        app.db
          .select({ programId: students.eduProgramId })
          .from(students)
          .where(and(eq(students.id, context.user.studentId), eq(students.rootId, rootId))),
      ]);
      // The same total the education programme page shows: the credits its modules require.
      const modules = student
        ? await app.db
            .select({ credits: programModules.requiredCredits })
            .from(programModules)
            .where(and(eq(programModules.programId, student.programId), eq(programModules.rootId, rootId)))
        : [];
      return {
        cpa: aggregate.cpa,
        cpa10: aggregate.cpa10,
        accumulatedCredits: aggregate.accumulatedCredits,
        ranking: aggregate.ranking,
        rankingEn: aggregate.rankingEn,
        warningLevel: aggregate.warningLevel,
        programCredits: modules.length === 0 ? -1 : modules.reduce((sum, row) => sum + row.credits, 0),
      };
    },
  });

  /** Registration windows of the semesters open for enrolment: open now, or opening later. */
  const registrationWindows =
    ({ kind, link, vi, en }: { kind: string; link: string; vi: string; en: string }) =>
    async (context: Context): Promise<DashboardDeadline[]> => {
      if (context.user.studentId < 0) return [];
      const [student] = await app.db
        .select({ cohort: students.cohort })
        .from(students)
        .where(and(eq(students.id, context.user.studentId), eq(students.rootId, context.tenant.rootId)));
      if (!student) return [];
      const terms = (await timetable.semestersOf(context.tenant.rootId)).filter((term) => term.canEnrol);
      // Registration windows are per cohort in the tenant's config; TEST_MODE's always-open
      // registration is a testing aid and is not announced as a window.
      const decision = decideWindow({
        windows: context.tenant.registration.windows,
        cohort: student.cohort,
        now: context.now,
      });
      if (!decision.window || (!decision.isOpen && decision.reason !== 'not-yet')) return [];
      const { opensAt, closesAt } = decision.window;
      return terms.map((term) => ({
        id: `${kind}:${term.semester}`,
        kind,
        title: `${vi} · ${formatSemester({ semester: term.semester, locale: 'vi' })}`,
        titleEn: `${en} · ${formatSemester({ semester: term.semester, locale: 'en' })}`,
        opensAt: new Date(opensAt).toISOString(),
        closesAt: new Date(closesAt).toISOString(),
        isOpen: decision.isOpen,
        link,
      }));
    };

  app.dashboard.addDeadlines({
    name: 'learn.classRegistration',
    module: 'classRegistration',
    list: registrationWindows({
      kind: 'classRegistration',
      link: '/learn/class-registration',
      vi: 'Đăng ký lớp',
      en: 'Class registration',
    }),
  });
  app.dashboard.addDeadlines({
    name: 'learn.courseRegistration',
    module: 'courseRegistration',
    list: registrationWindows({
      kind: 'courseRegistration',
      link: '/learn/course-registration',
      vi: 'Đăng ký học phần',
      en: 'Course registration',
    }),
  });
};
