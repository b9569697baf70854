/**
 * The response schema of a list call: `{ data: items[], total }`, both always present (the
 * OpenAPI document marks them required, so generated clients do not make them optional).
 */
export const listOf = (items: object) => ({
  type: 'object' as const,
  properties: { data: { type: 'array' as const, items }, total: { type: 'integer' as const } },
  required: ['data', 'total'],
});
