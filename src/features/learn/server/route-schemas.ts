/** Shared pieces of the learn route schemas (OpenAPI via @fastify/swagger). */
export const ref = (name: string) => ({ $ref: `https://schemas.unigate.vn/entities/${name}.json#` });
export const RESULT_REASON = ref('registration-reason');
export const semesterCode = {
  type: 'string',
  pattern: '^[0-9]{4}[1-3]$',
  description: 'Semester code, e.g. 20262',
} as const;
export const idParam = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1 } },
  required: ['id'],
} as const;
export const checkSum = {
  type: 'string',
  pattern: '^[0-9a-fA-F]{32,64}$',
  description: 'SPEC §5 checksum of the payload',
} as const;
export const dataOf = (data: object) => ({ type: 'object', properties: { data } });
/** A business result: SPEC §8 code, message in the caller's language, and data. */
export const paging = {
  page: { type: 'integer', minimum: 1, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 200, default: 20 },
} as const;
