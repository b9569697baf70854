import AjvCompiler from '@fastify/ajv-compiler';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { addTextRules, hardenInputSchema } from './harden-input-schema';
import { addStrictFormats } from './strict-formats';

type BuildValidator = ReturnType<typeof AjvCompiler>;
type RouteSchema = { schema?: unknown; method: string; url: string; httpPart: string };

/**
 * Fastify's own validator compiler, fed hardened schemas: every route's params, querystring, body
 * and headers, and every shared schema they reference, are compiled through hardenInputSchema,
 * with the strict date-time and date formats and the text rules (no bidi controls, no blank text
 * where a minLength asks for one). A new route is covered without anyone writing
 * anything; the OpenAPI document and response serialization keep the schemas as written.
 * Params, querystring and headers are text on the wire and are coerced to their schema's types
 * (the app's `coerceTypes`); a JSON body is not: `null`, `true` or `["a"]` sent for a text, or
 * `"2"` for a number, is refused (400 naming the field) instead of being stored as "", "true" or "a".
 * Use as `schemaController.compilersFactory.buildValidator`.
 */
export const hardenedValidatorFactory = (): BuildValidator => {
  const build = AjvCompiler();
  return ((externalSchemas, options) => {
    const hardened = Object.fromEntries(
      Object.entries(externalSchemas).map(([id, schema]) => [id, hardenInputSchema(schema)]),
    );
    const compilerWith = (customOptions: Record<string, unknown>) =>
      build(hardened, {
        ...options,
        customOptions,
        onCreate: (ajv) => {
          addStrictFormats(ajv);
          addTextRules(ajv);
          options?.onCreate?.(ajv);
        },
      } as Parameters<BuildValidator>[1]) as unknown as (route: RouteSchema) => unknown;
    const customOptions = (options?.customOptions ?? {}) as Record<string, unknown>;
    const compileText = compilerWith(customOptions);
    const compileBody = compilerWith({ ...customOptions, coerceTypes: false });
    return ((route: RouteSchema) =>
      (route.httpPart === 'body' ? compileBody : compileText)({
        ...route,
        schema: hardenInputSchema(route.schema),
      })) as never;
  }) as BuildValidator;
};

/**
 * An ajv for input validated outside a route schema (e.g. a tenant's form inside a body): the
 * strict formats and the text rules; compile `hardenInputSchema(schema)` with it.
 */
export const createInputAjv = () => {
  const ajv = new Ajv({ allErrors: false, strict: false });
  addFormats(ajv);
  return addTextRules(addStrictFormats(ajv));
};
