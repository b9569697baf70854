/** The shapes of the student award routes (SPEC §7): entity refs, the apply form's id, the list query. */
export const tags = ['awards'];
export const AWARD = { $ref: 'https://schemas.unigate.vn/entities/award.json#' };
export const AWARD_APPLICATION = { $ref: 'https://schemas.unigate.vn/entities/award-application.json#' };
export const STUDENT_INFO = { $ref: 'https://schemas.unigate.vn/entities/award-student-info.json#' };
export const FORM_ID = 'https://schemas.unigate.vn/forms/scholarship.schema.json';
export const listQuery = {
  type: 'object',
  properties: {
    search: { type: 'string', maxLength: 200 },
    category: { type: 'string', enum: ['study', 'hardship', 'internship', 'dualDegree', 'sponsor'] },
    status: { type: 'string', enum: ['open', 'closed', 'all'], default: 'all' },
    categoryId: { type: 'integer' },
    page: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
  additionalProperties: false,
};
