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
 * The first string or key holding a control character, as a dotted path from `root`. Iterative
 * (bodies are depth-limited anyway); covers parts no schema describes, such as a free-form object.
 */
export const findControlCharacter = (root: string, value: unknown): string | null => {
  const stack: [string, unknown][] = [[root, value]];
  while (stack.length) {
    const [path, node] = stack.pop()!;
    if (typeof node === 'string') {
      if (CONTROL.test(node)) return path;
    } else if (Array.isArray(node)) {
      node.forEach((item, i) => stack.push([`${path}.${i}`, item]));
    } else if (node !== null && typeof node === 'object' && !Buffer.isBuffer(node)) {
      for (const [key, item] of Object.entries(node)) {
        if (CONTROL.test(key)) return `${path}.${key.replace(CONTROL, '?')}`;
        stack.push([`${path}.${key}`, item]);
      }
    }
  }
  return null;
};

const CONTROL_REASON = 'Không được chứa ký tự điều khiển / Must not contain control characters';

/**
 * Input checks every route gets at the shared layer, before its schema and handler run:
 * - JSON bodies nested deeper than MAX_JSON_DEPTH are refused (400) before JSON.parse; the
 *   parse itself stays Fastify's own (secure-json-parse: `__proto__` and `constructor.prototype`
 *   keys refused);
 * - params, query and body holding a control character (NUL and the like, which PostgreSQL text
 *   refuses) are refused (400 naming the field), even where no schema describes the field.
 */
export const registerInputGuards = (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH))
      return done(
        badRequest({
          field: 'body',
          reason: `Dữ liệu lồng quá ${MAX_JSON_DEPTH} cấp / Nested more than ${MAX_JSON_DEPTH} levels deep`,
        }),
        undefined,
      );
    parseJson(request, body as string, done);
  });

  app.addHook('preValidation', async (request: FastifyRequest) => {
    const field =
      findControlCharacter('params', request.params) ??
      findControlCharacter('querystring', request.query) ??
      findControlCharacter('body', request.body);
    if (field) throw badRequest({ field, reason: CONTROL_REASON });
  });
};
