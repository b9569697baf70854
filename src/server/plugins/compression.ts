import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * Answers below this size go out as they are: a header and a compressor's framing cost more
 * than they save (most error and result-code answers are a few hundred bytes).
 */
const THRESHOLD_BYTES = 1024;

/**
 * Texts and JSON (API answers, index.html) compressed per request, brotli or gzip as the
 * client's Accept-Encoding prefers. Brotli at quality 5: about gzip's speed at a smaller size
 * (11, right for the build's pre-compressed files, costs tens of ms per large answer). Answers
 * that already carry a Content-Encoding (the build's .br/.gz served by @fastify/static) are
 * left alone, and so are event streams (the type list excludes text/event-stream) and partial
 * (206) answers.
 *
 * Registered after the idempotency plugin: both add their onSend per route, in registration
 * order, so a kept answer is stored as text before it is compressed.
 */
export const registerCompression = async (app: FastifyInstance) => {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
};
