/** The response schema of a list call: `{ data: items[], total }`. */
export const listOf = (items: object) => ({
  type: 'object',
  properties: { data: { type: 'array', items }, total: { type: 'integer' } },
});
