import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../http-errors';

/** Deepest JSON body accepted (arrays and objects); no form of ours comes near it. */
export const MAX_JSON_DEPTH = 64;

/**
 * True when the JSON text nests arrays and objects deeper than `limit`. A loop over the text
 * (strings skipped), no recursion: a body 100,000 levels deep costs one pass, never a stack.
 */
export const nestsDeeperThan = (text: string, limit: number) => {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
};

/** Control characters no input may hold (tab, line feed and carriage return are checked by the schemas). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Half of a UTF-16 surrogate pair without its other half (JSON's "\ud800"): not a character at
 * all. PostgreSQL's jsonb refuses it (a 500), text columns store U+FFFD instead, and encoders
 * such as encodeURIComponent throw.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const CONTROL_REASON = 'Không được chứa ký tự điều khiển / Must not contain control characters';
const SURROGATE_REASON =
  'Chứa ký tự Unicode không hợp lệ (nửa cặp thay thế) / Contains an invalid Unicode character (a lone surrogate)';

/** Why a string may not be stored, or null when it may. */
const refusalOf = (text: string) =>
  CONTROL.test(text) ? CONTROL_REASON : LONE_SURROGATE.test(text) ? SURROGATE_REASON : null;

/**
 * The first string or key holding a control character or a lone surrogate: its dotted path from
 * `root` and the reason. Iterative (bodies are depth-limited anyway); covers parts no schema
 * describes, such as a free-form object.
 */
export const findUnstorableText = (
  root: string,
  value: unknown,
): { field: string; reason: string } | null => {
  const stack: [string, unknown][] = [[root, value]];
  while (stack.length) {
    const [path, node] = stack.pop()!;
    if (typeof node === 'string') {
      const reason = refusalOf(node);
      if (reason) return { field: path, reason };
    } else if (Array.isArray(node)) {
      node.forEach((item, i) => stack.push([`${path}.${i}`, item]));
    } else if (node !== null && typeof node === 'object' && !Buffer.isBuffer(node)) {
      for (const [key, item] of Object.entries(node)) {
        const reason = refusalOf(key);
        if (reason)
          return { field: `${path}.${key.replace(CONTROL, '?').replace(LONE_SURROGATE, '?')}`, reason };
        stack.push([`${path}.${key}`, item]);
      }
    }
  }
  return null;
};

/**
 * The prototype key a JSON text holds (`__proto__`, or `constructor` holding a `prototype`), or null.
 * Called only once secure-json-parse refused the text, so never on the hot path; the text is
 * depth-limited, so the parse cannot exhaust the stack.
 */
export const forbiddenKeyOf = (text: string): '__proto__' | 'constructor' | null => {
  let found: '__proto__' | 'constructor' | null = null;
  try {
    // JSON.parse makes `__proto__` an own key (never the prototype), as the reviver sees it.
    JSON.parse(text, (key, value: unknown) => {
      if (key === '__proto__') found ??= '__proto__';
      else if (
        key === 'constructor' &&
        value !== null &&
        typeof value === 'object' &&
        Object.hasOwn(value, 'prototype')
      )
        found ??= 'constructor';
      return value;
    });
  } catch {
    return null;
  }
  return found;
};

const forbiddenKey = (key: '__proto__' | 'constructor') =>
  badRequest({
    field: 'body',
    reason:
      key === '__proto__'
        ? 'Chứa khoá bị cấm "__proto__" / Holds the forbidden key "__proto__"'
        : 'Chứa khoá bị cấm "constructor" (với "prototype") / Holds the forbidden key "constructor" (with "prototype")',
  });

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

const INVALID_UTF8_REASON = 'Không phải văn bản UTF-8 hợp lệ / Is not valid UTF-8 text';

/**
 * The body as text, or null when its bytes are not UTF-8: a lenient decode would store U+FFFD
 * in place of what the client meant, silently changing a name or an address.
 */
export const decodeUtf8 = (body: Buffer): string | null => {
  try {
    return strictUtf8.decode(body);
  } catch {
    return null;
  }
};

type JsonDone = (error: Error | null, body?: unknown) => void;

/**
 * The app's JSON body parser: refuses a body nested deeper than MAX_JSON_DEPTH (400) before any
 * parse, then parses with Fastify's own parser (secure-json-parse), whose refusal of a prototype key
 * is answered as such (400 naming the key) rather than as "not valid JSON".
 */
export const guardedJsonParser = (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  return (request: FastifyRequest, text: string, done: JsonDone) => {
    if (nestsDeeperThan(text, MAX_JSON_DEPTH))
      return done(
        badRequest({
          field: 'body',
          reason: `Dữ liệu lồng quá ${MAX_JSON_DEPTH} cấp / Nested more than ${MAX_JSON_DEPTH} levels deep`,
        }),
        undefined,
      );
    parseJson(request, text, (error, body) => {
      const key =
        error && (error as { code?: string }).code === 'FST_ERR_CTP_INVALID_JSON_BODY'
          ? forbiddenKeyOf(text)
          : null;
      if (key) return done(forbiddenKey(key), undefined);
      done(error, body);
    });
  };
};

/**
 * Input checks every route gets at the shared layer, before its schema and handler run:
 * - JSON bodies whose bytes are not UTF-8 are refused (400), not decoded with U+FFFD in place;
 * - JSON bodies nested deeper than MAX_JSON_DEPTH are refused (400) before JSON.parse; the
 *   parse itself stays Fastify's own (secure-json-parse), and a body it refuses for a
 *   `__proto__` or `constructor.prototype` key gets a 400 naming that key;
 * - params, query and body holding a control character (NUL and the like, which PostgreSQL text
 *   refuses) or a lone UTF-16 surrogate are refused (400 naming the field), even where no schema
 *   describes the field.
 */
export const registerInputGuards = (app: FastifyInstance) => {
  const parseJson = guardedJsonParser(app);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const text = decodeUtf8(body as Buffer);
    if (text === null) return done(badRequest({ field: 'body', reason: INVALID_UTF8_REASON }), undefined);
    parseJson(request, text, done);
  });

  app.addHook('preValidation', async (request: FastifyRequest) => {
    const refused =
      findUnstorableText('params', request.params) ??
      findUnstorableText('querystring', request.query) ??
      findUnstorableText('body', request.body);
    if (refused) throw badRequest(refused);
  });
};
