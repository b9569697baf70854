import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Institution } from '../../../config/index';
import { HttpError } from '../../../server/http-errors';
import { guardedJsonParser } from '../../../server/plugins/input-guards';
import { BANK_SIGNATURE_HEADER } from '../shared/bank-signature';
import { isBankSignatureValid } from './verify-bank-signature';

/** Requests of this scope whose raw body carried a good signature. */
const signed = new WeakSet<FastifyRequest>();

/** 401 for a missing or wrong `X-Bank-Signature`: nothing of the call is read further. */
export const badBankSignature = () => {
  const error = new HttpError({
    statusCode: 401,
    message:
      'Chữ ký ngân hàng (X-Bank-Signature) thiếu hoặc không đúng / ' +
      'Missing or invalid bank signature (X-Bank-Signature)',
  });
  error.name = 'Unauthorized';
  return error;
};

const notJson = () => {
  const error = new HttpError({
    statusCode: 415,
    message: 'Nội dung phải là application/json / The body must be application/json',
  });
  error.name = 'Unsupported Media Type';
  return error;
};

const isJson = (request: FastifyRequest) =>
  /^application\/json\s*(;|$)/i.test(String(request.headers['content-type'] ?? ''));

/**
 * Replaces, in this plugin's scope only (Fastify encapsulation), the app's body parsers by one that
 * checks `X-Bank-Signature` against the bytes as received, before anything parses them: a bad
 * signature is a 401 whatever the body holds. A good JSON body then goes through the app's own JSON
 * parser (guardedJsonParser of input-guards.ts: depth limit, prototype keys); another content type is a 415.
 * Routes of the scope add `requireBankSignature` as preValidation, so a call without a body is
 * refused too.
 */
export const registerSignedBodyParser = ({
  app,
  secretOf,
}: {
  app: FastifyInstance;
  secretOf: (tenant: Institution) => string;
}) => {
  const parseJson = guardedJsonParser(app);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body, done) => {
    const rawBody = body as Buffer;
    const header = request.headers[BANK_SIGNATURE_HEADER];
    if (!isBankSignatureValid({ rawBody, secret: secretOf(request.tenant), header })) {
      request.log.warn({ url: request.url, hasSignature: header !== undefined }, 'bank signature refused');
      return done(badBankSignature(), undefined);
    }
    signed.add(request);
    if (!isJson(request)) return done(notJson(), undefined);
    parseJson(request, rawBody.toString('utf8'), done);
  });
};

/** preValidation: a call whose body was not signed (none at all, or not checked) gets a 401. */
export const requireBankSignature = async (request: FastifyRequest) => {
  if (!signed.has(request)) {
    request.log.warn({ url: request.url }, 'bank notification without a signed body refused');
    throw badBankSignature();
  }
};
