import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { JobRejection } from '../../../server/jobs/job-runner';
import type { RunningJob } from '../../../server/jobs/job-runner';
import { buildReport } from '../shared/build-report';
import { stockPhraseLimit } from '../shared/collect-hits';
import { matchText } from '../shared/match-text';
import type { CheckJobPayload } from './check-service';
import { checksById } from './check-service';
import { readStoredFile, findOwnFile } from './check-source';
import { extractText } from './extract-text';
import {
  addStopHashes,
  describeDocuments,
  documentCount,
  documentIdsOf,
  findPostings,
  loadStopHashes,
  loadTexts,
} from './fingerprint-index';
import { findOwnProject, indexFinishedProjects } from './project-corpus';
import { plagiarismChecks } from './tables';

/** The text a check reads: its file's, or its project's report. */
const textOf = async ({
  app,
  check,
}: {
  app: FastifyInstance;
  check: Awaited<ReturnType<typeof checksById>>[number];
}) => {
  if (check.fileId > 0) {
    const file = await findOwnFile({ app, rootId: check.rootId, userId: check.userId, fileId: check.fileId });
    if (!file) throw new JobRejection('Tệp đã bị xoá / The file was deleted');
    return extractText({
      content: await readStoredFile({ app, rootId: check.rootId, file }),
      type: file.type,
    });
  }
  const [student] = (
    (await app.db.execute(
      sql`select student_id from projects where root_id = ${check.rootId} and id = ${check.projectId}`,
    )) as unknown as { rows: { student_id: number | string }[] }
  ).rows;
  const project = student
    ? await findOwnProject({
        db: app.db,
        rootId: check.rootId,
        studentId: Number(student.student_id),
        projectId: check.projectId,
      })
    : null;
  if (!project || !/[\p{L}\p{N}]/u.test(project.text))
    throw new JobRejection('Đồ án chưa có nội dung báo cáo / The project has no report text yet');
  return project.text.normalize('NFC');
};

/**
 * The job of a check: reads the text, brings the tenant's index up to date (theses finished
 * since the last check), matches, and stores the report. Running it again overwrites the report.
 */
export const runCheck = async ({ app, job }: { app: FastifyInstance; job: RunningJob }) => {
  const { checkId } = job.payload as CheckJobPayload;
  const [check] = await checksById({ db: app.db, ids: [checkId] });
  if (!check) throw new JobRejection(`check ${checkId} does not exist`);
  const { rootId } = check;
  const text = await textOf({ app, check });
  await indexFinishedProjects({ db: app.db, rootId });
  const excludeDocumentIds =
    check.projectId > 0
      ? await documentIdsOf({ db: app.db, rootId, sourceKind: 'project', sourceIds: [check.projectId] })
      : [];
  const corpusSize = await documentCount({ db: app.db, rootId });
  const texts = new Map<number, string>();
  const skipHashes = await loadStopHashes({ db: app.db, rootId });
  const match = await matchText({
    skipHashes,
    text,
    findPostings: (hashes) => findPostings({ db: app.db, rootId, hashes }),
    loadTexts: async (ids) => {
      const loaded = await loadTexts({ db: app.db, rootId, ids });
      for (const [id, value] of loaded) texts.set(id, value);
      return loaded;
    },
    maxDocumentFrequency: stockPhraseLimit(corpusSize),
    excludeDocumentIds,
  });
  await addStopHashes({ db: app.db, rootId, hashes: match.commonHashes });
  const documents = await describeDocuments({
    db: app.db,
    rootId,
    ids: match.result.sources.map((source) => source.documentId),
  });
  const report = buildReport({
    text,
    tokens: match.tokens,
    result: match.result,
    sourceTexts: texts,
    sourceTokens: match.sourceTokens,
    describe: (id) => {
      const document = documents.get(id);
      return { title: document?.title ?? '', author: document?.author ?? '', period: document?.period ?? '' };
    },
  });
  await app.db
    .update(plagiarismChecks)
    .set({
      similarity: report.similarity,
      wordCount: report.wordCount,
      report,
      finishedAt: new Date(),
    })
    .where(eq(plagiarismChecks.id, checkId));
  return { similarity: report.similarity };
};

/** A rejected check's finish time (its reason is the job's error). */
export const markRejected = async ({ app, checkId }: { app: FastifyInstance; checkId: number }) => {
  await app.db
    .update(plagiarismChecks)
    .set({ finishedAt: new Date() })
    .where(eq(plagiarismChecks.id, checkId));
};
