import type { SeedContext } from '../../../server/db/seed/seed-context';
import { seedSemesters } from './seed-semesters';
import { seedCatalogue } from './seed/seed-catalogue';

export const seedOrder = 30;

/**
 * Learning catalogue: semesters, courses with prerequisites, programmes and their ordered modules.
 * Classes, timetables and per-student records need teachers and students, so they are seeded by
 * `src/features/learn-records/server/seed.ts` (order 60).
 */
export const seed = async (context: SeedContext) => {
  await seedSemesters(context);
  await seedCatalogue(context);
};
