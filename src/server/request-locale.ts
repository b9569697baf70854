import type { FastifyRequest } from 'fastify';
import type { Locale } from '../core/index';

/** The language the caller reads (x-locale, else Accept-Language), for messages in result bodies. */
export const requestLocale = (request: FastifyRequest): Locale =>
  /^en\b/i.test(String(request.headers['x-locale'] ?? request.headers['accept-language'] ?? ''))
    ? 'en'
    : 'vi';
