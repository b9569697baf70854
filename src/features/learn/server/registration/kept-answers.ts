import { sql } from 'drizzle-orm';
import type { Db } from '../../../../server/db/create-db';
import { ANSWER_TTL_SECONDS, keyReused } from '../../../../server/idempotency/idempotency-plugin';
import type { IdempotencyScope } from '../../../../server/idempotency/idempotency-plugin';
import { idempotentAnswers } from '../../../../server/idempotency/idempotent-answers-table';
import { hotQuery } from './hot-query';
import { KEEP_ANSWER, KEEP_ANSWER_AND_LOG } from './registration-statements';
import type { Tx } from '../../../../server/db/in-transaction';

/*
 * A register or drop call under an Idempotency-Key keeps its answer per class (the part), in the
 * statement or transaction that changes the seat: a call whose answer was lost (instance killed)
 * and is sent again gets the same answer per class instead of "already registered" or "not
 * registered", and never a second change.
 */

/** The keyed statements' parameters after their own (registration-statements.ts keyParams). */
export const keyValues = ({ scope, classId }: { scope: IdempotencyScope; classId: number }) => [
  scope.userId,
  scope.key,
  scope.route,
  scope.bodyHash,
  String(classId),
];

/** What a keyed statement found under the key: a 422 when it names another call, else the class's earlier answer (or null). */
export const earlierAnswer = <T>(row: Record<string, unknown>): T | null => {
  if (row.is_key_reused) throw keyReused();
  return typeof row.kept_answer === 'string' ? (JSON.parse(row.kept_answer) as T) : null;
};

/** A decision's log entry (refusals are logged with their answer). */
export type LogEntry = { studentId: number; action: string; detail: Record<string, unknown> };

/**
 * Keeps an answer that changed no seat (a refusal with its log entry, "already registered") under
 * the key, or answers the one kept before for this class.
 */
export const keepOrReplay = async <T extends { classId: number }>({
  hot,
  scope,
  rootId,
  courseId,
  answer,
  log,
}: {
  hot: { db: Db; isPostgres: boolean };
  scope: IdempotencyScope;
  rootId: number;
  courseId: number;
  answer: T;
  log?: LogEntry;
}): Promise<T> => {
  const values = [
    rootId,
    ...keyValues({ scope, classId: answer.classId }),
    JSON.stringify(answer),
    ...(log ? [log.studentId, answer.classId, courseId, log.action, JSON.stringify(log.detail)] : []),
  ];
  // A parallel duplicate may keep its answer between this statement's read and write: ask again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [row] = await hotQuery({
      ...hot,
      name: log ? 'registration-keep-answer-log' : 'registration-keep-answer',
      text: log ? KEEP_ANSWER_AND_LOG : KEEP_ANSWER,
      values,
    });
    const earlier = earlierAnswer<T>(row);
    if (earlier) return earlier;
    if (row.is_kept) return answer;
  }
  throw new Error(`the answer of class ${answer.classId} under an Idempotency-Key kept moving`);
};

/** In a transaction that holds the student's lock: the class's earlier answer under the key, or null (422 for another call). */
export const earlierAnswerIn = async <T>({
  tx,
  scope,
  classId,
}: {
  tx: Tx;
  scope: IdempotencyScope;
  classId: number;
}): Promise<T | null> => {
  const result = await tx.execute(sql`
    select exists (select 1 from ${idempotentAnswers} where user_id = ${scope.userId} and key = ${scope.key}
        and expires_at > now() and (route <> ${scope.route} or body_hash <> ${scope.bodyHash})) as is_key_reused,
      (select answer from ${idempotentAnswers} where user_id = ${scope.userId} and key = ${scope.key}
        and part = ${String(classId)} and expires_at > now()) as kept_answer`);
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return earlierAnswer<T>(row);
};

/** In the transaction of the change: keeps the class's answer under the key. */
export const keepIn = async <T extends { classId: number }>({
  tx,
  scope,
  rootId,
  answer,
}: {
  tx: Tx;
  scope: IdempotencyScope;
  rootId: number;
  answer: T;
}) => {
  const expiresAt = new Date(Date.now() + ANSWER_TTL_SECONDS * 1000);
  await tx
    .insert(idempotentAnswers)
    .values({
      rootId,
      userId: scope.userId,
      key: scope.key,
      part: String(answer.classId),
      route: scope.route,
      bodyHash: scope.bodyHash,
      statusCode: 200,
      answer: JSON.stringify(answer),
      expiresAt,
    })
    .onConflictDoUpdate({
      target: [idempotentAnswers.userId, idempotentAnswers.key, idempotentAnswers.part],
      set: { route: scope.route, bodyHash: scope.bodyHash, answer: JSON.stringify(answer), expiresAt },
      setWhere: sql`${idempotentAnswers.expiresAt} <= now()`,
    });
  return answer;
};
