import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../server/db/create-db';
import { badRequest, notFound } from '../../../server/http-errors';
import { jobs } from '../../../server/jobs/jobs-table';
import type { PlagiarismCheck, PlagiarismCheckStart, PlagiarismReport } from '../../../generated/index';
import type { ReportBody } from '../shared/build-report';
import { checkableFile } from './check-source';
import { findOwnProject } from './project-corpus';
import { plagiarismChecks } from './tables';

/** The job kind of a check. */
export const CHECK_JOB = 'plagiarism.check';

/** The job's payload: which check to run. */
export type CheckJobPayload = { checkId: number };

/**
 * Starts a check of the user's file or of the student's project: the check row and its job are
 * written in one transaction (never a check without a job). Answers {status: 'queued', id}.
 */
export const startCheck = async ({
  app,
  rootId,
  userId,
  studentId,
  body,
}: {
  app: FastifyInstance;
  rootId: number;
  userId: number;
  studentId: number;
  body: PlagiarismCheckStart;
}) => {
  const hasFile = body.fileId !== undefined;
  const hasProject = body.projectId !== undefined;
  if (hasFile === hasProject)
    throw badRequest({
      field: 'fileId',
      reason: 'Cần đúng một trong fileId hoặc projectId / Send exactly one of fileId and projectId',
    });
  let target: { title: string; fileId: number; projectId: number };
  if (body.fileId !== undefined) {
    const file = await checkableFile({ app, rootId, userId, fileId: body.fileId });
    target = { title: file.name, fileId: file.id, projectId: -1 };
  } else {
    const project =
      studentId > 0
        ? await findOwnProject({ db: app.db, rootId, studentId, projectId: body.projectId as number })
        : null;
    if (!project) throw notFound('Không tìm thấy đồ án / Project not found');
    target = { title: project.title, fileId: -1, projectId: project.id };
  }
  const id = await app.db.transaction(async (tx) => {
    const jobId = await app.jobs.enqueue({
      rootId,
      kind: CHECK_JOB,
      payload: { checkId: 0 },
      tx: tx as unknown as Db,
    });
    const [row] = await tx
      .insert(plagiarismChecks)
      .values({ rootId, userId, jobId, language: body.language ?? 'vi', ...target })
      .returning({ id: plagiarismChecks.id });
    await tx
      .update(jobs)
      .set({ payload: { checkId: row.id } satisfies CheckJobPayload })
      .where(eq(jobs.id, jobId));
    return row.id;
  });
  return { status: 'queued' as const, id };
};

const CHECK_COLUMNS = {
  id: plagiarismChecks.id,
  title: plagiarismChecks.title,
  fileId: plagiarismChecks.fileId,
  projectId: plagiarismChecks.projectId,
  language: plagiarismChecks.language,
  similarity: plagiarismChecks.similarity,
  wordCount: plagiarismChecks.wordCount,
  report: plagiarismChecks.report,
  createdAt: plagiarismChecks.createdAt,
  finishedAt: plagiarismChecks.finishedAt,
  status: jobs.state,
  error: jobs.error,
};

type CheckRow = {
  id: number;
  title: string;
  fileId: number;
  projectId: number;
  language: string;
  similarity: number;
  wordCount: number;
  report: unknown;
  createdAt: Date;
  finishedAt: Date | null;
  status: PlagiarismCheck['status'];
  error: string | null;
};

const toCheck = (row: CheckRow): PlagiarismCheck => {
  const report = row.report as ReportBody | null;
  return {
    id: row.id,
    title: row.title,
    fileId: row.fileId,
    projectId: row.projectId,
    language: row.language === 'en' ? 'en' : 'vi',
    status: row.status,
    reason: row.status === 'rejected' ? (row.error ?? '') : '',
    similarity: row.status === 'done' ? row.similarity : -1,
    wordCount: row.wordCount,
    sources: row.status === 'done' && report ? report.sources : [],
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? '',
  };
};

/** The user's checks, newest first (at most 100). */
export const listChecks = async ({ db, rootId, userId }: { db: Db; rootId: number; userId: number }) => {
  const rows = await db
    .select(CHECK_COLUMNS)
    .from(plagiarismChecks)
    .innerJoin(jobs, eq(jobs.id, plagiarismChecks.jobId))
    .where(and(eq(plagiarismChecks.rootId, rootId), eq(plagiarismChecks.userId, userId)))
    .orderBy(desc(plagiarismChecks.id))
    .limit(100);
  return rows.map(toCheck);
};

/** One check of the user with its passages; another user's answers 404 like a missing one. */
export const getReport = async ({
  db,
  rootId,
  userId,
  id,
}: {
  db: Db;
  rootId: number;
  userId: number;
  id: number;
}): Promise<PlagiarismReport> => {
  const [row] = await db
    .select(CHECK_COLUMNS)
    .from(plagiarismChecks)
    .innerJoin(jobs, eq(jobs.id, plagiarismChecks.jobId))
    .where(
      and(
        eq(plagiarismChecks.rootId, rootId),
        eq(plagiarismChecks.userId, userId),
        eq(plagiarismChecks.id, id),
      ),
    );
  if (!row) throw notFound('Không tìm thấy lần kiểm tra / Check not found');
  const report = row.status === 'done' ? (row.report as ReportBody | null) : null;
  return { check: toCheck(row), matchedWords: report?.matchedWords ?? 0, passages: report?.passages ?? [] };
};

/** Checks by id (the job handler reads its check). */
export const checksById = async ({ db, ids }: { db: Db; ids: number[] }) =>
  db.select().from(plagiarismChecks).where(inArray(plagiarismChecks.id, ids));
