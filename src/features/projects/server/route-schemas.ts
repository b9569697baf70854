/** Shared pieces of the projects routes' schemas (entities and request bodies live in schemas/). */
const entity = (name: string) => ({ $ref: `https://schemas.unigate.vn/entities/${name}.json#` });
const request = (name: string) => ({ $ref: `https://schemas.unigate.vn/requests/${name}.json#` });

export const PROJECT = entity('project');
export const PROJECT_PHASE = entity('project-phase');
export const PROJECT_DETAIL = entity('project-detail');
export const PROJECT_TOPIC = entity('project-topic');
export const MEMBERSHIP_TOPIC = entity('project-membership-topic');
export const REFERENCE_PROJECT = entity('reference-project');
export const DEADLINE = entity('deadline');
export const COMPANY = entity('company');
export const COMPANY_NEWS = entity('company-news');
export const REF_BOOK = entity('ref-book');
export const REF_BOOK_CHAPTER = entity('ref-book-chapter');

export const PROJECT_SAVE_BODY = request('project-save');
export const PHASE_SAVE_BODY = request('project-phase-save');
export const REFERENCE_PROJECT_QUERY = request('reference-project-query');
export const STUDENT_PROJECT_QUERY = request('student-project-query');
export const PROJECT_TOPIC_QUERY = request('project-topic-query');
export const MEMBERSHIP_TOPIC_QUERY = request('membership-topic-query');
export const DEADLINE_QUERY = request('deadline-query');
export const REF_BOOK_QUERY = request('ref-book-query');
export const COMPANY_QUERY = request('company-query');

/** A path with one bigint id. */
export const idParams = (name = 'id') => ({
  type: 'object',
  properties: { [name]: { type: 'integer', minimum: 1 } },
  required: [name],
});

/** `{data, total}` of a list, plus any extra properties. */
export const listResponse = (item: object, extra: Record<string, object> = {}) => ({
  type: 'object',
  properties: { data: { type: 'array', items: item }, total: { type: 'integer' }, ...extra },
  required: ['data', 'total'],
});

/** `{data}` of a single read. */
export const itemResponse = (item: object) => ({
  type: 'object',
  properties: { data: item },
  required: ['data'],
});

/** A SPEC §8 project/phase result: code, message and, on success or a stale copy, the record. */
export const resultResponse = (item: object) => ({
  type: 'object',
  properties: {
    code: {
      type: 'integer',
      description:
        'SPEC §8: 1 success, 0 failed (stale lastUpdate: data = current record), -1 invalid, -2 forbidden, -3 not yet, -4 expired, -5 checksum',
    },
    message: { type: 'string' },
    data: item,
  },
  required: ['code', 'message'],
});
