import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { jsonPath } from './config-error';
import type { Problem } from './config-error';
import type { JsonObject } from './config-files';

/** The meta schemas (schemas/meta) ship with the code that reads config, not with the config. */
const META_DIR = fileURLToPath(new URL('../../schemas/meta/', import.meta.url));

/** `$id` prefix of the meta schemas: `${META_ID}<name>.json`. */
export const META_ID = 'https://schemas.unigate.vn/meta/';

/** Names of the meta schemas (file `schemas/meta/<name>.schema.json`, `$id` `${META_ID}<name>.json`). */
export type MetaSchemaName =
  'institution' | 'menu' | 'pages' | 'lists' | 'forms' | 'messages' | 'client-config';

let metaSchemas: Map<string, JsonObject> | undefined;

/** Every meta schema by name, read once. */
export const readMetaSchemas = (): Map<string, JsonObject> => {
  metaSchemas ??= new Map(
    readdirSync(META_DIR)
      .filter((name) => name.endsWith('.schema.json'))
      .sort()
      .map((name) => [
        name.replace(/\.schema\.json$/, ''),
        JSON.parse(readFileSync(path.join(META_DIR, name), 'utf8')) as JsonObject,
      ]),
  );
  return metaSchemas;
};

/** An ajv instance (draft-07, all errors, formats, OpenAPI discriminator, `serverOnly` annotation). */
export const createAjv = (): Ajv => {
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    strictRequired: false,
    discriminator: true,
    verbose: true,
  });
  addFormats(ajv);
  ajv.addKeyword({ keyword: 'serverOnly', schemaType: 'boolean' });
  return ajv;
};

let metaAjv: Ajv | undefined;
const validators = new Map<string, ValidateFunction>();

const validatorFor = (name: MetaSchemaName, fragment = ''): ValidateFunction => {
  const key = `${name}#${fragment}`;
  const cached = validators.get(key);
  if (cached) return cached;
  if (!metaAjv) {
    metaAjv = createAjv();
    for (const schema of readMetaSchemas().values()) metaAjv.addSchema(schema);
  }
  const validate = metaAjv.getSchema(`${META_ID}${name}.json#${fragment}`);
  if (!validate) throw new Error(`Meta schema ${name}.json#${fragment} is missing`);
  validators.set(key, validate);
  return validate;
};

const decodePointer = (pointer: string): string[] =>
  pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));

/** Path segments of an instance pointer, with array indexes as numbers (read from the data itself). */
const segmentsOf = ({ data, pointer }: { data: unknown; pointer: string }): (string | number)[] => {
  let node = data;
  return decodePointer(pointer).map((part) => {
    const isIndex = Array.isArray(node);
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    return isIndex ? Number(part) : part;
  });
};

const editDistance = (a: string, b: string): number => {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j];
      row[j] = Math.min(
        row[j] + 1,
        row[j - 1] + 1,
        previous + (a[i - 1].toLowerCase() === b[j - 1].toLowerCase() ? 0 : 1),
      );
      previous = current;
    }
  }
  return row[b.length];
};

const describe = (value: unknown) =>
  typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));

/** One ajv error as (extra path segment, reason); null when another error already says it. */
const explain = (error: ErrorObject): { extra?: string; reason: string } | null => {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const properties = (error.parentSchema as { properties?: Record<string, unknown> } | undefined)
        ?.properties;
      const allowed = properties ? Object.keys(properties) : [];
      const close = allowed
        .filter((name) => editDistance(name, key) <= 2)
        .sort((a, b) => editDistance(a, key) - editDistance(b, key));
      const hint = close.length
        ? ` (did you mean "${close[0]}"?)`
        : allowed.length
          ? ` (allowed: ${allowed.join(', ')})`
          : '';
      return { extra: key, reason: `unknown key${hint}` };
    }
    case 'required':
      return { extra: String(params.missingProperty), reason: 'is required' };
    case 'enum':
      return {
        reason: `${describe(error.data)} must be one of: ${(params.allowedValues as unknown[]).map(describe).join(', ')}`,
      };
    case 'const':
      return { reason: `must be ${describe(params.allowedValue)}` };
    case 'pattern':
      return { reason: `${describe(error.data)} does not match ${String(params.pattern)}` };
    case 'format':
      return { reason: `${describe(error.data)} is not a valid ${String(params.format)}` };
    case 'type':
      return {
        reason: `must be ${String(params.type).replace(',', ' or ')}, got ${error.data === null ? 'null' : Array.isArray(error.data) ? 'array' : typeof error.data}`,
      };
    case 'discriminator':
      return params.error === 'mapping'
        ? { reason: `${describe(params.tagValue)} is not a known ${String(params.tag)}` }
        : { extra: String(params.tag), reason: 'is required and must be a string' };
    case 'uniqueItems':
      return { reason: `items ${String(params.j)} and ${String(params.i)} are duplicates` };
    case 'if':
    case 'propertyNames':
      return null;
    default:
      return { reason: error.message ?? error.keyword };
  }
};

/** Joins `anyOf` failures whose branches only miss required keys into one readable problem. */
const simplify = (errors: ErrorObject[]): ErrorObject[] => {
  const anyOfs = errors.filter((error) => error.keyword === 'anyOf');
  let kept = errors;
  for (const anyOf of anyOfs) {
    const branches = kept.filter(
      (error) => error !== anyOf && error.schemaPath.startsWith(`${anyOf.schemaPath}/`),
    );
    if (
      branches.length &&
      branches.every((error) => error.keyword === 'required' && error.instancePath === anyOf.instancePath)
    ) {
      const names = branches.map((error) =>
        String((error.params as { missingProperty: string }).missingProperty),
      );
      kept = kept
        .filter((error) => !branches.includes(error))
        .map((error) =>
          error === anyOf
            ? { ...anyOf, keyword: 'needsOne', message: `needs one of: ${names.join(', ')}` }
            : error,
        );
    } else if (branches.length) {
      kept = kept.filter((error) => error !== anyOf);
    }
  }
  return kept;
};

/** ajv errors as problems of `file`, with JSON paths into `data`. */
export const errorsToProblems = ({
  errors,
  data,
  file,
}: {
  errors: ErrorObject[];
  data: unknown;
  file: string;
}): Problem[] =>
  simplify(errors).flatMap((error) => {
    const explained = explain(error);
    if (!explained) return [];
    const segments = segmentsOf({ data, pointer: error.instancePath });
    // propertyNames errors point at the object; the offending key goes into the path.
    if (error.propertyName !== undefined)
      return [{ file, path: jsonPath([...segments, error.propertyName]), reason: `key ${explained.reason}` }];
    return [
      {
        file,
        path: jsonPath(explained.extra === undefined ? segments : [...segments, explained.extra]),
        reason: explained.reason,
      },
    ];
  });

/**
 * Validates `data` of `file` against a meta schema (optionally one of its `#/definitions/...`);
 * every error becomes a problem.
 */
export const validateMeta = ({
  name,
  fragment,
  data,
  file,
}: {
  name: MetaSchemaName;
  fragment?: string;
  data: unknown;
  file: string;
}): Problem[] => {
  const validate = validatorFor(name, fragment);
  return validate(data) ? [] : errorsToProblems({ errors: validate.errors ?? [], data, file });
};
