import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../server/db/create-db';
import { requireStudent } from '../../../server/guards';
import { notFound } from '../../../server/http-errors';
import { students } from '../../people/shared/tables';
import type { Payer } from './create-waiting';
import { PAYMENT_MESSAGES } from './payment-messages';

/** The signed-in student as a payer (id and student code), or a 401 / 404. */
export const payerOf = async ({ db, request }: { db: Db; request: FastifyRequest }): Promise<Payer> => {
  const session = requireStudent(request);
  const [row] = await db
    .select({ studentCode: students.studentCode })
    .from(students)
    .where(and(eq(students.id, session.studentId), eq(students.rootId, request.tenant.rootId)))
    .limit(1);
  if (!row) throw notFound(PAYMENT_MESSAGES.noStudent);
  return { studentId: session.studentId, studentCode: row.studentCode };
};
