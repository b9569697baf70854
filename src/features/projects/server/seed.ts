import type { SeedContext } from '../../../server/db/seed/seed-context';
import { loadSeedInputs } from './seed/load-seed-inputs';
import { seedCompanies } from './seed/seed-companies';
import { seedDeadlines } from './seed/seed-deadlines';
import { seedPastTheses } from './seed/seed-past-theses';
import { seedRefBooks } from './seed/seed-ref-books';
import { seedStudentProjects } from './seed/seed-student-projects';
import { seedTeacherAccounts } from './seed/teacher-accounts';

/** After learn (courses, semesters), people (teachers, students), auth (users) and learn records. */
export const seedOrder = 70;

/** Teacher sign-ins, companies, deadlines, topics and quotas, student projects, past theses, reference books. */
export const seed = async (context: SeedContext) => {
  const inputs = await loadSeedInputs(context);
  await seedTeacherAccounts({ ...context, inputs });
  const companies = await seedCompanies({ ...context, inputs });
  const { requestDeadlineOf } = await seedDeadlines({ ...context, inputs });
  await seedStudentProjects({ ...context, inputs, companies, requestDeadlineOf });
  await seedPastTheses({ ...context, inputs });
  await seedRefBooks({ ...context, inputs });
};
