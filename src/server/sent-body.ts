import type { FastifyRequest } from 'fastify';

/**
 * Bodies as the client sent them. Validation fills the schema's defaults (and coerces types) into
 * request.body before the handler runs, while a SPEC §5 checksum signs what the client sent: an
 * API client that leaves out an optional field must still match, and one that signed other values
 * than it sent must not.
 */
const sentBodies = new WeakMap<FastifyRequest, unknown>();

/** A route's `preValidation`: keeps a copy of the body before validation changes it. */
export const keepSentBody = async (request: FastifyRequest) => {
  sentBodies.set(request, structuredClone(request.body));
};

/** The body as sent, for a route that keeps it (undefined otherwise). */
export const sentBodyOf = (request: FastifyRequest) => sentBodies.get(request);
