import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/create-db';
import { inTransaction } from '../../../server/db/in-transaction';
import { badRequest } from '../../../server/http-errors';
import { GENERIC_CODES, localDate } from '../../../core/index';
import type { Decision } from '../../../generated';
import { students } from '../../people/shared/tables';
import { awards, decisions, disciplines, rewards } from './tables';

/** A decision row as stored. */
type DecisionRow = typeof decisions.$inferSelect;

/** The `data` of POST /api/v1/decisions/save. */
export type DecisionInput = {
  id?: number;
  lastUpdate?: string;
  kind: Decision['kind'];
  number?: string;
  title: string;
  content?: string;
  awardId?: number;
  studentIds: number[];
  signer?: string;
  signedDate?: string;
  /** Each named student's reward (VND) when a reward or scholarship decision is issued. */
  amount?: number;
  /** The measure a discipline decision takes. */
  disciplineForm?: 'reprimand' | 'warning' | 'suspension' | 'expulsion';
};

/** The wire form of a decision. */
export const toDecision = (row: DecisionRow): Decision => ({
  id: row.id,
  kind: row.kind as Decision['kind'],
  number: row.number,
  title: row.title,
  content: row.content,
  awardId: row.awardId,
  studentIds: row.studentIds,
  status: row.status as Decision['status'],
  signer: row.signer,
  signedDate: row.signedDate,
  lastUpdate: row.lastUpdate.toISOString(),
});

/** Decisions a reader may see: staff every one; a student the issued ones naming them. */
export const listDecisions = async ({
  db,
  rootId,
  studentId,
  kind,
  status,
}: {
  db: Db;
  rootId: number;
  /** The reading student; undefined for staff. */
  studentId?: number;
  kind?: string;
  status?: string;
}) => {
  const rows = await db
    .select()
    .from(decisions)
    .where(
      and(
        eq(decisions.rootId, rootId),
        kind ? eq(decisions.kind, kind) : undefined,
        studentId !== undefined
          ? eq(decisions.status, 'submitted')
          : status
            ? eq(decisions.status, status)
            : undefined,
        studentId !== undefined
          ? sql`${decisions.studentIds} @> ${JSON.stringify([studentId])}::jsonb`
          : undefined,
      ),
    )
    .orderBy(desc(decisions.lastUpdate));
  const all = rows.map(toDecision);
  // A student learns that a decision names them, never whom else it names (a discipline above all).
  return studentId === undefined ? all : all.map((decision) => ({ ...decision, studentIds: [studentId] }));
};

const checkStudents = async ({ db, rootId, ids }: { db: Db; rootId: number; ids: number[] }) => {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.rootId, rootId), inArray(students.id, ids)));
  const known = new Set(found.map((row) => row.id));
  const missing = ids.find((id) => !known.has(id));
  if (missing !== undefined)
    throw badRequest({ field: 'data.studentIds', reason: `student ${missing} does not exist` });
};

/**
 * Saves a draft decision (creates it without `id`; with `id`, `lastUpdate` must be the value last
 * read). An issued decision is never edited (-3); a stale one answers 0 with the stored row.
 */
export const saveDecision = async ({
  db,
  rootId,
  userId,
  data,
}: {
  db: Db;
  rootId: number;
  userId: number;
  data: DecisionInput;
}): Promise<{ code: number; data: Decision | null }> => {
  const studentIds = [...new Set(data.studentIds)];
  await checkStudents({ db, rootId, ids: studentIds });
  if (data.awardId !== undefined && data.awardId > 0) {
    const [award] = await db
      .select({ id: awards.id })
      .from(awards)
      .where(and(eq(awards.id, data.awardId), eq(awards.rootId, rootId)));
    if (!award) throw badRequest({ field: 'data.awardId', reason: 'no such call' });
  }
  const fields = {
    kind: data.kind,
    number: data.number ?? '',
    title: data.title,
    content: data.content ?? '',
    awardId: data.awardId ?? -1,
    studentIds,
    signer: data.signer ?? '',
    signedDate: data.signedDate ?? '',
  };
  if (data.id === undefined) {
    const [created] = await db
      .insert(decisions)
      .values({ rootId, createdBy: userId, ...fields })
      .returning();
    return { code: GENERIC_CODES.SUCCESS, data: toDecision(created) };
  }
  const id = data.id;
  return inTransaction({
    db,
    work: async (tx) => {
      const [current] = await tx
        .select()
        .from(decisions)
        .where(and(eq(decisions.id, id), eq(decisions.rootId, rootId)))
        .for('update');
      if (!current) return { code: GENERIC_CODES.NOT_FOUND, data: null };
      if (current.status !== 'draft') return { code: GENERIC_CODES.DUPLICATED, data: toDecision(current) };
      if (!data.lastUpdate || new Date(data.lastUpdate).getTime() !== current.lastUpdate.getTime())
        return { code: GENERIC_CODES.FAILED, data: toDecision(current) };
      const [saved] = await tx
        .update(decisions)
        .set({ ...fields, lastUpdate: new Date(Math.max(Date.now(), current.lastUpdate.getTime() + 1)) })
        .where(eq(decisions.id, id))
        .returning();
      return { code: GENERIC_CODES.SUCCESS, data: toDecision(saved) };
    },
  });
};

/**
 * Issues a draft (SPEC §7 decisions/submit): saves it, marks it submitted and records what it
 * decides for every named student (a reward for reward and scholarship decisions, a discipline
 * otherwise), all in one transaction. Any failure answers {code 0, data null} (SPEC §8).
 */
export const submitDecision = async ({
  db,
  rootId,
  userId,
  data,
  timeZone,
}: {
  db: Db;
  rootId: number;
  userId: number;
  data: DecisionInput;
  /** The tenant's: a decision without a signing date is dated on its clock's today. */
  timeZone: string;
}): Promise<{ code: number; data: Decision | null }> => {
  const saved = await saveDecision({ db, rootId, userId, data });
  if (saved.code !== GENERIC_CODES.SUCCESS || !saved.data) return { code: GENERIC_CODES.FAILED, data: null };
  const decision = saved.data;
  return inTransaction({
    db,
    work: async (tx) => {
      const [issued] = await tx
        .update(decisions)
        .set({ status: 'submitted', lastUpdate: new Date() })
        .where(and(eq(decisions.id, decision.id), eq(decisions.status, 'draft')))
        .returning();
      if (!issued) return { code: GENERIC_CODES.FAILED, data: null };
      const date = issued.signedDate || localDate({ now: new Date(), timeZone });
      if (issued.studentIds.length > 0 && issued.kind === 'discipline')
        await tx.insert(disciplines).values(
          issued.studentIds.map((studentId) => ({
            rootId,
            studentId,
            decisionId: issued.id,
            form: data.disciplineForm ?? 'reprimand',
            reason: issued.content || issued.title,
            date,
          })),
        );
      else if (issued.studentIds.length > 0)
        await tx.insert(rewards).values(
          issued.studentIds.map((studentId) => ({
            rootId,
            studentId,
            decisionId: issued.id,
            title: issued.title,
            level: 'university',
            amount: data.amount ?? 0,
            date,
          })),
        );
      return { code: GENERIC_CODES.SUCCESS, data: toDecision(issued) };
    },
  });
};
