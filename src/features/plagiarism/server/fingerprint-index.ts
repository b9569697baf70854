import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/create-db';
import type { Posting } from '../shared/collect-hits';
import { indexText } from '../shared/match-text';
import { plagiarismDocuments, plagiarismStopHashes } from './tables';

type Rows<T> = { rows: T[] };

/** An integer list as one PostgreSQL array literal (one parameter on both engines, however long). */
const intArray = (values: ArrayLike<number>) => `{${Array.prototype.join.call(values, ',')}}`;

/** A text to add to the index. */
export type CorpusText = {
  sourceKind: string;
  sourceId: number;
  title: string;
  author: string;
  period: string;
  text: string;
};

/**
 * Adds texts and their fingerprints in one transaction: the documents in one insert, then all
 * fingerprints in one statement (hashes, document ids and positions travel as three array
 * parameters). A text already indexed (same kind and id) is skipped; returns how many were added.
 */
export const indexDocuments = async ({
  db,
  rootId,
  documents,
}: {
  db: Db;
  rootId: number;
  documents: CorpusText[];
}) => {
  if (documents.length === 0) return 0;
  const analysed = documents.map((document) => ({ document, ...indexText({ text: document.text }) }));
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(plagiarismDocuments)
      .values(analysed.map(({ document, tokens }) => ({ rootId, ...document, wordCount: tokens.length })))
      .onConflictDoNothing()
      .returning({
        id: plagiarismDocuments.id,
        sourceKind: plagiarismDocuments.sourceKind,
        sourceId: plagiarismDocuments.sourceId,
      });
    const idOf = new Map(rows.map((row) => [`${row.sourceKind}:${row.sourceId}`, row.id]));
    const hashes: number[] = [];
    const ids: number[] = [];
    const positions: number[] = [];
    for (const { document, fingerprints } of analysed) {
      const id = idOf.get(`${document.sourceKind}:${document.sourceId}`);
      if (id === undefined) continue;
      for (const print of fingerprints) {
        hashes.push(print.hash);
        ids.push(id);
        positions.push(print.position);
      }
    }
    if (hashes.length > 0)
      await tx.execute(sql`
        insert into plagiarism_fingerprints (root_id, hash, document_id, position)
        select ${rootId}, t.hash, t.document_id, t.position
        from unnest(${intArray(hashes)}::int[], ${intArray(ids)}::bigint[], ${intArray(positions)}::int[])
          as t(hash, document_id, position)`);
    return rows.length;
  });
};

/**
 * After documents were added: marks the new fingerprint rows all-visible (VACUUM) and refreshes the
 * planner's statistics (ANALYZE), so lookups stay index-only scans instead of visiting the table
 * page of every posting. Cheap when little changed: vacuum skips the pages already all-visible and
 * analyze reads a sample. A vacuum already running (another check indexing) is not waited for.
 * Outside any transaction.
 */
export const settleIndex = async ({ db }: { db: Db }) => {
  await db.execute(sql`vacuum (analyze, skip_locked) plagiarism_fingerprints`);
};

/** Stored fingerprints of the tenant with one of these hashes. */
export const findPostings = async ({ db, rootId, hashes }: { db: Db; rootId: number; hashes: number[] }) => {
  const result = (await db.execute(sql`
    select hash, document_id, position from plagiarism_fingerprints
    where root_id = ${rootId} and hash = any(${intArray(hashes)}::int[])`)) as unknown as Rows<{
    hash: number;
    document_id: number | string;
    position: number;
  }>;
  return result.rows.map((row): Posting => ({
    hash: row.hash,
    documentId: Number(row.document_id),
    position: row.position,
  }));
};

/** Texts of indexed documents by id (the tenant's only). */
export const loadTexts = async ({ db, rootId, ids }: { db: Db; rootId: number; ids: number[] }) => {
  const rows = await db
    .select({ id: plagiarismDocuments.id, text: plagiarismDocuments.text })
    .from(plagiarismDocuments)
    .where(and(eq(plagiarismDocuments.rootId, rootId), inArray(plagiarismDocuments.id, ids)));
  return new Map(rows.map((row) => [row.id, row.text]));
};

/** Title, author and period of indexed documents by id. */
export const describeDocuments = async ({ db, rootId, ids }: { db: Db; rootId: number; ids: number[] }) => {
  if (ids.length === 0)
    return new Map<
      number,
      { title: string; author: string; period: string; sourceKind: string; sourceId: number }
    >();
  const rows = await db
    .select({
      id: plagiarismDocuments.id,
      title: plagiarismDocuments.title,
      author: plagiarismDocuments.author,
      period: plagiarismDocuments.period,
      sourceKind: plagiarismDocuments.sourceKind,
      sourceId: plagiarismDocuments.sourceId,
    })
    .from(plagiarismDocuments)
    .where(and(eq(plagiarismDocuments.rootId, rootId), inArray(plagiarismDocuments.id, ids)));
  return new Map(rows.map(({ id, ...rest }) => [id, rest]));
};

/** How many documents the tenant's index holds. */
export const documentCount = async ({ db, rootId }: { db: Db; rootId: number }) => {
  const [row] = await db
    .select({ total: count() })
    .from(plagiarismDocuments)
    .where(eq(plagiarismDocuments.rootId, rootId));
  return Number(row?.total ?? 0);
};

/** Ids of the index's documents that stand for these sources (to leave a student's own out). */
export const documentIdsOf = async ({
  db,
  rootId,
  sourceKind,
  sourceIds,
}: {
  db: Db;
  rootId: number;
  sourceKind: string;
  sourceIds: number[];
}) => {
  if (sourceIds.length === 0) return [];
  const rows = await db
    .select({ id: plagiarismDocuments.id })
    .from(plagiarismDocuments)
    .where(
      and(
        eq(plagiarismDocuments.rootId, rootId),
        eq(plagiarismDocuments.sourceKind, sourceKind),
        inArray(plagiarismDocuments.sourceId, sourceIds),
      ),
    );
  return rows.map((row) => row.id);
};

/** The tenant's known stock-phrase hashes. */
export const loadStopHashes = async ({ db, rootId }: { db: Db; rootId: number }) => {
  const rows = await db
    .select({ hash: plagiarismStopHashes.hash })
    .from(plagiarismStopHashes)
    .where(eq(plagiarismStopHashes.rootId, rootId));
  return new Set(rows.map((row) => row.hash));
};

/** Remembers stock-phrase hashes a check found (concurrent checks may add the same: kept once). */
export const addStopHashes = async ({ db, rootId, hashes }: { db: Db; rootId: number; hashes: number[] }) => {
  if (hashes.length === 0) return;
  await db
    .insert(plagiarismStopHashes)
    .values(hashes.map((hash) => ({ rootId, hash })))
    .onConflictDoNothing();
};
