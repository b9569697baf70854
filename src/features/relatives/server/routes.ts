import type { FastifyInstance, FastifyRequest } from 'fastify';
import { keepSentBody, sentBodyOf } from '../../../server/sent-body';
import { GENERIC_CODES, resultMessage } from '../../../core/index';
import { verifyChecksum } from '../../../server/verify-checksum';
import { requireModule, requireStudent } from '../../../server/guards';
import { badRequest } from '../../../server/http-errors';
import { deleteRelative, getRelative, listRelatives, saveRelative } from './relative-service';
import type { RelativeFormData } from './relative-values';
import { requestLocale } from '../../../server/request-locale';
import { createTenantFormValidator } from '../../../server/tenant-form-validator';
import { resultOf } from '../../../server/result-schema';
import { listOf } from '../../../server/list-schema';

const RELATIVE = { $ref: 'https://schemas.unigate.vn/entities/relative.json#' };
const FORM_ID = 'https://schemas.unigate.vn/forms/relative.schema.json';
const tags = ['relatives'];
const CHECKSUM_RULE = 'relatives.save';
const checkSum = { type: 'string', minLength: 1, maxLength: 128 };

/** SPEC §5 checksum of a relatives call; a mismatch is answered with the generic CHECKSUM_FAILED code. */
const checksumFailure = (request: FastifyRequest) =>
  verifyChecksum({ rule: CHECKSUM_RULE, body: sentBodyOf(request) })
    ? null
    : {
        code: GENERIC_CODES.CHECKSUM_FAILED,
        message: resultMessage({
          set: 'generic',
          code: GENERIC_CODES.CHECKSUM_FAILED,
          locale: requestLocale(request),
        }),
      };

/** SPEC §7 relatives: the signed-in student's family members and guardians (never another student's). */
export default async function relativeRoutes(app: FastifyInstance) {
  const preHandler = requireModule('relatives');
  const validateForm = createTenantFormValidator({ app, formName: 'relative', formId: FORM_ID });

  app.get(
    '/api/v1/relatives',
    {
      preHandler,
      schema: {
        tags,
        summary: "The signed-in student's relatives",
        response: {
          200: listOf(RELATIVE),
        },
      },
    },
    async (request) => {
      const { studentId } = requireStudent(request);
      const data = await listRelatives({ db: app.db, rootId: request.tenant.rootId, studentId });
      return { data, total: data.length };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/v1/relatives/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: "One of the signed-in student's relatives (prefills the edit form)",
        params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] },
        response: { 200: { type: 'object', properties: { data: RELATIVE }, required: ['data'] } },
      },
    },
    async (request) => {
      const { studentId } = requireStudent(request);
      return {
        data: await getRelative({
          db: app.db,
          rootId: request.tenant.rootId,
          studentId,
          id: request.params.id,
        }),
      };
    },
  );

  app.post<{ Body: { data: RelativeFormData; checkSum: string } }>(
    '/api/v1/relatives/save',
    {
      preValidation: keepSentBody,
      preHandler,
      schema: {
        tags,
        summary:
          'Creates (no id) or updates (id + lastUpdate) a relative; checksum rule relatives.save. Codes: 1 saved, 0 stale lastUpdate (data = current record), -1 checksum, -3 duplicated relationship',
        body: {
          type: 'object',
          properties: {
            data: {
              type: 'object',
              description: `The tenant's relative form data: ${FORM_ID} plus the institution's extra fields (validated per tenant)`,
            },
            checkSum,
          },
          required: ['data', 'checkSum'],
          additionalProperties: false,
        },
        response: { 200: resultOf({ data: RELATIVE }) },
      },
    },
    async (request) => {
      const { studentId } = requireStudent(request);
      const locale = requestLocale(request);
      validateForm({ institution: request.tenant, data: request.body.data, locale });
      const failure = checksumFailure(request);
      if (failure) return failure;
      return saveRelative({
        db: app.db,
        rootId: request.tenant.rootId,
        studentId,
        data: request.body.data,
        catalog: app.addressCatalog,
        locale,
      });
    },
  );

  app.post<{ Params: { id: number }; Body: { data: { id: number; lastUpdate: string }; checkSum: string } }>(
    '/api/v1/relatives/delete/:id',
    {
      preValidation: keepSentBody,
      preHandler,
      schema: {
        tags,
        summary:
          'Deletes a relative: body {data: {id, lastUpdate}, checkSum} (checksum rule relatives.save). Codes: 1 deleted, 0 stale lastUpdate, -1 checksum',
        params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] },
        body: {
          type: 'object',
          properties: {
            data: {
              type: 'object',
              properties: {
                id: { type: 'integer', minimum: 1 },
                lastUpdate: { type: 'string', format: 'date-time' },
              },
              required: ['id', 'lastUpdate'],
              additionalProperties: false,
            },
            checkSum,
          },
          required: ['data', 'checkSum'],
          additionalProperties: false,
        },
        response: { 200: resultOf({ data: { type: 'object', properties: { id: { type: 'integer' } } } }) },
      },
    },
    async (request) => {
      const { studentId } = requireStudent(request);
      if (request.body.data.id !== request.params.id)
        throw badRequest({
          field: 'data.id',
          reason: 'must equal the id in the path / phải trùng với id trên đường dẫn',
        });
      const failure = checksumFailure(request);
      if (failure) return failure;
      return deleteRelative({
        db: app.db,
        rootId: request.tenant.rootId,
        studentId,
        id: request.params.id,
        lastUpdate: request.body.data.lastUpdate,
        locale: requestLocale(request),
      });
    },
  );
}
