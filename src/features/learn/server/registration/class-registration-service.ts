import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Institution } from '../../../../config/index';
import { explained, isBlockingReason } from '../../shared/registration-reasons';
import type { RegistrationReason } from '../../shared/registration-reasons';
import { calendarEntriesOf } from '../class-views';
import { classes } from '../class-tables';
import { courses } from '../course-tables';
import { classRegistrations } from '../registration-tables';
import { notFound } from '../../../../server/http-errors';
import type { IdempotencyScope } from '../../../../server/idempotency/idempotency-plugin';
import { dropClass } from './drop-class';
import { dropSeat } from './drop-seat';
import { registerClass } from './register-class';
import type { CatalogueClass } from './class-catalogue';
import { inTransaction } from '../../../../server/db/in-transaction';
import { createLiveSeats } from './live-seats';
import { createOfferingBrowser } from './browse-offerings';
import { checkBasket } from './check-basket';
import { forgetSeatAnswers } from '../timetable-cache-keys';

/** Class registration: search, basket validation, register (seat or waiting list), drop, live seats. */
export const createClassRegistrationService = (app: FastifyInstance) => {
  const isTestMode = app.settings.testMode;
  const explain = ({ tenant, reasons }: { tenant: Institution; reasons: RegistrationReason[] }) =>
    reasons.map((reason) => ({
      ...explained({ reason, timeZone: tenant.registration.timezone }),
      isBlocking: isBlockingReason(reason),
    }));

  /** Drops cached timetables of a semester of students whose seats changed (after the commit). */
  const forget = ({
    tenant,
    semester,
    studentIds,
  }: {
    tenant: Institution;
    semester: string;
    studentIds: (number | null)[];
  }) =>
    forgetSeatAnswers({
      cache: app.nearCache,
      rootId: tenant.rootId,
      studentIds: studentIds.filter((id): id is number => id !== null),
      semester,
    });

  const caches = app.registrationCaches;

  const loadClasses = async ({ tenant, ids }: { tenant: Institution; ids: number[] }) => {
    const rows = await caches.catalogue.classesOf({ db: app.db, rootId: tenant.rootId, ids });
    const byId = new Map(rows.map((row) => [row.id, row]));
    const missing = ids.find((id) => !byId.has(id));
    if (missing !== undefined) throw notFound(`Không tìm thấy lớp ${missing} / Class ${missing} not found`);
    return ids.map((id) => byId.get(id) as CatalogueClass);
  };

  /**
   * Registers each class of the basket in order, each in its own transaction (one refusal never
   * undoes another seat). Under an Idempotency-Key each class's answer is kept with its change, so
   * a repeated call answers the same, class by class.
   */
  const register = async ({
    tenant,
    studentId,
    classIds,
    idempotency = null,
  }: {
    tenant: Institution;
    studentId: number;
    classIds: number[];
    idempotency?: IdempotencyScope | null;
  }) => {
    const outcomes = [];
    const semesters = new Set<string>();
    for (const klass of await loadClasses({ tenant, ids: [...new Set(classIds)] })) {
      const outcome = await registerClass({
        db: app.db,
        isPostgres: app.dbKind === 'postgres',
        caches,
        tenant,
        studentId,
        klass,
        now: new Date(),
        isTestMode,
        scope: idempotency,
      });
      outcomes.push({ ...outcome, reasons: explain({ tenant, reasons: outcome.reasons }) });
      if (outcome.status === 'registered') semesters.add(klass.semester);
    }
    for (const semester of semesters) await forget({ tenant, semester, studentIds: [studentId] });
    return outcomes;
  };

  /** Drops a seat or a waiting place; under an Idempotency-Key the answer is kept with the change. */
  const drop = async ({
    tenant,
    studentId,
    classId,
    idempotency = null,
  }: {
    tenant: Institution;
    studentId: number;
    classId: number;
    idempotency?: IdempotencyScope | null;
  }) => {
    const [klass] = await loadClasses({ tenant, ids: [classId] });
    // One statement when nobody waits for the seat; a transaction that promotes the first waiting student otherwise.
    const slowDrop = async () => {
      const done = await inTransaction({
        db: app.db,
        work: (tx) =>
          dropClass({
            tx,
            caches,
            tenant,
            studentId,
            klass,
            now: new Date(),
            isTestMode,
            scope: idempotency,
          }),
      });
      for (const id of [studentId, done.promotedStudentId])
        if (id !== null) caches.states.forget({ studentId: id, semester: klass.semester });
      return done;
    };
    const outcome =
      (await dropSeat({
        db: app.db,
        isPostgres: app.dbKind === 'postgres',
        caches,
        tenant,
        studentId,
        klass,
        now: new Date(),
        isTestMode,
        scope: idempotency,
      })) ?? (await slowDrop());
    await forget({ tenant, semester: klass.semester, studentIds: [studentId, outcome.promotedStudentId] });
    return { ...outcome, position: null, reasons: explain({ tenant, reasons: outcome.reasons }) };
  };

  /** Dry run of a basket (check-basket.ts). */
  const validate = async ({
    tenant,
    studentId,
    classIds,
  }: {
    tenant: Institution;
    studentId: number;
    classIds: number[];
  }) =>
    checkBasket({
      app,
      isTestMode,
      tenant,
      studentId,
      basket: await loadClasses({ tenant, ids: [...new Set(classIds)] }),
      seats,
      explain,
    });

  /** The student's seats and waiting places in a semester, with queue positions. */
  const mine = async ({
    tenant,
    studentId,
    semester,
  }: {
    tenant: Institution;
    studentId: number;
    semester: string;
  }) => {
    const rows = await app.db
      .select({ r: classRegistrations, c: classes, credits: courses.credits, courseNameEn: courses.nameEn })
      .from(classRegistrations)
      .innerJoin(classes, eq(classes.id, classRegistrations.classId))
      .innerJoin(courses, eq(courses.id, classes.courseId))
      .where(
        and(
          eq(classRegistrations.rootId, tenant.rootId),
          eq(classRegistrations.studentId, studentId),
          eq(classRegistrations.semester, semester),
        ),
      )
      .orderBy(asc(classes.courseCode));
    const positions = await Promise.all(
      rows.map(async ({ r }) => {
        if (r.status !== 'waitlisted') return null;
        const [row] = await app.db
          .select({ n: count() })
          .from(classRegistrations)
          .where(
            and(
              eq(classRegistrations.classId, r.classId),
              eq(classRegistrations.status, 'waitlisted'),
              sql`${classRegistrations.waitSeq} <= ${r.waitSeq}`,
            ),
          );
        return row.n;
      }),
    );
    return rows.map(({ r, c, credits, courseNameEn }, index) => ({
      classId: c.id,
      classCode: c.classId,
      courseId: c.courseId,
      courseCode: c.courseCode,
      courseName: c.courseName,
      courseNameEn,
      credits,
      classType: c.classType,
      teacherName: c.teacherName,
      calendarInfo: c.calendarInfo,
      calendarEntries: calendarEntriesOf(c.calendarInfo),
      semester: r.semester,
      status: r.status,
      position: positions[index],
      capacity: c.capacity,
      studentNum: c.enrolled,
      registeredAt: r.createdAt.toISOString(),
    }));
  };

  /** Live seat counts of some classes of the tenant (the registration pages poll this). */
  const seats = createLiveSeats({ db: app.db });
  const browser = createOfferingBrowser({ db: app.db, isPostgres: app.dbKind === 'postgres', caches, seats });

  return { register, drop, validate, mine, offerings: browser.offerings, courses: browser.courses, seats };
};

export type ClassRegistrationService = ReturnType<typeof createClassRegistrationService>;
