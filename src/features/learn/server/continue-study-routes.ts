import type { FastifyInstance } from 'fastify';
import { keepSentBody, sentBodyOf } from '../../../server/sent-body';
import { GENERIC_CODES, resultMessage } from '../../../core/index';
import { verifyChecksum } from '../../../server/verify-checksum';
import { requireModule, requireStudent } from '../../../server/guards';
import { listContinueStudies, submitContinueStudy } from './continue-study-service';
import type { ContinueStudyPayload } from './continue-study-service';
import { requestLocale as localeOf } from '../../../server/request-locale';
import { listOf } from '../../../server/list-schema';
import { ref } from './route-schemas';
import { CONTINUE_STUDY_KINDS } from '../shared/continue-study-kinds';
import { resultOf } from '../../../server/result-schema';

const tags = ['learn: continue study'];
const RULE = 'continueStudy.submit';
const LIST = listOf(ref('continue-study'));
const FORM = { $ref: 'https://schemas.unigate.vn/forms/continue-study.schema.json#' };

/** SPEC §7 continue-studies: submit (MD5 checksum; the server message is shown to the student) and my requests. */
export default async function continueStudyRoutes(app: FastifyInstance) {
  const preHandler = requireModule('continueStudy');

  app.get(
    '/api/v2/continue-studies',
    {
      preHandler,
      schema: {
        tags,
        summary: 'My continue-study requests with their status, and the kinds I may send now',
        response: {
          200: {
            ...LIST,
            properties: {
              ...LIST.properties,
              allowedKinds: {
                type: 'array',
                items: { type: 'string', enum: [...CONTINUE_STUDY_KINDS] },
                description:
                  'Kinds the student may send in their status: return requests for suspended, stopped or deferred students, extend-study otherwise',
              },
              phone: {
                type: 'string',
                description:
                  "The phone number of the student's profile ('' when none): the request form starts with it",
              },
            },
            required: [...LIST.required, 'allowedKinds', 'phone'],
          },
        },
      },
    },
    async (request) => {
      const { studentId } = requireStudent(request);
      return listContinueStudies({ db: app.db, rootId: request.tenant.rootId, studentId });
    },
  );

  app.post<{ Body: { payload: ContinueStudyPayload; checkSum: string } }>(
    '/api/v2/continue-studies/submit',
    {
      preValidation: keepSentBody,
      preHandler,
      schema: {
        tags,
        summary: 'Submits a continue-study request',
        description: `MD5 checksum rule '${RULE}' (payload as sent + '_continue_study'). code 1 saved; otherwise the message explains why (checksum -1, a request for the semester already pending or approved -3, not allowed -4).`,
        body: {
          type: 'object',
          required: ['payload', 'checkSum'],
          properties: { payload: FORM, checkSum: { type: 'string', pattern: '^[0-9a-fA-F]{32}$' } },
        },
        response: { 200: resultOf({ data: ref('continue-study') }) },
      },
    },
    async (request) => {
      const { studentId } = requireStudent(request);
      const locale = localeOf(request);
      if (!verifyChecksum({ rule: RULE, body: sentBodyOf(request) }))
        return {
          code: GENERIC_CODES.CHECKSUM_FAILED,
          message: resultMessage({ set: 'generic', code: GENERIC_CODES.CHECKSUM_FAILED, locale }),
        };
      return submitContinueStudy({
        db: app.db,
        rootId: request.tenant.rootId,
        studentId,
        payload: request.body.payload,
        locale,
        timeZone: request.tenant.registration.timezone,
      });
    },
  );
}
