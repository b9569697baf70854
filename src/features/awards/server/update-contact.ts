import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/create-db';
import { students } from '../../people/shared/tables';

/**
 * Updates the student's own phone (the contact printed on their applications). E-mails are never
 * changed by students: SPEC §5 call visibility matches the e-mail and the related e-mail.
 */
export const updateContact = async ({
  db,
  rootId,
  studentId,
  updates,
}: {
  db: Db;
  rootId: number;
  studentId: number;
  updates: { phone?: string };
}) => {
  const [row] = await db
    .update(students)
    .set({ ...updates, lastUpdate: new Date() })
    .where(and(eq(students.id, studentId), eq(students.rootId, rootId)))
    .returning({ phone: students.phone });
  return row;
};
