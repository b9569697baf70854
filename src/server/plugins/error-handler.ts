import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../http-errors';

/** Reads the field at fault from an ajv error of Fastify's validation. */
const fieldOf = (error: FastifyError) => {
  const first = error.validation?.[0];
  if (!first) return 'body';
  const missing = (first.params as { missingProperty?: string } | undefined)?.missingProperty;
  const path = (first.instancePath || '').replace(/^\//, '').replace(/\//g, '.');
  const context = error.validationContext ?? 'body';
  return [context, path, missing].filter(Boolean).join('.');
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
      const reason = error.validation[0]?.message ?? 'is invalid';
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
