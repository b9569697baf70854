import { users } from '../../../auth/shared/tables';
import { SUPERVISOR_LEVEL } from '../../../../server/guards';
import type { SeedContext } from '../../../../server/db/seed/seed-context';
import { bulkInsert } from '../../../learn/server/seed/bulk-insert';
import type { SeedInputs } from './load-seed-inputs';

/** One sign-in per teacher: account = teacher code, the students' demo password, level 9. */
export const seedTeacherAccounts = async ({
  db,
  tenant,
  demo,
  inputs,
}: Pick<SeedContext, 'db' | 'tenant' | 'demo'> & { inputs: SeedInputs }) =>
  bulkInsert({
    db,
    table: users,
    rows: inputs.teachers.map((teacher) => ({
      rootId: tenant.rootId,
      account: teacher.code,
      passwordHash: demo.passwordHash,
      name: `${teacher.title} ${teacher.fullName}`.trim(),
      email: teacher.email,
      level: SUPERVISOR_LEVEL,
      studentId: -1,
      teacherId: teacher.id,
    })),
  });
