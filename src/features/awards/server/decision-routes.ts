import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listOf } from '../../../server/list-schema';
import { and, desc, eq } from 'drizzle-orm';
import { GENERIC_CODES } from '../../../core/index';
import { isStaffSession, requireModule, requireSession, studentOrStaffOnly } from '../../../server/guards';
import { notFound } from '../../../server/http-errors';
import { keepSentBody, sentBodyOf } from '../../../server/sent-body';
import { verifyChecksum } from '../../../server/verify-checksum';
import { listDecisions, saveDecision, submitDecision } from './decision-service';
import type { DecisionInput } from './decision-service';
import { students } from '../../people/shared/tables';
import { decisions, disciplines, rewards, staffAwardCategories } from './tables';

const tags = ['decisions'];
const DECISION = { $ref: 'https://schemas.unigate.vn/entities/decision.json#' };
const REWARD = { $ref: 'https://schemas.unigate.vn/entities/reward.json#' };
const DISCIPLINE = { $ref: 'https://schemas.unigate.vn/entities/discipline.json#' };
const decisionData = {
  type: 'object',
  properties: {
    id: { type: 'integer', minimum: 1 },
    lastUpdate: { type: 'string', format: 'date-time' },
    kind: { type: 'string', enum: ['reward', 'discipline', 'scholarship'] },
    number: { type: 'string', maxLength: 50 },
    title: { type: 'string', minLength: 3, maxLength: 300 },
    content: { type: 'string', maxLength: 5000 },
    awardId: { type: 'integer' },
    studentIds: { type: 'array', maxItems: 2000, items: { type: 'integer', minimum: 1 } },
    signer: { type: 'string', maxLength: 100 },
    signedDate: {
      anyOf: [
        { type: 'string', format: 'date' },
        { type: 'string', maxLength: 0 },
      ],
    },
    amount: { type: 'integer', minimum: 0, maximum: 1_000_000_000 },
    disciplineForm: { type: 'string', enum: ['reprimand', 'warning', 'suspension', 'expulsion'] },
  },
  required: ['kind', 'title', 'studentIds'],
  additionalProperties: false,
};
const decisionBody = {
  type: 'object',
  properties: { data: decisionData, checkSum: { type: 'string', minLength: 1, maxLength: 128 } },
  required: ['data', 'checkSum'],
  additionalProperties: false,
};
const result = {
  type: 'object',
  properties: { code: { type: 'integer' }, data: { oneOf: [{ type: 'null' }, DECISION] } },
  required: ['code', 'data'],
};
const subjectQuery = {
  type: 'object',
  properties: { subject: { type: 'string', enum: ['student', 'staff'], default: 'student' } },
  additionalProperties: false,
};

/** The student a reward or discipline row is about (none for staff rows). */
const studentOf = (table: typeof rewards | typeof disciplines) =>
  and(eq(students.rootId, table.rootId), eq(students.id, table.studentId));

/** Whether the session is staff (SPEC §6 levels 1, 2, 3, 5 with no student or teacher record). */
const isStaff = (request: FastifyRequest) => isStaffSession(requireSession(request));

/** SPEC §7 decisions, rewards and disciplines: students read their own, staff all and draft/issue decisions. */
export default async function decisionRoutes(app: FastifyInstance) {
  const preHandler = requireModule('rewardsDisciplines');

  /** The reader's scope: staff see every row of `subject`; anyone else only their own student rows. */
  const scopeOf = (request: FastifyRequest<{ Querystring: { subject: string } }>) =>
    isStaff(request)
      ? { subject: request.query.subject, studentId: undefined }
      : { subject: 'student', studentId: requireSession(request).studentId };

  app.get<{ Querystring: { subject: string } }>(
    '/api/v1/rewards',
    {
      preValidation: [preHandler, studentOrStaffOnly],
      schema: {
        tags,
        summary: 'Rewards: a student their own; staff the student or staff list (subject)',
        querystring: subjectQuery,
        response: { 200: listOf(REWARD) },
      },
    },
    async (request) => {
      const { subject, studentId } = scopeOf(request);
      const rows = await app.db
        .select({
          reward: rewards,
          categoryName: staffAwardCategories.name,
          categoryNameEn: staffAwardCategories.nameEn,
          decisionNumber: decisions.number,
          studentName: students.fullName,
          studentCode: students.studentCode,
        })
        .from(rewards)
        .leftJoin(staffAwardCategories, eq(staffAwardCategories.id, rewards.categoryId))
        .leftJoin(decisions, eq(decisions.id, rewards.decisionId))
        .leftJoin(students, studentOf(rewards))
        .where(
          and(
            eq(rewards.rootId, request.tenant.rootId),
            eq(rewards.subject, subject),
            studentId !== undefined ? eq(rewards.studentId, studentId) : undefined,
          ),
        )
        .orderBy(desc(rewards.date), desc(rewards.id));
      const data = rows.map((row) => ({
        ...row.reward,
        categoryName: row.categoryName ?? '',
        categoryNameEn: row.categoryNameEn ?? '',
        decisionNumber: row.decisionNumber ?? '',
        studentName: row.studentName ?? '',
        studentCode: row.studentCode ?? '',
      }));
      return { data, total: data.length };
    },
  );

  app.get<{ Querystring: { subject: string } }>(
    '/api/v1/disciplines',
    {
      preValidation: [preHandler, studentOrStaffOnly],
      schema: {
        tags,
        summary: 'Disciplines: a student their own; staff the student or staff list (subject)',
        querystring: subjectQuery,
        response: { 200: listOf(DISCIPLINE) },
      },
    },
    async (request) => {
      const { subject, studentId } = scopeOf(request);
      const rows = await app.db
        .select({
          discipline: disciplines,
          decisionNumber: decisions.number,
          studentName: students.fullName,
          studentCode: students.studentCode,
        })
        .from(disciplines)
        .leftJoin(decisions, eq(decisions.id, disciplines.decisionId))
        .leftJoin(students, studentOf(disciplines))
        .where(
          and(
            eq(disciplines.rootId, request.tenant.rootId),
            eq(disciplines.subject, subject),
            studentId !== undefined ? eq(disciplines.studentId, studentId) : undefined,
          ),
        )
        .orderBy(desc(disciplines.date), desc(disciplines.id));
      const data = rows.map((row) => ({
        ...row.discipline,
        decisionNumber: row.decisionNumber ?? '',
        studentName: row.studentName ?? '',
        studentCode: row.studentCode ?? '',
      }));
      return { data, total: data.length };
    },
  );

  app.get<{ Querystring: { kind?: string; status?: string } }>(
    '/api/v1/decisions',
    {
      preValidation: [preHandler, studentOrStaffOnly],
      schema: {
        tags,
        summary: 'Decisions: a student the issued ones naming them; staff all (drafts too)',
        querystring: {
          type: 'object',
          properties: {
            kind: { type: 'string', enum: ['reward', 'discipline', 'scholarship'] },
            status: { type: 'string', enum: ['draft', 'submitted'] },
          },
          additionalProperties: false,
        },
        response: { 200: listOf(DECISION) },
      },
    },
    async (request) => {
      const staff = isStaff(request);
      const data = await listDecisions({
        db: app.db,
        rootId: request.tenant.rootId,
        studentId: staff ? undefined : requireSession(request).studentId,
        ...request.query,
      });
      return { data, total: data.length };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/v1/decisions/:id',
    {
      preValidation: [preHandler, studentOrStaffOnly],
      schema: {
        tags,
        summary: 'One decision the reader may see; 404 otherwise',
        params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] },
        response: { 200: { type: 'object', properties: { data: DECISION } } },
      },
    },
    async (request) => {
      const staff = isStaff(request);
      const visible = await listDecisions({
        db: app.db,
        rootId: request.tenant.rootId,
        studentId: staff ? undefined : requireSession(request).studentId,
      });
      const data = visible.find((decision) => decision.id === request.params.id);
      if (!data) throw notFound();
      return { data };
    },
  );

  for (const action of ['save', 'submit'] as const) {
    app.post<{ Body: { data: DecisionInput; checkSum: string } }>(
      `/api/v1/decisions/${action}`,
      {
        preValidation: keepSentBody,
        preHandler,
        schema: {
          tags,
          summary:
            action === 'save'
              ? 'Staff: creates (no id) or updates (id + lastUpdate) a draft decision; checksum rule decisions.save (SHA-256 of the data JSON + "_decision"). Codes: 1, 0 stale, -1 checksum, -2 not found, -3 already issued, -4 not staff'
              : 'Staff: issues a decision (saving it first) and records its rewards or disciplines; checksum rule decisions.submit. Any failure answers {code 0, data null}; -1 checksum, -4 not staff',
          body: decisionBody,
          response: { 200: result },
        },
      },
      async (request) => {
        if (!isStaff(request)) return { code: GENERIC_CODES.FORBIDDEN, data: null };
        if (!verifyChecksum({ rule: `decisions.${action}`, body: sentBodyOf(request) }))
          return { code: GENERIC_CODES.CHECKSUM_FAILED, data: null };
        const input = {
          db: app.db,
          rootId: request.tenant.rootId,
          userId: requireSession(request).userId,
          data: request.body.data,
        };
        if (action === 'save') return saveDecision(input);
        return submitDecision({ ...input, timeZone: request.tenant.registration.timezone });
      },
    );
  }
}
