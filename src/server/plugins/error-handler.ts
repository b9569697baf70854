import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http-errors';
import { MULTI_LINE, SINGLE_LINE } from './harden-input-schema';

/** Reads the field at fault from an ajv error of Fastify's validation. */
const fieldOf = (error: FastifyError) => {
  const first = error.validation?.[0];
  if (!first) return 'body';
  const missing = (first.params as { missingProperty?: string } | undefined)?.missingProperty;
  const path = (first.instancePath || '').replace(/^\//, '').replace(/\//g, '.');
  const context = error.validationContext ?? 'body';
  return [context, path, missing].filter(Boolean).join('.');
};

/** The reason of an ajv error; the shared text patterns (harden-input-schema.ts) get words, not a regex. */
const reasonOf = (error: FastifyError) => {
  const first = error.validation?.[0];
  const pattern = (first?.params as { pattern?: string } | undefined)?.pattern;
  if (pattern === SINGLE_LINE)
    return 'Không được chứa ký tự điều khiển hay xuống dòng / Must be one line without control characters';
  if (pattern === MULTI_LINE) return 'Không được chứa ký tự điều khiển / Must not contain control characters';
  return first?.message ?? 'is invalid';
};

/**
 * The `error` of a body: the status's HTTP reason ("Bad Request", "Not Found"), never a class name
 * (a thrown Error is named "Error", a Fastify one "FastifyError").
 */
export const reasonPhraseOf = (status: number) => STATUS_CODES[status] ?? 'Bad Request';

/** A 500 never says more than this. */
const INTERNAL_ERROR = {
  statusCode: 500,
  error: 'Internal Server Error',
  message: 'Lỗi hệ thống, vui lòng thử lại sau / Something went wrong, please try again later',
};

const BAD_URL_REASON = 'Đường dẫn chứa mã hoá không hợp lệ / The path holds an invalid percent-encoding';
const LONG_PARAM_MESSAGE = 'Một phần của đường dẫn quá dài / A part of the path is too long';

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or error handler runs (a
 * malformed percent-encoding in the path, a path part too long). Fastify's own bodies call a 414
 * "Bad Request" and echo the whole path back; these answer like every other refusal.
 */
export const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  if (error.code === 'FST_ERR_BAD_URL')
    return reply.status(400).send({
      statusCode: 400,
      error: reasonPhraseOf(400),
      message: `url: ${BAD_URL_REASON}`,
      field: 'url',
      reason: BAD_URL_REASON,
    });
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return reply
      .status(414)
      .send({ statusCode: 414, error: reasonPhraseOf(414), message: LONG_PARAM_MESSAGE });
  request.log.error({ err: error }, 'router error');
  return reply.status(500).send(INTERNAL_ERROR);
};

/**
 * Every error becomes a clear JSON body: 400 with field and reason for invalid input,
 * the mapped status for HttpError, and a 500 that never leaks internals.
 */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({
        statusCode: error.statusCode,
        error: reasonPhraseOf(error.statusCode),
        message: error.message,
        ...(error.field ? { field: error.field, reason: error.reason } : {}),
        ...(error.extra ?? {}),
      });
    }
    if (error.validation) {
      const field = fieldOf(error);
      const reason = reasonOf(error);
      return reply
        .status(400)
        .send({ statusCode: 400, error: 'Bad Request', message: `${field}: ${reason}`, field, reason });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals (empty or malformed JSON, a body too large, a wrong content type):
      // a 400 names the body as the field at fault, as a schema refusal names its field.
      if (status !== 400)
        return reply
          .status(status)
          .send({ statusCode: status, error: reasonPhraseOf(status), message: error.message });
      return reply.status(400).send({
        statusCode: 400,
        error: reasonPhraseOf(400),
        message: `body: ${error.message}`,
        field: 'body',
        reason: error.message,
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(INTERNAL_ERROR);
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `Không tìm thấy / Not found: ${request.method} ${request.url.split('?')[0]}`,
    }),
  );
};
