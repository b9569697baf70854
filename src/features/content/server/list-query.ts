import { readFileSync } from 'node:fs';

type JsonSchema = Record<string, unknown>;

/** schemas/common/paging.json: the one definition of page, pageSize and search. */
const paging = JSON.parse(
  readFileSync(new URL('../../../../schemas/common/paging.json', import.meta.url), 'utf8'),
) as {
  properties: Record<'page' | 'pageSize' | 'search', JsonSchema>;
};

/** The page request every list call accepts (querystring or body). */
export type PageQuery = { page: number; pageSize: number; search?: string };

/** An object schema with the paging fields plus `extra` properties; nothing else is accepted. */
export const pagedObjectSchema = (extra: Record<string, JsonSchema> = {}): JsonSchema => ({
  type: 'object',
  properties: {
    page: paging.properties.page,
    pageSize: paging.properties.pageSize,
    search: paging.properties.search,
    ...extra,
  },
  additionalProperties: false,
});

/** The response schema of a list call: `{ data: Entity[], total }` with `extra` top-level fields. */
export const listResponse = (entityRef: string, extra: Record<string, JsonSchema> = {}): JsonSchema => ({
  type: 'object',
  properties: {
    data: { type: 'array', items: { $ref: `${entityRef}#` } },
    total: { type: 'integer' },
    ...extra,
  },
  required: ['data', 'total'],
});

/** The response schema of a single read: `{ data: Entity }`. */
export const itemResponse = (entityRef: string): JsonSchema => ({
  type: 'object',
  properties: { data: { $ref: `${entityRef}#` } },
  required: ['data'],
});

/** Path parameter `id`: a positive integer. */
export const idParams: JsonSchema = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1 } },
  required: ['id'],
};

/** Offset of a 1-based page. */
export const offsetOf = ({ page, pageSize }: PageQuery) => (page - 1) * pageSize;
