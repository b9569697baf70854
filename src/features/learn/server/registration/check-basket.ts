import type { FastifyInstance } from 'fastify';
import type { Institution } from '../../../../config/index';
import { refuseClassChoice } from '../../shared/class-choice';
import type { HeldClass } from '../../shared/class-choice';
import type { RegistrationReason } from '../../shared/registration-reasons';
import type { CatalogueClass } from './class-catalogue';
import type { createLiveSeats } from './live-seats';
import { heldFromRows, loadStanding } from './registration-context';
import type { StudentContext } from './registration-context';
import { readState } from './read-state';

/**
 * Dry run of a basket: each class checked against the student's timetable plus the classes
 * before it in the basket (so clashes inside the basket show), and whether it would wait.
 */
export const checkBasket = async <Explained>({
  app,
  isTestMode,
  tenant,
  studentId,
  basket,
  seats,
  explain,
}: {
  app: FastifyInstance;
  isTestMode: boolean;
  tenant: Institution;
  studentId: number;
  basket: CatalogueClass[];
  seats: ReturnType<typeof createLiveSeats>;
  explain: (args: { tenant: Institution; reasons: RegistrationReason[] }) => Explained[];
}) => {
  const caches = app.registrationCaches;
  // Reads only, no transaction, side by side: live seats, and per semester the student's standing
  // and state as registration reads them (the state is kept for the register call that follows).
  const hot = { db: app.db, isPostgres: app.dbKind === 'postgres' };
  const contextOf = async (semester: string): Promise<[string, StudentContext]> => {
    const [standing, state] = await Promise.all([
      loadStanding({ db: app.db, caches, tenant, studentId, semester, now: new Date(), isTestMode }),
      readState({ hot, caches, studentId, semester }),
    ]);
    return [
      semester,
      {
        ...standing,
        held: await heldFromRows({ db: app.db, caches, rootId: tenant.rootId, rows: state.rows }),
      },
    ];
  };
  const [liveRows, contextList] = await Promise.all([
    seats({ tenant, ids: basket.map((k) => k.id) }),
    Promise.all([...new Set(basket.map((k) => k.semester))].map(contextOf)),
  ]);
  const live = new Map(liveRows.map((row) => [row.id, row]));
  const contexts = new Map(contextList);
  const outcomes = [];
  const added = new Map<string, HeldClass[]>();
  for (const klass of basket) {
    const context = contexts.get(klass.semester) as StudentContext;
    const own = context.held.find((item) => item.id === klass.id);
    const extra = added.get(klass.semester) ?? [];
    let reasons: RegistrationReason[] = own
      ? [
          own.status === 'registered'
            ? { code: 'already-registered', classCode: klass.classId }
            : { code: 'already-waitlisted', classCode: klass.classId, position: 0 },
        ]
      : refuseClassChoice({
          student: context.student,
          klass,
          course: klass,
          isSemesterOpen: context.isSemesterOpen,
          semester: klass.semester,
          window: context.window,
          held: [...context.held, ...extra],
          bounds: context.bounds,
          metCourseIds: context.metCourseIds,
          courseNames: await caches.catalogue.courseNames({ db: app.db, ids: klass.prerequisiteIds }),
        });
    const seat = live.get(klass.id) ?? { studentNum: 0, capacity: klass.capacity };
    const isFull = seat.studentNum >= seat.capacity;
    if (!own && reasons.length === 0 && isFull && !tenant.registration.waitlist)
      reasons = [{ code: 'full', classCode: klass.classId, capacity: seat.capacity }];
    const status = own ? 'unchanged' : reasons.length > 0 ? 'refused' : isFull ? 'waitlisted' : 'registered';
    if (status === 'registered' || status === 'waitlisted') {
      added.set(klass.semester, [
        ...extra,
        { ...klass, status: status === 'registered' ? 'registered' : 'waitlisted' },
      ]);
    }
    outcomes.push({
      classId: klass.id,
      classCode: klass.classId,
      status,
      position: null,
      reasons: explain({ tenant, reasons }),
    });
  }
  return outcomes;
};
