import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { requireModule, requireStudent } from '../../../server/guards';
import { notFound } from '../../../server/http-errors';
import { tenantOrigin } from '../../../server/plugins/same-origin';
import { classes } from './class-tables';
import { courses } from './course-tables';
import { toClassView } from './class-views';
import { createTimetableService } from './timetable-service';
import { createCalendarService } from './calendar-service';
import { listOf } from '../../../server/list-schema';
import { dataOf, idParam, ref, semesterCode } from './route-schemas';

const tags = ['learn: timetable'];
const JSON_TYPE = 'application/json; charset=utf-8';
const semesterQuery = { type: 'object', additionalProperties: false, properties: { semester: semesterCode } };
const TIMETABLE = {
  type: 'object',
  properties: {
    data: { type: 'array', items: ref('timetable-slot') },
    total: { type: 'integer' },
    currentWeek: {
      type: 'integer',
      description: 'Teaching week of today (week 1 holds the semester start, Monday first)',
    },
    semester: {
      type: 'object',
      properties: {
        semester: { type: 'string' },
        name: { type: 'string' },
        nameEn: { type: 'string' },
        startDate: { type: 'string' },
        endDate: { type: 'string' },
      },
    },
  },
};

/** SPEC §7 timetable and class calls, plus the calendar export (.ics download and secret subscription URL). */
export default async function timetableRoutes(app: FastifyInstance) {
  const service = createTimetableService(app);
  const calendar = createCalendarService({ app, timetable: service });
  const preHandler = requireModule('timetable');

  app.get<{ Querystring: { semester?: string } }>(
    '/api/v2/timetables/student-timetable',
    {
      preHandler,
      schema: {
        tags,
        summary: 'My weekly timetable of a semester (default: the current one)',
        querystring: semesterQuery,
        response: { 200: TIMETABLE },
      },
    },
    async (request, reply) =>
      reply.type(JSON_TYPE).send(
        await service.timetableJson({
          tenant: request.tenant,
          studentId: requireStudent(request).studentId,
          semester: request.query.semester,
          role: 'student',
          serialize: (answer) => String(reply.serialize(answer)),
        }),
      ),
  );
  app.get<{ Querystring: { semester?: string } }>(
    '/api/v2/timetables/student-assistant-timetable',
    {
      preHandler,
      schema: {
        tags,
        summary: 'The timetable of the classes I assist',
        querystring: semesterQuery,
        response: { 200: TIMETABLE },
      },
    },
    async (request, reply) =>
      reply.type(JSON_TYPE).send(
        await service.timetableJson({
          tenant: request.tenant,
          studentId: requireStudent(request).studentId,
          semester: request.query.semester,
          role: 'assistant',
          serialize: (answer) => String(reply.serialize(answer)),
        }),
      ),
  );
  app.get<{ Querystring: { semester?: string } }>(
    '/api/v2/timetables/student-classes',
    {
      preHandler,
      schema: {
        tags,
        summary: 'My classes of a semester (SPEC §3 Class)',
        querystring: semesterQuery,
        response: { 200: listOf(ref('class')) },
      },
    },
    async (request) => {
      const rows = await service.studentClasses({
        tenant: request.tenant,
        studentId: requireStudent(request).studentId,
        semester: request.query.semester,
      });
      const data = rows.map(({ c, credits }) => toClassView({ row: c, credits, waitlistCount: 0 }));
      return { data, total: data.length };
    },
  );
  app.get<{ Querystring: { semester?: string } }>(
    '/api/v2/timetables/student-class-info-list',
    {
      preHandler,
      schema: {
        tags,
        summary: 'My classes (as student and as assistant) with seats and exam sittings: the exam schedule',
        querystring: semesterQuery,
        response: { 200: listOf(ref('student-class-info')) },
      },
    },
    async (request, reply) =>
      reply.type(JSON_TYPE).send(
        await service.classInfoJson({
          tenant: request.tenant,
          studentId: requireStudent(request).studentId,
          semester: request.query.semester,
          serialize: (answer) => String(reply.serialize(answer)),
        }),
      ),
  );
  app.get<{ Params: { id: number } }>(
    '/api/v1/classes/:id',
    {
      schema: {
        tags,
        summary: 'A class of the tenant (SPEC §3 Class, every field, with derived flags)',
        params: idParam,
        response: { 200: dataOf(ref('class')) },
      },
    },
    async (request) => {
      requireStudent(request);
      const [row] = await app.db
        .select({ c: classes, credits: courses.credits })
        .from(classes)
        .innerJoin(courses, eq(courses.id, classes.courseId))
        .where(and(eq(classes.id, request.params.id), eq(classes.rootId, request.tenant.rootId)));
      if (!row) throw notFound();
      return { data: toClassView({ row: row.c, credits: row.credits, waitlistCount: row.c.waiting }) };
    },
  );

  app.get(
    '/api/v2/timetables/calendar.ics',
    { preHandler, schema: { tags, summary: 'Download my lessons and exams as an iCalendar file' } },
    async (request, reply) => {
      const ics = await calendar.calendarFor({
        tenant: request.tenant,
        studentId: requireStudent(request).studentId,
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="thoi-khoa-bieu.ics"')
        .send(ics);
    },
  );
  app.get(
    '/api/v2/timetables/calendar-token',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Whether I have an active calendar subscription link',
        response: {
          200: dataOf({
            type: 'object',
            properties: { isActive: { type: 'boolean' }, createdAt: { type: 'string' } },
          }),
        },
      },
    },
    async (request) => ({
      data: await calendar.tokenStatus({ studentId: requireStudent(request).studentId }),
    }),
  );
  app.post(
    '/api/v2/timetables/calendar-token',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Creates a secret calendar subscription URL (shown once; earlier links stop working)',
        response: {
          200: {
            type: 'object',
            properties: {
              code: { type: 'integer' },
              data: { type: 'object', properties: { token: { type: 'string' }, url: { type: 'string' } } },
            },
          },
        },
      },
    },
    async (request) => ({
      code: 1,
      data: await calendar.createToken({
        tenant: request.tenant,
        studentId: requireStudent(request).studentId,
        origin: tenantOrigin({ request, settings: app.settings }),
      }),
    }),
  );
  app.post(
    '/api/v2/timetables/calendar-token/revoke',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Revokes my calendar subscription URL',
        response: { 200: { type: 'object', properties: { code: { type: 'integer' } } } },
      },
    },
    async (request) => {
      await calendar.revokeTokens({ studentId: requireStudent(request).studentId });
      return { code: 1 };
    },
  );
  app.get<{ Params: { token: string } }>(
    '/api/v2/timetables/subscription/:token.ics',
    {
      schema: {
        tags,
        summary: 'Public calendar feed of a subscription token (no session; 404 once revoked)',
        params: {
          type: 'object',
          properties: { token: { type: 'string', pattern: '^[A-Za-z0-9_-]{20,64}$' } },
          required: ['token'],
        },
      },
    },
    async (request, reply) => {
      const ics = await calendar.calendarByToken({ tenant: request.tenant, token: request.params.token });
      if (!ics)
        throw notFound('Liên kết lịch không tồn tại hoặc đã bị thu hồi / Unknown or revoked calendar link');
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=900')
        .send(ics);
    },
  );
}
