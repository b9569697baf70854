import type { SeedContext } from '../../../server/db/seed/seed-context';
import { seedClasses } from '../../learn/server/seed/seed-classes';
import { seedStudentRecords } from '../../learn/server/seed/seed-student-records';

/** After people (40) and auth (50): classes need teachers, records need students. */
export const seedOrder = 60;

/** Classes and timetable slots of 20261/20262, then per-student learning records. */
export const seed = async (context: SeedContext) => {
  await seedClasses(context);
  await seedStudentRecords(context);
};
