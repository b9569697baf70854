import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Texts the plagiarism check compares against (the tenant's corpus): finished theses, indexed
 * from `projects.textReport`. The text is kept so a report can show each source passage.
 */
export const plagiarismDocuments = pgTable(
  'plagiarism_documents',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    rootId: bigint({ mode: 'number' }).notNull(),
    /** Where the text comes from: 'project' (a finished thesis), 'bench' (generated). */
    sourceKind: text().notNull(),
    sourceId: bigint({ mode: 'number' }).notNull(),
    title: text().notNull().default(''),
    author: text().notNull().default(''),
    /** Semester or year shown beside the source (e.g. 20231). */
    period: text().notNull().default(''),
    text: text().notNull(),
    wordCount: integer().notNull(),
    createdAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.rootId, t.sourceKind, t.sourceId)],
);

/** The inverted index: winnowed k-gram hash → document and word position. */
export const plagiarismFingerprints = pgTable(
  'plagiarism_fingerprints',
  {
    rootId: bigint({ mode: 'number' }).notNull(),
    hash: integer().notNull(),
    documentId: bigint({ mode: 'number' }).notNull(),
    position: integer().notNull(),
  },
  // One index only: every extra index slows indexing (10,000 theses are ~4 million rows). It holds
  // every column, so a lookup is an index-only scan (settleIndex keeps the rows all-visible): the
  // postings of one hash sit together in the index, where the table has them on scattered pages.
  (t) => [index().on(t.rootId, t.hash, t.documentId, t.position)],
);

/**
 * Hashes found to be stock phrases of the tenant's corpus (in more documents than
 * stockPhraseLimit): a check skips them before querying the index, so their many postings are
 * read once, by the check that found them, never again.
 */
export const plagiarismStopHashes = pgTable(
  'plagiarism_stop_hashes',
  {
    rootId: bigint({ mode: 'number' }).notNull(),
    hash: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.rootId, t.hash] })],
);

/**
 * A student's check: what was checked and, once its job is done, the report. The check's state
 * is its job's (queued, running, done, rejected) in the `jobs` table.
 */
export const plagiarismChecks = pgTable(
  'plagiarism_checks',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    rootId: bigint({ mode: 'number' }).notNull(),
    userId: bigint({ mode: 'number' }).notNull(),
    jobId: bigint({ mode: 'number' }).notNull(),
    /** The uploaded file checked (-1 when a project's report text was checked). */
    fileId: bigint({ mode: 'number' }).notNull().default(-1),
    projectId: bigint({ mode: 'number' }).notNull().default(-1),
    /** File name or project title, as the history shows it. */
    title: text().notNull(),
    /** SPEC Duplicate-check language: en | vi. */
    language: text().notNull(),
    /** 0..1 once done; -1 before. */
    similarity: real().notNull().default(-1),
    wordCount: integer().notNull().default(0),
    /** The report (schemas/entities/plagiarism-report.json) once done. */
    report: jsonb(),
    createdAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ mode: 'date', withTimezone: true }),
  },
  (t) => [index().on(t.rootId, t.userId, t.id), uniqueIndex().on(t.jobId)],
);
