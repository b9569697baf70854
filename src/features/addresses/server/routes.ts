import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireSession } from '../../../server/guards';
import { forbidden, notFound } from '../../../server/http-errors';
import { listOf } from '../../../server/list-schema';
import type { AddressListName } from '../shared/address-catalog';
import { LANGUAGE_TYPES, languagesByType } from './language-catalog';
import type { LanguageType } from './language-catalog';
import { getOldAddress } from './old-address-service';

const UNIT = 'https://schemas.unigate.vn/entities/address-unit.json';
const LANGUAGE = 'https://schemas.unigate.vn/entities/language.json';
const tags = ['addresses'];

const GSO_CODE = { type: 'string', pattern: '^[0-9]{2,5}$' };
const LEGACY = {
  type: 'string',
  enum: ['0', '1', 'false', 'true'],
  default: '0',
  description: '1 (or true): the pre-2025 three-level list (legacy.json)',
};
type LegacyFlag = '0' | '1' | 'false' | 'true';
const unitList = listOf({ $ref: `${UNIT}#` });

const listNameOf = (flag: LegacyFlag): AddressListName =>
  flag === '1' || flag === 'true' ? 'legacy' : 'current';

/** Units are the same for every tenant and change by law, not by the minute. */
const REFERENCE_CACHE = 'public, max-age=3600';

/** `?ids=01,79` and `?ids=01&ids=79` both mean ['01', '79']. */
const splitCommas = (field: string) => async (request: FastifyRequest) => {
  const query = request.query as Record<string, unknown>;
  const value = query[field];
  if (value === undefined) return;
  const parts = (Array.isArray(value) ? value : [value])
    .flatMap((item) => String(item).split(','))
    .map((item) => item.trim())
    .filter(Boolean);
  query[field] = parts;
};

/** SPEC §7 addresses and reference data: GSO units from memory, the old address, language lists. */
export default async function addressRoutes(app: FastifyInstance) {
  const catalog = app.addressCatalog;

  app.get<{ Querystring: { parentCode?: string; legacy: LegacyFlag } }>(
    '/api/v1/addresses',
    {
      schema: {
        tags,
        summary: 'Province-level units (no parentCode) or the children of a unit',
        querystring: {
          type: 'object',
          properties: { parentCode: GSO_CODE, legacy: LEGACY },
          additionalProperties: false,
        },
        response: { 200: unitList },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', REFERENCE_CACHE);
      const data = catalog.children({
        parentCode: request.query.parentCode ?? null,
        list: listNameOf(request.query.legacy),
      });
      if (!data)
        throw notFound(
          `Không có đơn vị hành chính mã ${request.query.parentCode} / No administrative unit has code ${request.query.parentCode}`,
        );
      return { data, total: data.length };
    },
  );

  for (const [path, field] of [
    ['/api/v1/addresses/get-by-ids', 'ids'],
    ['/api/v1/addresses/get-by-codes', 'codes'],
  ] as const) {
    app.get<{ Querystring: Record<typeof field, string[]> & { legacy: LegacyFlag } }>(
      path,
      {
        preValidation: splitCommas(field),
        schema: {
          tags,
          summary: `Units by GSO code (${field} repeated or comma-separated), in the order asked; unknown codes are left out, an empty list answers []`,
          querystring: {
            type: 'object',
            properties: {
              [field]: { type: 'array', items: GSO_CODE, maxItems: 500, default: [] },
              legacy: LEGACY,
            },
            additionalProperties: false,
          },
          response: { 200: unitList },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', REFERENCE_CACHE);
        const codes = request.query[field];
        if (codes.length === 0) return { data: [], total: 0 };
        const data = catalog.getMany({ codes, list: listNameOf(request.query.legacy) });
        return { data, total: data.length };
      },
    );
  }

  app.get<{ Querystring: { userId: number } }>(
    '/api/v1/addresses/old',
    {
      schema: {
        tags,
        summary:
          "The signed-in user's address in pre-2025 units (own user only); data null when none is on file",
        querystring: {
          type: 'object',
          properties: { userId: { type: 'integer', minimum: 1 } },
          required: ['userId'],
          additionalProperties: false,
        },
        response: {
          200: {
            type: 'object',
            properties: { data: { anyOf: [{ $ref: `${UNIT}#/$defs/oldAddress` }, { type: 'null' }] } },
            required: ['data'],
          },
        },
      },
    },
    async (request) => {
      const session = requireSession(request);
      if (request.query.userId !== session.userId)
        throw forbidden('Chỉ xem được địa chỉ của chính mình / You can only view your own address');
      return {
        data: await getOldAddress({
          db: app.db,
          catalog,
          rootId: request.tenant.rootId,
          userId: session.userId,
        }),
      };
    },
  );

  app.get<{ Querystring: { type: LanguageType } }>(
    '/api/v1/language/get-by-type',
    {
      schema: {
        tags: ['reference'],
        summary:
          "Languages by type: 'interface' (vi, en), 'foreign' (foreign languages) or 'certificate' (language certificates)",
        querystring: {
          type: 'object',
          properties: { type: { type: 'string', enum: [...LANGUAGE_TYPES] } },
          required: ['type'],
          additionalProperties: false,
        },
        response: {
          200: listOf({ $ref: `${LANGUAGE}#` }),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', REFERENCE_CACHE);
      const data = languagesByType(request.query.type);
      return { data, total: data.length };
    },
  );
}
