import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';

type Json = Record<string, unknown>;

/**
 * Fixed fields of an OpenAPI 3.0 Schema Object. Our schemas are draft-07 and carry keywords meant
 * for other readers (json-schema-to-typescript's `tsType`, ajv-only keywords): a 3.0 document may
 * hold only these (plus `x-` extensions), so everything else is left out of the document. The
 * schemas themselves keep them: validation and `npm run gen` still read schemas/ as written.
 */
const SCHEMA_FIELDS = new Set([
  '$ref',
  'title',
  'description',
  'type',
  'format',
  'enum',
  'default',
  'example',
  'nullable',
  'readOnly',
  'writeOnly',
  'deprecated',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'maxItems',
  'minItems',
  'uniqueItems',
  'maxProperties',
  'minProperties',
  'required',
  'properties',
  'additionalProperties',
  'items',
  'allOf',
  'oneOf',
  'anyOf',
  'not',
  'discriminator',
  'xml',
  'externalDocs',
]);

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Draft-07 numeric exclusive bounds become 3.0's bound + boolean flag (the stricter one wins). */
const exclusiveBound = ({ schema, out, side }: { schema: Json; out: Json; side: 'Minimum' | 'Maximum' }) => {
  const exclusive = schema[`exclusive${side}`];
  if (typeof exclusive !== 'number') return;
  const inclusive = schema[side.toLowerCase()];
  const isMin = side === 'Minimum';
  const isStricter =
    typeof inclusive !== 'number' || (isMin ? exclusive >= inclusive : exclusive <= inclusive);
  if (!isStricter) {
    delete out[`exclusive${side}`];
    return;
  }
  out[side.toLowerCase()] = exclusive;
  out[`exclusive${side}`] = true;
};

/** One Schema Object (and the schemas nested in it) reduced to what OpenAPI 3.0 allows. */
export const toOpenapiSchema = (schema: unknown): unknown => {
  if (!isObject(schema)) return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (!SCHEMA_FIELDS.has(key) && !key.startsWith('x-')) continue;
    if (key === 'properties' && isObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, toOpenapiSchema(sub)]));
    } else if (key === 'items' || key === 'not' || key === 'additionalProperties') {
      out[key] = toOpenapiSchema(value);
    } else if ((key === 'allOf' || key === 'anyOf' || key === 'oneOf') && Array.isArray(value)) {
      out[key] = value.map(toOpenapiSchema);
    } else {
      out[key] = value;
    }
  }
  exclusiveBound({ schema, out, side: 'Minimum' });
  exclusiveBound({ schema, out, side: 'Maximum' });
  return out;
};

/** Keys whose values are example data, never walked for schemas. */
const DATA_KEYS = new Set(['example', 'examples', 'default']);

const walkDocument = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(walkDocument);
  if (!isObject(node)) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === 'schema' ? toOpenapiSchema(value) : DATA_KEYS.has(key) ? value : walkDocument(value),
    ]),
  );
};

const mapValues = (map: unknown, fn: (value: unknown) => unknown) =>
  isObject(map) ? Object.fromEntries(Object.entries(map).map(([name, value]) => [name, fn(value)])) : map;

/** The generated document with every Schema Object (components, parameters, bodies, responses) made valid 3.0. */
export const toOpenapiDocument = <T extends object>(document: T): T =>
  Object.fromEntries(
    Object.entries(document).map(([key, value]) => [
      key,
      key === 'components' && isObject(value)
        ? { ...(walkDocument(value) as Json), schemas: mapValues(value.schemas, toOpenapiSchema) }
        : walkDocument(value),
    ]),
  ) as T;

/** Component names allowed by OpenAPI (`^[a-zA-Z0-9.\-_]+$`); other titles (e.g. Vietnamese labels) are not names. */
const COMPONENT_NAME = /^[A-Za-z0-9._-]+$/;

/**
 * OpenAPI 3.0 document of every route, built in the process (`app.swagger()`) always, and served at
 * /api/docs/json, browsable at /api/docs, only when `settings.apiDocs` says so (off in production
 * unless API_DOCS=true): a map of every route and body is no business of a production visitor.
 */
export const registerOpenapiDocs = async (app: FastifyInstance) => {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Unigate API', description: 'Student services portal API (SPEC §7)', version: '1.0.0' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'unigate_sid' } } },
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.title === 'string' && COMPONENT_NAME.test(json.title) ? json.title : `def-${i}`,
    },
    transformObject: (documentObject) =>
      'openapiObject' in documentObject
        ? toOpenapiDocument(documentObject.openapiObject)
        : documentObject.swaggerObject,
  });
  if (app.settings.apiDocs) await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
};
