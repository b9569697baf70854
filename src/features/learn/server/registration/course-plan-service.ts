import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Institution } from '../../../../config/index';
import { courseRegistrationState } from '../../../../core/index';
import { checkCoursePlan } from '../../shared/course-plan';
import { explained, isBlockingReason } from '../../shared/registration-reasons';
import type { RegistrationReason } from '../../shared/registration-reasons';
import { courses } from '../course-tables';
import { courseRegistrations, registrationLog } from '../registration-tables';
import { badRequest } from '../../../../server/http-errors';
import { loadStudentContext } from './registration-context';
import { courseOfferings } from './course-offerings';
import type { CourseOfferingsInput } from './course-offerings';
import { lockStudent } from './student-lock';
import { inTransaction } from '../../../../server/db/in-transaction';
import type { Tx } from '../../../../server/db/in-transaction';

/** A submitted plan: the courses of a semester with their wanted state (absent courses go back to none). */
export type PlanInput = { semester: string; courses: { courseId: number; state: 0 | 1 | 2 }[] };

const stateNames = (state: number) => ({
  stateName: courseRegistrationState.label({ value: state, locale: 'vi' }),
  stateNameEn: courseRegistrationState.label({ value: state, locale: 'en' }),
});

/** Course registration (step 1): the student's course plan for the enrolment semester. */
export const createCoursePlanService = (app: FastifyInstance) => {
  const isTestMode = app.settings.testMode;
  const caches = app.registrationCaches;
  const explain = ({ tenant, reasons }: { tenant: Institution; reasons: RegistrationReason[] }) =>
    reasons.map((reason) => ({
      ...explained({ reason, timeZone: tenant.registration.timezone }),
      isBlocking: isBlockingReason(reason),
    }));

  /** Checks a plan inside a transaction; `write` stores it when accepted. */
  const decide = async ({
    tx,
    tenant,
    studentId,
    input,
    write,
  }: {
    tx: Tx;
    tenant: Institution;
    studentId: number;
    input: PlanInput;
    write: boolean;
  }) => {
    if (write) await lockStudent({ tx, rootId: tenant.rootId, studentId });
    const wanted = new Map(input.courses.map((c) => [c.courseId, c.state]));
    const ids = [...wanted.keys()];
    const rows =
      ids.length === 0
        ? []
        : await tx
            .select()
            .from(courses)
            .where(and(eq(courses.rootId, tenant.rootId), inArray(courses.id, ids)));
    const missing = ids.find((id) => !rows.some((row) => row.id === id));
    if (missing !== undefined)
      throw badRequest({ field: 'data.courses', reason: `course ${missing} is not in the catalogue` });
    const context = await loadStudentContext({
      tx,
      caches,
      tenant,
      studentId,
      semester: input.semester,
      now: new Date(),
      isTestMode,
      freshProfile: true,
    });
    // A course with a class held stays registered.
    const forced: RegistrationReason[] = [];
    for (const held of context.held) {
      if (wanted.get(held.courseId) === 1) continue;
      let course = rows.find((row) => row.id === held.courseId);
      if (!course) {
        [course] = await tx.select().from(courses).where(eq(courses.id, held.courseId));
        rows.push(course);
      }
      forced.push({ code: 'course-has-classes', courseCode: course.code, classCode: held.classId });
      wanted.set(held.courseId, 1);
    }
    const items = rows.map((row) => ({
      courseId: row.id,
      code: row.code,
      credits: row.credits,
      state: wanted.get(row.id) as number,
      prerequisiteIds: row.prerequisiteIds,
    }));
    const verdict = checkCoursePlan({
      items,
      bounds: context.bounds,
      strictMin: tenant.modules.courseRegistrationMinCreditStrict !== false,
      window: context.window,
      semester: { code: input.semester, isOpen: context.isSemesterOpen },
      metCourseIds: context.metCourseIds,
      courseNames: await caches.catalogue.courseNames({
        db: tx,
        ids: rows.flatMap((r) => r.prerequisiteIds),
      }),
    });
    const accepted = verdict.isAccepted;
    if (write && accepted) {
      await tx
        .delete(courseRegistrations)
        .where(
          and(eq(courseRegistrations.studentId, studentId), eq(courseRegistrations.semester, input.semester)),
        );
      const kept = items.filter((item) => item.state !== 0);
      if (kept.length > 0) {
        await tx.insert(courseRegistrations).values(
          kept.map((item) => ({
            rootId: tenant.rootId,
            studentId,
            courseId: item.courseId,
            semester: input.semester,
            state: item.state,
          })),
        );
      }
      await tx.insert(registrationLog).values({
        rootId: tenant.rootId,
        studentId,
        action: 'plan',
        detail: { semester: input.semester, courses: kept.map((i) => [i.courseId, i.state]) },
      });
    }
    return {
      accepted,
      totalCredits: verdict.totalCredits,
      reasons: explain({ tenant, reasons: [...verdict.planReasons, ...forced] }),
      courses: rows.map((row) => ({
        courseId: row.id,
        code: row.code,
        name: row.name,
        nameEn: row.nameEn,
        credits: row.credits,
        state: wanted.get(row.id) as number,
        ...stateNames(wanted.get(row.id) as number),
        reasons: explain({ tenant, reasons: verdict.courseReasons.get(row.id) ?? [] }),
      })),
    };
  };

  const validate = ({
    tenant,
    studentId,
    input,
  }: {
    tenant: Institution;
    studentId: number;
    input: PlanInput;
  }) => app.db.transaction((tx: Tx) => decide({ tx, tenant, studentId, input, write: false }));

  const submit = ({
    tenant,
    studentId,
    input,
  }: {
    tenant: Institution;
    studentId: number;
    input: PlanInput;
  }) => inTransaction({ db: app.db, work: (tx) => decide({ tx, tenant, studentId, input, write: true }) });

  /** The plan with credit bounds and the window that applies. */
  const plan = async ({
    tenant,
    studentId,
    semester,
  }: {
    tenant: Institution;
    studentId: number;
    semester: string;
  }) => {
    const rows = await app.db
      .select({ r: courseRegistrations, c: courses })
      .from(courseRegistrations)
      .innerJoin(courses, eq(courses.id, courseRegistrations.courseId))
      .where(
        and(
          eq(courseRegistrations.rootId, tenant.rootId),
          eq(courseRegistrations.studentId, studentId),
          eq(courseRegistrations.semester, semester),
        ),
      )
      .orderBy(asc(courses.code));
    const context = await app.db.transaction((tx: Tx) =>
      loadStudentContext({
        tx,
        caches,
        tenant,
        studentId,
        semester,
        now: new Date(),
        isTestMode,
        freshProfile: true,
      }),
    );
    const data = rows.map(({ r, c }) => ({
      courseId: c.id,
      code: c.code,
      name: c.name,
      nameEn: c.nameEn,
      credits: c.credits,
      state: r.state,
      ...stateNames(r.state),
      reasons: [],
    }));
    const { window } = context;
    return {
      data,
      total: data.length,
      summary: {
        totalCredits: data.filter((d) => d.state === 1).reduce((sum, d) => sum + d.credits, 0),
        minCredits: context.bounds.min,
        maxCredits: context.bounds.max,
        isWarning: context.bounds.isWarning,
        isMinStrict: tenant.modules.courseRegistrationMinCreditStrict !== false,
        isSemesterOpen: context.isSemesterOpen,
        window: {
          isOpen: window.isOpen,
          reason: window.isOpen ? 'open' : window.reason,
          opensAt: window.window?.opensAt ?? '',
          closesAt: window.window?.closesAt ?? '',
        },
      },
    };
  };

  /** Courses with classes in a semester, with seats, prerequisites and my state (course-offerings.ts). */
  const offerings = (input: Omit<CourseOfferingsInput, 'db' | 'caches' | 'isTestMode'>) =>
    courseOfferings({ ...input, db: app.db, caches, isTestMode });

  return { validate, submit, plan, offerings };
};
