import { eq } from 'drizzle-orm';
import { students } from '../../people/shared/tables';
import { insertChunked } from '../../../server/db/seed/seed-context';
import type { SeedContext } from '../../../server/db/seed/seed-context';
import { users } from '../shared/tables';

export const seedOrder = 50;

/** SPEC §6 user level of a student. */
const STUDENT_LEVEL = 7;

/** One account per student: account = student code, the shared demo password. */
export const seed = async ({ db, tenant, demo }: SeedContext) => {
  const rows = await db
    .select({ id: students.id, code: students.studentCode, name: students.fullName, email: students.email })
    .from(students)
    .where(eq(students.rootId, tenant.rootId));
  await insertChunked({
    rows: rows.map((student) => ({
      rootId: tenant.rootId,
      account: student.code,
      passwordHash: demo.passwordHash,
      name: student.name,
      email: student.email,
      level: STUDENT_LEVEL,
      studentId: student.id,
    })),
    insert: (chunk) => db.insert(users).values(chunk),
  });
};
