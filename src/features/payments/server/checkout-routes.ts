import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../../server/http-errors';
import type { PaymentCheckoutRequest } from '../../../generated/requests/payment-checkout';
import { CHECKOUT_SIGNATURE_HEADER } from '../shared/checkout-signature';
import { checkout, checkoutFailure } from './checkout-service';
import type { CheckoutOutcome } from './checkout-service';
import { payerOf } from './payer-of';
import { PAYMENT_MESSAGES } from './payment-messages';
import { CHECKOUT_ANSWER, CHECKOUT_BODY, tags } from './route-schemas';

const send = (reply: FastifyReply, outcome: CheckoutOutcome) =>
  reply.status(outcome.statusCode).send(outcome.body);

/** The field an ajv error names: the missing property or the path of the bad one. */
const fieldOf = (request: FastifyRequest) => {
  const first = request.validationError?.validation?.[0];
  const missing = (first?.params as { missingProperty?: string } | undefined)?.missingProperty;
  const additional = (first?.params as { additionalProperty?: string } | undefined)?.additionalProperty;
  return missing ?? additional ?? (first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body');
};

const SYSTEM_ERROR = 'Lỗi hệ thống, vui lòng thử lại sau / Something went wrong, please try again later';

/**
 * Whatever fails before or around the handler (content type, body size, a hook refusing the
 * request, an unexpected error) still answers in the checkout's FAILED shape.
 */
const checkoutErrorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) {
    request.log.error({ err: error }, 'checkout failed');
    return send(reply, checkoutFailure({ statusCode: 500, field: 'body', message: SYSTEM_ERROR }));
  }
  if (error instanceof HttpError)
    return send(
      reply,
      checkoutFailure({
        statusCode: status,
        field: error.field ?? 'body',
        message: error.reason ?? error.message,
      }),
    );
  return send(
    reply,
    checkoutFailure({ statusCode: status, field: 'body', message: PAYMENT_MESSAGES.invalid(error.message) }),
  );
};

/**
 * SPEC §7 checkout, answered in its own shape: SUCCESS with the VietQR payload and QR code, or,
 * for any failure (not signed in, module off, invalid body, bad X-Signature, fields that are not
 * the transfer's, expired or paid transfer, outside the payment period), FAILED with data null
 * and `validateErrors: [{ field, message }]`.
 */
export default async function checkoutRoutes(app: FastifyInstance) {
  app.post<{ Body: PaymentCheckoutRequest }>(
    '/api/payment/transactions/checkout',
    {
      attachValidation: true,
      errorHandler: checkoutErrorHandler,
      schema: {
        tags,
        summary:
          'Checkout of a waiting transfer signed by X-Signature (hex HMAC-SHA256 of itemId|type|userId|userCode|amount|content|callbackUrl|provider|paymentMethod, key = checkoutKey); answers qrData (VietQR EMVCo) and genQRCode (PNG data URL)',
        headers: {
          type: 'object',
          properties: {
            [CHECKOUT_SIGNATURE_HEADER]: {
              type: 'string',
              description:
                'Hex HMAC-SHA256 of the signed fields keyed with the checkoutKey of create-waiting',
            },
          },
        },
        body: CHECKOUT_BODY,
        response: { 200: CHECKOUT_ANSWER, '4xx': CHECKOUT_ANSWER, '5xx': CHECKOUT_ANSWER },
      },
    },
    async (request, reply) => {
      if (request.tenant.modules.tuition === false)
        return send(
          reply,
          checkoutFailure({ statusCode: 404, field: 'type', message: PAYMENT_MESSAGES.moduleOff }),
        );
      if (!request.session)
        return send(
          reply,
          checkoutFailure({ statusCode: 401, field: 'session', message: PAYMENT_MESSAGES.notSignedIn }),
        );
      if (request.session.studentId < 0)
        return send(
          reply,
          checkoutFailure({ statusCode: 404, field: 'userId', message: PAYMENT_MESSAGES.noStudent }),
        );
      if (request.validationError)
        return send(
          reply,
          checkoutFailure({
            statusCode: 400,
            field: fieldOf(request),
            message: PAYMENT_MESSAGES.invalid(request.validationError.message),
          }),
        );
      const payer = await payerOf({ db: app.db, request });
      const signature = request.headers[CHECKOUT_SIGNATURE_HEADER];
      const outcome = await checkout({
        db: app.db,
        tenant: request.tenant,
        payer,
        body: request.body,
        signature: typeof signature === 'string' ? signature : undefined,
        now: new Date(),
      });
      return send(reply, outcome);
    },
  );
}
