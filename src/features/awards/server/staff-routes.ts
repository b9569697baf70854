import type { FastifyInstance } from 'fastify';
import { listOf } from '../../../server/list-schema';
import { and, eq } from 'drizzle-orm';
import { requireModule, requireStaff, staffOnly } from '../../../server/guards';
import { notFound } from '../../../server/http-errors';
import { requestLocale } from '../../../server/request-locale';
import { applicationsCsv, applicationsOf, callsWithCounts, reviewApplication } from './review-service';
import type { ApplicationQuery } from './review-service';
import { awards } from './tables';
import { lookUpStudents, STUDENT_LOOKUP_LIMIT } from './student-lookup';
import type { StudentLookupQuery } from './student-lookup';

const tags = ['awards-staff'];
const AWARD_APPLICATION = { $ref: 'https://schemas.unigate.vn/entities/award-application.json#' };
const STUDENT_NAME = { $ref: 'https://schemas.unigate.vn/entities/student-name.json#' };
/** The filters of a call's applications (the list and its CSV). */
const APPLICATION_STATUS = { type: 'string', enum: ['submitted', 'reviewing', 'approved', 'rejected'] };
const SEARCH = { type: 'string', maxLength: 100 };
const idParam = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] };

/** The staff review area: calls with counts, a call's applications, approve/reject, CSV export. */
export default async function staffRoutes(app: FastifyInstance) {
  const preHandler = requireModule('scholarship');
  const guard = [preHandler, staffOnly];

  const awardOf = async (rootId: number, id: number) => {
    const [row] = await app.db
      .select({ id: awards.id, code: awards.code })
      .from(awards)
      .where(and(eq(awards.id, id), eq(awards.rootId, rootId)));
    if (!row) throw notFound();
    return row;
  };

  app.get<{ Querystring: StudentLookupQuery }>(
    '/api/v1/staff/students',
    {
      preValidation: [requireModule('rewardsDisciplines'), staffOnly],
      schema: {
        tags,
        summary: `Staff: students by code or name (at most ${STUDENT_LOOKUP_LIMIT}, diacritics ignored) or by ids, to name them in a decision`,
        querystring: {
          type: 'object',
          properties: {
            search: { type: 'string', minLength: 2, maxLength: 100 },
            ids: { type: 'array', maxItems: 200, items: { type: 'integer', minimum: 1 } },
          },
          additionalProperties: false,
        },
        response: { 200: listOf(STUDENT_NAME) },
      },
    },
    async (request) => {
      requireStaff(request);
      const data = await lookUpStudents({ db: app.db, rootId: request.tenant.rootId, query: request.query });
      return { data, total: data.length };
    },
  );

  app.get(
    '/api/v1/staff/awards',
    {
      preValidation: guard,
      schema: { tags, summary: 'Staff: every call with its application counts by status' },
    },
    async (request) => {
      requireStaff(request);
      const data = await callsWithCounts({ db: app.db, tenant: request.tenant });
      return { data, total: data.length };
    },
  );

  app.get<{ Params: { id: number }; Querystring: ApplicationQuery }>(
    '/api/v1/staff/awards/:id/applications',
    {
      preValidation: guard,
      schema: {
        tags,
        summary: "Staff: a call's submitted applications (drafts are the students' own), filtered and paged",
        params: idParam,
        querystring: {
          type: 'object',
          properties: {
            status: APPLICATION_STATUS,
            search: SEARCH,
            page: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: 200, default: 20 },
          },
          additionalProperties: false,
        },
        response: {
          200: listOf(AWARD_APPLICATION),
        },
      },
    },
    async (request) => {
      requireStaff(request);
      await awardOf(request.tenant.rootId, request.params.id);
      return applicationsOf({
        db: app.db,
        rootId: request.tenant.rootId,
        awardId: request.params.id,
        query: request.query,
      });
    },
  );

  app.post<{
    Params: { id: number };
    Body: { action: 'review' | 'approve' | 'reject'; note?: string; lastUpdate: string };
  }>(
    '/api/v1/staff/award-applications/:id/review',
    {
      preValidation: guard,
      schema: {
        tags,
        summary:
          'Staff: takes an application into review, approves or rejects it (a reason is required). Codes: 1, 0 stale lastUpdate, -2 not found, -4 not allowed from its status',
        params: idParam,
        body: {
          type: 'object',
          properties: {
            action: { type: 'string', enum: ['review', 'approve', 'reject'] },
            note: { type: 'string', maxLength: 2000, default: '' },
            lastUpdate: { type: 'string', format: 'date-time' },
          },
          required: ['action', 'lastUpdate'],
          additionalProperties: false,
        },
        response: {
          200: {
            type: 'object',
            properties: {
              code: { type: 'integer' },
              message: { type: 'string', description: 'What was done or refused, in the X-Locale language' },
              data: { oneOf: [{ type: 'null' }, AWARD_APPLICATION] },
            },
            required: ['code', 'message', 'data'],
          },
        },
      },
    },
    async (request) => {
      const session = requireStaff(request);
      return reviewApplication({
        db: app.db,
        rootId: request.tenant.rootId,
        userId: session.userId,
        id: request.params.id,
        action: request.body.action,
        note: request.body.note ?? '',
        lastUpdate: request.body.lastUpdate,
        locale: requestLocale(request),
      });
    },
  );

  app.get<{ Params: { id: number }; Querystring: Pick<ApplicationQuery, 'status' | 'search'> }>(
    '/api/v1/staff/awards/:id/applications.csv',
    {
      preValidation: guard,
      schema: {
        tags,
        summary: "Staff: a call's submitted applications as CSV, filtered as the list (status, search)",
        params: idParam,
        querystring: {
          type: 'object',
          properties: { status: APPLICATION_STATUS, search: SEARCH },
          additionalProperties: false,
        },
      },
    },
    async (request, reply) => {
      requireStaff(request);
      const award = await awardOf(request.tenant.rootId, request.params.id);
      const csv = await applicationsCsv({
        db: app.db,
        rootId: request.tenant.rootId,
        awardId: award.id,
        filters: request.query,
        timeZone: request.tenant.registration.timezone,
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${award.code.replace(/[^A-Za-z0-9_-]/g, '_')}.csv"`,
        )
        .send(csv);
    },
  );
}
