import type { FastifyError, FastifyInstance } from 'fastify';
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
 * Every error becomes a clear JSON body: 400 with field and reason for invalid input,
 * the mapped status for HttpError, and a 500 that never leaks internals.
 */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({
        statusCode: error.statusCode,
        error: error.name,
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
      const field = status === 400 ? 'body' : undefined;
      return reply.status(status).send({
        statusCode: status,
        error: error.name,
        message: error.message,
        ...(field ? { field, reason: error.message } : {}),
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Lỗi hệ thống, vui lòng thử lại sau / Something went wrong, please try again later',
    });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `Không tìm thấy / Not found: ${request.method} ${request.url.split('?')[0]}`,
    }),
  );
};
