import type { FastifyInstance } from 'fastify';
import { GENERIC_CODES, resultMessage } from '../../../core/index';
import { verifyChecksum } from '../../../server/verify-checksum';
import { requireModule, requireStudent } from '../../../server/guards';
import { requestLocale as localeOf } from '../../../server/request-locale';
import { createClassRegistrationService } from './registration/class-registration-service';
import type { OfferingQuery } from './registration/browse-offerings';
import { COURSE_QUERY, OFFERED_COURSE, OFFERING_QUERY } from './class-registration-schemas';
import { listOf } from '../../../server/list-schema';
import { checkSum, dataOf, ref, semesterCode } from './route-schemas';
import { resultOf } from '../../../server/result-schema';

const tags = ['learn: class registration'];
const OUTCOMES = {
  type: 'object',
  properties: { results: { type: 'array', items: ref('class-registration-outcome') } },
};
const basket = {
  type: 'object',
  additionalProperties: false,
  required: ['classIds'],
  properties: {
    classIds: { type: 'array', minItems: 1, maxItems: 20, items: { type: 'integer', minimum: 1 } },
  },
};
const RULE = 'classRegistration.register';

/** Class registration calls: search with live seats, basket validation, register, drop. */
export default async function classRegistrationRoutes(app: FastifyInstance) {
  const service = createClassRegistrationService(app);
  const preHandler = requireModule('classRegistration');
  const checksumFailed = (locale: 'vi' | 'en') => ({
    code: GENERIC_CODES.CHECKSUM_FAILED,
    message: resultMessage({ set: 'generic', code: GENERIC_CODES.CHECKSUM_FAILED, locale }),
  });

  app.get<{ Querystring: OfferingQuery }>(
    '/api/v1/class-registrations/classes',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Classes open in a semester with live seats, waiting list size and my status',
        description:
          'Filtered and paged on the server; classes of courses in my programme come first. search and teacher ignore diacritics and case ("giai tich" finds "Giải tích"; đ = d); search looks at the class code, course code, course name (vi and en) and teacher name, every word anywhere. day and period together: a meeting on that day covering that period. inProgram keeps only courses of my programme (ignored for a student without one). hasSeats reads seats at most a second old; the rows answered carry live counts.',
        querystring: OFFERING_QUERY,
        response: { 200: listOf(ref('class-offering')) },
      },
    },
    async (request) =>
      service.offerings({
        tenant: request.tenant,
        studentId: requireStudent(request).studentId,
        query: request.query,
      }),
  );

  app.get<{ Querystring: { semester: string; inProgram?: boolean } }>(
    '/api/v1/class-registrations/courses',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Courses with classes in a semester (the class list filter), my programme first',
        querystring: COURSE_QUERY,
        response: { 200: listOf(OFFERED_COURSE) },
      },
    },
    async (request) => {
      const data = await service.courses({
        tenant: request.tenant,
        studentId: requireStudent(request).studentId,
        semester: request.query.semester,
        inProgram: request.query.inProgram,
      });
      return { data, total: data.length };
    },
  );

  app.get<{ Querystring: { semester: string } }>(
    '/api/v1/class-registrations',
    {
      preHandler,
      schema: {
        tags,
        summary: 'My seats and waiting places in a semester',
        querystring: { type: 'object', required: ['semester'], properties: { semester: semesterCode } },
        response: { 200: listOf(ref('class-registration')) },
      },
    },
    async (request) => {
      const data = await service.mine({
        tenant: request.tenant,
        studentId: requireStudent(request).studentId,
        semester: request.query.semester,
      });
      return { data, total: data.length };
    },
  );

  app.get<{ Querystring: { ids: number[] } }>(
    '/api/v1/class-registrations/seats',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Live seat counts of some classes',
        querystring: {
          type: 'object',
          required: ['ids'],
          properties: {
            ids: { type: 'array', minItems: 1, maxItems: 100, items: { type: 'integer', minimum: 1 } },
          },
        },
        response: {
          200: listOf({
            type: 'object',
            properties: {
              id: { type: 'integer' },
              capacity: { type: 'integer' },
              studentNum: { type: 'integer' },
              waitlistCount: { type: 'integer' },
            },
          }),
        },
      },
    },
    async (request) => {
      requireStudent(request);
      const data = await service.seats({ tenant: request.tenant, ids: request.query.ids });
      return { data, total: data.length };
    },
  );

  app.post<{ Body: { data: { classIds: number[] } } }>(
    '/api/v1/class-registrations/validate',
    {
      preHandler,
      // A dry run: nothing to keep for a retry.
      config: { idempotency: 'off' },
      schema: {
        tags,
        summary:
          'Checks a basket without registering: refusals (with clashes inside the basket), seats or waiting list',
        body: { type: 'object', required: ['data'], properties: { data: basket } },
        response: { 200: dataOf(OUTCOMES) },
      },
    },
    async (request) => ({
      data: {
        results: await service.validate({
          tenant: request.tenant,
          studentId: requireStudent(request).studentId,
          classIds: request.body.data.classIds,
        }),
      },
    }),
  );

  app.post<{ Body: { data: { classIds: number[] }; checkSum: string } }>(
    '/api/v1/class-registrations/register',
    {
      preHandler,
      // The service keeps each class's answer with its seat (kept-answers.ts).
      config: { idempotency: 'service' },
      schema: {
        tags,
        summary:
          'Registers a basket of classes in order: a seat, a waiting place (full class) or a refusal explained per class',
        description: `Checksum rule '${RULE}' (SHA-256 of the canonical JSON of data + '_registration'). code 1 when every class got a seat or a waiting place, 0 when some were refused, -1 on a checksum mismatch.`,
        body: { type: 'object', required: ['data', 'checkSum'], properties: { data: basket, checkSum } },
        response: { 200: resultOf({ data: OUTCOMES }) },
      },
    },
    async (request) => {
      const { studentId } = requireStudent(request);
      const locale = localeOf(request);
      if (!verifyChecksum({ rule: RULE, body: request.body })) return checksumFailed(locale);
      const results = await service.register({
        tenant: request.tenant,
        studentId,
        classIds: request.body.data.classIds,
        idempotency: request.idempotency,
      });
      const code = results.every((r) => r.status !== 'refused')
        ? GENERIC_CODES.SUCCESS
        : GENERIC_CODES.FAILED;
      const refused = results.filter((r) => r.status === 'refused');
      const message =
        code === GENERIC_CODES.SUCCESS
          ? results.map((r) => (locale === 'en' ? r.reasons[0].messageEn : r.reasons[0].message)).join(' ')
          : refused
              .flatMap((r) =>
                r.reasons.map((reason) => (locale === 'en' ? reason.messageEn : reason.message)),
              )
              .join(' ');
      return { code, message, data: { results } };
    },
  );

  app.post<{ Body: { data: { classId: number }; checkSum: string } }>(
    '/api/v1/class-registrations/drop',
    {
      preHandler,
      config: { idempotency: 'service' },
      schema: {
        tags,
        summary: 'Drops a seat (the first waiting student is promoted and notified) or leaves a waiting list',
        description: `Checksum rule '${RULE}' over data.`,
        body: {
          type: 'object',
          required: ['data', 'checkSum'],
          properties: {
            data: {
              type: 'object',
              additionalProperties: false,
              required: ['classId'],
              properties: { classId: { type: 'integer', minimum: 1 } },
            },
            checkSum,
          },
        },
        response: { 200: resultOf({ data: ref('class-registration-outcome') }) },
      },
    },
    async (request) => {
      const { studentId } = requireStudent(request);
      const locale = localeOf(request);
      if (!verifyChecksum({ rule: RULE, body: request.body })) return checksumFailed(locale);
      const outcome = await service.drop({
        tenant: request.tenant,
        studentId,
        classId: request.body.data.classId,
        idempotency: request.idempotency,
      });
      const message = outcome.reasons
        .map((reason) => (locale === 'en' ? reason.messageEn : reason.message))
        .join(' ');
      return {
        code: outcome.status === 'refused' ? GENERIC_CODES.FAILED : GENERIC_CODES.SUCCESS,
        message,
        data: outcome,
      };
    },
  );
}
