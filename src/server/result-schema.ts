/**
 * The response schema of a SPEC §5 result, `{ code, message, data }`, with `data` of the given
 * schema (or null too, when `isNullable`); `required` lists what every answer carries.
 */
export const resultOf = ({
  data,
  required = ['code'],
  isNullable = false,
}: {
  data: object;
  required?: readonly ('code' | 'message' | 'data')[];
  isNullable?: boolean;
}) => ({
  type: 'object',
  properties: {
    code: { type: 'integer' },
    message: { type: 'string' },
    data: isNullable ? { oneOf: [{ type: 'null' }, data] } : data,
  },
  required: [...required],
});
