import { and, eq } from 'drizzle-orm';
import type { Institution } from '../../../../config/index';
import { creditBoundsFor } from '../../shared/credit-limits';
import { prerequisitesMetFor, studiedBefore } from '../../shared/prerequisites';
import { decideWindow } from '../../shared/registration-window';
import type { WindowDecision } from '../../shared/registration-window';
import type { HeldClass } from '../../shared/class-choice';
import { classRegistrations } from '../registration-tables';
import type { Db } from '../../../../server/db/create-db';
import type { ClassCatalogue } from './class-catalogue';
import type { StudentProfiles } from './student-profiles';
import type { StudentStates } from './student-states';
import type { Tx } from '../../../../server/db/in-transaction';

/** The per-instance caches registration decisions read from. */
export type RegistrationCaches = {
  catalogue: ClassCatalogue;
  profiles: StudentProfiles;
  states: StudentStates;
};

/** A class the student holds, with its queue number when waiting. */
export type HeldEntry = HeldClass & { waitSeq: number | null };

/** What registration decisions need to know about a student in a semester. */
export type StudentContext = Awaited<ReturnType<typeof loadStudentContext>>;

/** The window that applies: config windows per cohort; TEST_MODE keeps registration open. */
export const windowFor = ({
  tenant,
  cohort,
  now,
  isTestMode,
}: {
  tenant: Institution;
  cohort: number;
  now: Date;
  isTestMode: boolean;
}): WindowDecision =>
  isTestMode
    ? { isOpen: true, window: { cohorts: [cohort], opensAt: now.toISOString(), closesAt: now.toISOString() } }
    : decideWindow({ windows: tenant.registration.windows, cohort, now });

/** A seat row of a student as read from the database (driver or query builder). */
export type SeatRow = { classId: number; status: HeldClass['status']; waitSeq: number | null };

/** The held classes of some seat rows: class times, types and credits come from the catalogue. */
export const heldFromRows = async ({
  db,
  caches,
  rootId,
  rows,
}: {
  db: Db | Tx;
  caches: RegistrationCaches;
  rootId: number;
  rows: SeatRow[];
}): Promise<HeldEntry[]> => {
  if (rows.length === 0) return [];
  const byId = new Map(
    (await caches.catalogue.classesOf({ db, rootId, ids: rows.map((row) => row.classId) })).map((c) => [
      c.id,
      c,
    ]),
  );
  return rows.flatMap((row) => {
    const c = byId.get(row.classId);
    return c
      ? [
          {
            id: c.id,
            classId: c.classId,
            courseId: c.courseId,
            courseName: c.courseName,
            courseNameEn: c.courseNameEn,
            classType: c.classType,
            calendarInfo: c.calendarInfo,
            credits: c.credits,
            status: row.status,
            waitSeq: row.waitSeq,
          },
        ]
      : [];
  });
};

/** Classes a student holds (registered or waitlisted) in a semester, read inside the caller's transaction. */
export const loadHeld = async ({
  tx,
  caches,
  rootId,
  studentId,
  semester,
}: {
  tx: Tx;
  caches: RegistrationCaches;
  rootId: number;
  studentId: number;
  semester: string;
}): Promise<HeldEntry[]> => {
  const rows = await tx
    .select({
      classId: classRegistrations.classId,
      status: classRegistrations.status,
      waitSeq: classRegistrations.waitSeq,
    })
    .from(classRegistrations)
    .where(and(eq(classRegistrations.studentId, studentId), eq(classRegistrations.semester, semester)));
  return heldFromRows({ db: tx, caches, rootId, rows });
};

/**
 * What does not depend on the student's seats: standing, passed courses, credit bounds, window and
 * whether the semester takes enrolments. `freshProfile` reads standing and passed courses from the
 * database (pages a student opens once); registration-day writes use the instance's profile copy
 * (PROFILE_TTL_MS).
 */
export const loadStanding = async ({
  db,
  caches,
  tenant,
  studentId,
  semester,
  now,
  isTestMode,
  freshProfile = false,
}: {
  db: Db | Tx;
  caches: RegistrationCaches;
  tenant: Institution;
  studentId: number;
  semester: string;
  now: Date;
  isTestMode: boolean;
  freshProfile?: boolean;
}) => {
  const profile = await caches.profiles.profileOf({
    db,
    rootId: tenant.rootId,
    studentId,
    fresh: freshProfile,
  });
  if (!profile) throw new Error(`student ${studentId} is not in tenant ${tenant.code}`);
  const studiedIds = studiedBefore({ studying: profile.studying, semester });
  return {
    student: profile.student,
    passedCourseIds: profile.passedCourseIds,
    metCourseIds: prerequisitesMetFor({ passedCourseIds: profile.passedCourseIds, studiedIds }),
    studiedIds,
    bounds: creditBoundsFor({
      credits: tenant.registration.credits,
      warningLevel: profile.student.warningLevel,
    }),
    window: windowFor({ tenant, cohort: profile.student.cohort, now, isTestMode }),
    isSemesterOpen: await caches.catalogue.isSemesterOpen({ db, rootId: tenant.rootId, semester }),
  };
};

/** The student's standing plus the classes they hold in the semester. */
export const loadStudentContext = async ({
  tx,
  caches,
  tenant,
  studentId,
  semester,
  now,
  isTestMode,
  freshProfile = false,
}: {
  tx: Tx;
  caches: RegistrationCaches;
  tenant: Institution;
  studentId: number;
  semester: string;
  now: Date;
  isTestMode: boolean;
  freshProfile?: boolean;
}) => {
  const standing = await loadStanding({
    db: tx,
    caches,
    tenant,
    studentId,
    semester,
    now,
    isTestMode,
    freshProfile,
  });
  return { ...standing, held: await loadHeld({ tx, caches, rootId: tenant.rootId, studentId, semester }) };
};
