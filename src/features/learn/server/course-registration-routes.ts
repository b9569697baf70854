import type { FastifyInstance } from 'fastify';
import { GENERIC_CODES, resultMessage } from '../../../core/index';
import { verifyChecksum } from '../../../server/verify-checksum';
import { requireModule, requireStudent } from '../../../server/guards';
import { requestLocale as localeOf } from '../../../server/request-locale';
import { createCoursePlanService } from './registration/course-plan-service';
import type { PlanInput } from './registration/course-plan-service';
import { listOf } from '../../../server/list-schema';
import { checkSum, paging, ref, semesterCode } from './route-schemas';
import { resultOf } from '../../../server/result-schema';
import type { CourseOfferingsInput } from './registration/course-offerings';

const tags = ['learn: course registration'];
const RULE = 'courseRegistration.register';
const planBody = {
  type: 'object',
  additionalProperties: false,
  required: ['semester', 'courses'],
  properties: {
    semester: semesterCode,
    courses: {
      type: 'array',
      maxItems: 40,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['courseId', 'state'],
        properties: {
          courseId: { type: 'integer', minimum: 1 },
          state: { type: 'integer', enum: [0, 1, 2] },
        },
      },
    },
  },
};
const VERDICT = {
  type: 'object',
  properties: {
    accepted: { type: 'boolean' },
    totalCredits: { type: 'integer' },
    reasons: { type: 'array', items: ref('registration-reason') },
    courses: { type: 'array', items: ref('course-plan-item') },
  },
};
const SUMMARY = {
  type: 'object',
  properties: {
    totalCredits: { type: 'integer' },
    minCredits: { type: 'integer' },
    maxCredits: { type: 'integer' },
    isWarning: { type: 'boolean' },
    isMinStrict: { type: 'boolean' },
    isSemesterOpen: { type: 'boolean' },
    window: {
      type: 'object',
      properties: {
        isOpen: { type: 'boolean' },
        reason: { type: 'string', enum: ['open', 'not-yet', 'closed', 'no-window'] },
        opensAt: { type: 'string' },
        closesAt: { type: 'string' },
      },
    },
  },
};

/** Course registration (step 1): catalogue, plan, validation and submit (SPEC §4 state none 0 / registered 1 / planning 2). */
export default async function courseRegistrationRoutes(app: FastifyInstance) {
  const service = createCoursePlanService(app);
  const preHandler = requireModule('courseRegistration');

  app.get<{ Querystring: CourseOfferingsInput['query'] }>(
    '/api/v1/course-registrations/courses',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Courses with classes in a semester: seats left, prerequisites (passed or not) and my state',
        querystring: {
          type: 'object',
          required: ['semester'],
          additionalProperties: false,
          properties: {
            semester: semesterCode,
            search: { type: 'string', maxLength: 100 },
            inProgram: { type: 'boolean' },
            passed: {
              type: 'boolean',
              description: 'false: leave out the courses I already passed; true: only those; absent: all',
            },
            ...paging,
          },
        },
        response: { 200: listOf(ref('course-offering')) },
      },
    },
    async (request) =>
      service.offerings({
        tenant: request.tenant,
        studentId: requireStudent(request).studentId,
        query: request.query,
      }),
  );

  app.get<{ Querystring: { semester: string } }>(
    '/api/v1/course-registrations',
    {
      preHandler,
      schema: {
        tags,
        summary: 'My course plan for a semester, with credit bounds and the registration window',
        querystring: { type: 'object', required: ['semester'], properties: { semester: semesterCode } },
        response: {
          200: {
            type: 'object',
            properties: {
              data: { type: 'array', items: ref('course-plan-item') },
              total: { type: 'integer' },
              summary: SUMMARY,
            },
          },
        },
      },
    },
    async (request) =>
      service.plan({
        tenant: request.tenant,
        studentId: requireStudent(request).studentId,
        semester: request.query.semester,
      }),
  );

  app.post<{ Body: { data: PlanInput } }>(
    '/api/v1/course-registrations/validate',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Checks a course plan without saving it',
        body: { type: 'object', required: ['data'], properties: { data: planBody } },
        response: { 200: { type: 'object', properties: { data: VERDICT } } },
      },
    },
    async (request) => ({
      data: await service.validate({
        tenant: request.tenant,
        studentId: requireStudent(request).studentId,
        input: request.body.data,
      }),
    }),
  );

  app.post<{ Body: { data: PlanInput; checkSum: string } }>(
    '/api/v1/course-registrations/submit',
    {
      preHandler,
      schema: {
        tags,
        summary:
          'Saves the course plan of a semester when every rule passes (credits per standing, prerequisites, window)',
        description: `Checksum rule '${RULE}'. code 1 saved, 0 refused (reasons explained), -1 checksum mismatch. Courses left out go back to state none; a course with a class held stays registered.`,
        body: { type: 'object', required: ['data', 'checkSum'], properties: { data: planBody, checkSum } },
        response: { 200: resultOf({ data: VERDICT }) },
      },
    },
    async (request) => {
      const { studentId } = requireStudent(request);
      const locale = localeOf(request);
      if (!verifyChecksum({ rule: RULE, body: request.body })) {
        return {
          code: GENERIC_CODES.CHECKSUM_FAILED,
          message: resultMessage({ set: 'generic', code: GENERIC_CODES.CHECKSUM_FAILED, locale }),
        };
      }
      const verdict = await service.submit({ tenant: request.tenant, studentId, input: request.body.data });
      const pick = (r: { message: string; messageEn: string }) => (locale === 'en' ? r.messageEn : r.message);
      const messages = [...verdict.reasons.map(pick), ...verdict.courses.flatMap((c) => c.reasons.map(pick))];
      const code = verdict.accepted ? GENERIC_CODES.SUCCESS : GENERIC_CODES.FAILED;
      return {
        code,
        message: [resultMessage({ set: 'generic', code, locale }), ...messages].join(' '),
        data: verdict,
      };
    },
  );
}
