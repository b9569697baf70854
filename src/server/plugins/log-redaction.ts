import type { FastifyServerOptions } from 'fastify';

/** Fields of errors that carry what a user sent (SQL parameters, bodies) or stored (a key's value). */
const PERSONAL_FIELDS = new Set(['params', 'parameters', 'body', 'detail', 'where', 'internalQuery', 'data']);
/** Drizzle appends the parameters to its message ("Failed query: ...\nparams: ..."). */
const PARAMS_LINE = /\nparams:[\s\S]*$/;
/** A value quoted in a database message: `...type bigint: "x"`, `value "x" is out of range`. */
const QUOTED_VALUE = /(: |value )"(?:[^"\\]|\\.)*"/g;

const redactMessage = (message: string) =>
  message.replace(PARAMS_LINE, '\nparams: [redacted]').replace(QUOTED_VALUE, '$1"[redacted]"');

/** The stack with its message redacted; when the message is not found in it, the frames alone. */
const redactStack = (stack: string, message: string) => {
  const at = message ? stack.indexOf(message) : -1;
  if (at >= 0) return stack.slice(0, at) + redactMessage(message) + stack.slice(at + message.length);
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
};

/**
 * An error as logged: type, message, code, stack and the cause chain, without the fields that
 * carry personal data and with values cut out of database messages. The SQL text stays (it has
 * placeholders, not values).
 */
type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

export const serializeError = (error: unknown, depth = 0): SerializedError => {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null))
    return { type: typeof error, message: redactMessage(String(error)), stack: '' };
  const source = error as Error & Record<string, unknown>;
  const out: SerializedError = {
    type: source.constructor?.name ?? 'Error',
    message: redactMessage(String(source.message ?? '')),
    stack: typeof source.stack === 'string' ? redactStack(source.stack, String(source.message ?? '')) : '',
  };
  for (const [key, value] of Object.entries(source)) {
    if (PERSONAL_FIELDS.has(key) || key === 'message' || key === 'stack' || key === 'cause') continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
      out[key] = typeof value === 'string' ? redactMessage(value) : value;
  }
  if (source.cause !== undefined && depth < 5) out.cause = serializeError(source.cause, depth + 1);
  return out;
};

/** A request as logged: method and path (the query string may hold search text or codes), no headers. */
const serializeRequest = (request: { method?: string; url?: string; id?: string }) => ({
  method: request.method,
  url: request.url?.split('?')[0],
  id: request.id,
});

/**
 * Fastify logger options that keep personal data out of the log: errors through serializeError,
 * requests without query strings, and cookies, authorization headers and bodies redacted
 * wherever a log line would carry them.
 */
export const loggerOptions = ({
  level,
  stream,
}: {
  level: string;
  stream?: NodeJS.WritableStream;
}): FastifyServerOptions['logger'] => ({
  level,
  ...(stream ? { stream } : {}),
  serializers: { err: serializeError, error: serializeError, req: serializeRequest },
  redact: {
    paths: [
      'req.headers.cookie',
      'req.headers.authorization',
      'req.body',
      'headers.cookie',
      'headers.authorization',
      'body',
      'password',
      'newPassword',
    ],
    censor: '[redacted]',
  },
});
