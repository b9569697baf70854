import type { FastifyInstance } from 'fastify';
import { requireModule, requireSession } from '../../../server/guards';
import { forbidden } from '../../../server/http-errors';
import { listOf } from '../../../server/list-schema';
import type { PlagiarismCheckStart } from '../../../generated/index';
import { CHECK_JOB, getReport, listChecks, startCheck } from './check-service';
import type { CheckJobPayload } from './check-service';
import { renderReportPdf } from './report-pdf';
import { markRejected, runCheck } from './run-check';

const CHECK = { $ref: 'https://schemas.unigate.vn/entities/plagiarism-check.json#' };
const REPORT = { $ref: 'https://schemas.unigate.vn/entities/plagiarism-report.json#' };
const START = { $ref: 'https://schemas.unigate.vn/requests/plagiarism-check-start.json#' };
const tags = ['plagiarism'];
const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1 } },
  required: ['id'],
} as const;

/** SPEC §7 Plagiarism: our own check (a job), the user's history and the report. */
export default async function plagiarismRoutes(app: FastifyInstance) {
  const preHandler = requireModule('project');
  app.jobs.register(CHECK_JOB, {
    maxAttempts: 3,
    timeoutMs: 120_000,
    handler: (job) => runCheck({ app, job }),
    onRejected: ({ payload }) => markRejected({ app, checkId: (payload as CheckJobPayload).checkId }),
  });

  app.post<{ Body: PlagiarismCheckStart }>(
    '/api/v2/plagiarisms/legacy-check',
    {
      preHandler,
      schema: {
        tags,
        summary:
          'Starts a plagiarism check of an uploaded PDF/DOCX (fileId) or of a project of the student (projectId) as a job; read its state from GET /api/v1/plagiarisms/{userId}',
        body: START,
        response: {
          200: {
            type: 'object',
            properties: { status: { type: 'string', enum: ['queued', 'rejected'] }, id: { type: 'integer' } },
            required: ['status', 'id'],
          },
        },
      },
    },
    async (request) => {
      const session = requireSession(request);
      return startCheck({
        app,
        rootId: request.tenant.rootId,
        userId: session.userId,
        studentId: session.studentId,
        body: request.body,
      });
    },
  );

  app.get<{ Params: { userId: number }; Querystring: { rootId?: number } }>(
    '/api/v1/plagiarisms/:userId',
    {
      preHandler,
      schema: {
        tags,
        summary:
          "The signed-in user's plagiarism checks, newest first (another userId or rootId answers 403)",
        params: {
          type: 'object',
          properties: { userId: { type: 'integer', minimum: 1 } },
          required: ['userId'],
        },
        querystring: { type: 'object', properties: { rootId: { type: 'integer', minimum: 1 } } },
        response: {
          200: listOf(CHECK),
        },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const { rootId } = request.tenant;
      if (request.params.userId !== session.userId || (request.query.rootId ?? rootId) !== rootId)
        throw forbidden();
      const data = await listChecks({ db: app.db, rootId, userId: session.userId });
      return { data, total: data.length };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/v1/plagiarisms/checks/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'One check of the signed-in user with its matching passages beside their sources',
        params: idParams,
        response: { 200: { type: 'object', properties: { data: REPORT }, required: ['data'] } },
      },
    },
    async (request) => ({
      data: await getReport({
        db: app.db,
        rootId: request.tenant.rootId,
        userId: requireSession(request).userId,
        id: request.params.id,
      }),
    }),
  );

  app.get<{ Params: { id: number } }>(
    '/api/v1/plagiarisms/checks/:id/report.pdf',
    {
      preHandler,
      schema: { tags, summary: 'The report of a finished check as a PDF', params: idParams },
    },
    async (request, reply) => {
      const report = await getReport({
        db: app.db,
        rootId: request.tenant.rootId,
        userId: requireSession(request).userId,
        id: request.params.id,
      });
      if (report.check.status !== 'done')
        throw forbidden('Báo cáo chưa sẵn sàng / The report is not ready yet');
      const pdf = await renderReportPdf(report);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="plagiarism-report-${report.check.id}.pdf"`)
        .send(pdf);
    },
  );
}
