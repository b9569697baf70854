import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ConfigError, loadAppConfig } from '../src/config/index';
import type { Institution } from '../src/config/index';
import { BankSecretError, tenantBankSecret } from '../src/features/payments/server/bank-secret';
import { BANK_SIGNATURE_HEADER, bankSignature } from '../src/features/payments/shared/bank-signature';
import { readVietQrPayload } from '../src/features/payments/shared/vietqr-payload';

/**
 * `npm run bank`: the sandbox bank (docs/payments.md "Sandbox bank"). It signs notifications as the
 * tenant's bank does (X-Bank-Signature with the secret derived from BANK_WEBHOOK_SECRET, the same
 * derivation as the server) and posts them to the portal's webhook on the tenant's host.
 *
 *   npm run bank -- pay <reference | VietQR payload> [--amount N] [--tenant unigate]
 *     [--url http://localhost:3000] [--description TEXT] [--duplicate N] [--out-of-order]
 *     [--wrong-amount] [--bad-signature]
 *   npm run bank -- serve [--port 3999] [--url http://localhost:3000]
 */
const USAGE = `Ngân hàng thử nghiệm / Sandbox bank
  npm run bank -- pay <reference | VietQR payload> [--amount N] [--tenant unigate] [--url http://localhost:3000]
      [--description TEXT] [--duplicate N] [--out-of-order] [--wrong-amount] [--bad-signature]
  npm run bank -- serve [--port 3999] [--url http://localhost:3000]   (POST /pay {reference, amount, ...})`;

/** What to pay and how the bank misbehaves while delivering it. */
type PayOrder = {
  /** A transfer reference (UG26A7K3Q9) or the VietQR payload the portal shows (amount read from it). */
  reference: string;
  amount?: number;
  tenant: string;
  url: string;
  description?: string;
  /** Deliveries of each notification (the bank retries: the portal must credit once). */
  duplicate: number;
  /** Two transfers (40 % then the rest), the later one delivered first. */
  outOfOrder: boolean;
  /** Pays 10 % less than asked (an under-payment the ledger keeps). */
  wrongAmount: boolean;
  /** Signs with a wrong secret: the portal must answer 401 and store nothing. */
  badSignature: boolean;
};

/** One posted notification and the portal's answer. */
type Delivery = { transactionId: string; amount: number; httpStatus: number; answer: unknown };

const readConfig = () => {
  try {
    return loadAppConfig({ rootDir: fileURLToPath(new URL('..', import.meta.url)) });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
};
const appConfig = readConfig();

class OrderError extends Error {}

const tenantOf = (code: string): Institution => {
  const tenant = appConfig.byCode.get(code);
  if (!tenant)
    throw new OrderError(
      `Không có trường "${code}" / No tenant "${code}" (${[...appConfig.byCode.keys()].join(', ')})`,
    );
  return tenant;
};

/** Reference, amount and account of an order: read from a VietQR payload when one is given. */
const transferOf = (order: PayOrder, tenant: Institution) => {
  const qr = /^0002/.test(order.reference) ? readVietQrPayload(order.reference) : null;
  const reference = (qr?.purpose ?? order.reference).trim();
  const amount = order.amount ?? qr?.amount;
  if (!reference) throw new OrderError('Thiếu mã chuyển khoản / Missing transfer reference');
  if (amount === undefined || !Number.isInteger(amount) || amount <= 0)
    throw new OrderError(
      'Số tiền (--amount) phải là số nguyên dương (VND) / The amount (--amount) must be a positive integer (VND)',
    );
  return { reference, amount, accountNumber: qr?.accountNumber ?? tenant.tuition.account.accountNumber };
};

/** Posts one raw body to the webhook with the tenant's first host as Host (the portal picks the tenant by it). */
const post = ({
  url,
  host,
  rawBody,
  signature,
}: {
  url: string;
  host: string;
  rawBody: string;
  signature: string;
}) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const target = new URL('/api/v1/bank/notifications', url);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const outgoing = send(
      target,
      {
        method: 'POST',
        headers: {
          host: target.port ? `${host}:${target.port}` : host,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(rawBody),
          [BANK_SIGNATURE_HEADER]: signature,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(rawBody);
  });

const parseAnswer = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
};

/** Pays an order: builds the bank's notifications, signs them and delivers them as the order says. */
const pay = async (order: PayOrder): Promise<Delivery[]> => {
  const tenant = tenantOf(order.tenant);
  const { reference, amount, accountNumber } = transferOf(order, tenant);
  const paid = order.wrongAmount ? amount - Math.max(1, Math.round(amount / 10)) : amount;
  const parts =
    order.outOfOrder && paid >= 2 ? [Math.floor(paid * 0.4), paid - Math.floor(paid * 0.4)] : [paid];
  const startedAt = Date.now();
  const notifications = parts.map((part, index) => ({
    transactionId: `SBX${startedAt}${randomBytes(4).toString('hex').toUpperCase()}${index}`,
    accountNumber,
    amount: part,
    currency: 'VND',
    description:
      order.description ??
      `MBVCB.${randomBytes(3).readUIntBE(0, 3)}.${reference} nop hoc phi.CT tu 1023456789 toi ${accountNumber}`,
    paidAt: new Date(startedAt + index * 1000).toISOString(),
  }));
  if (order.outOfOrder) notifications.reverse();
  const secret = order.badSignature
    ? tenantBankSecret({ tenantCode: `not-${tenant.code}` })
    : tenantBankSecret({ tenantCode: tenant.code });
  const deliveries: Delivery[] = [];
  for (const notification of notifications) {
    const rawBody = JSON.stringify(notification);
    const signature = bankSignature({ rawBody, secret });
    for (let attempt = 0; attempt < order.duplicate; attempt += 1) {
      const answer = await post({ url: order.url, host: tenant.hosts[0], rawBody, signature });
      deliveries.push({
        transactionId: notification.transactionId,
        amount: notification.amount,
        httpStatus: answer.status,
        answer: parseAnswer(answer.body),
      });
    }
  }
  return deliveries;
};

const defaultUrl = `http://localhost:${process.env.PORT || 3000}`;

const orderFrom = (input: Record<string, unknown>): PayOrder => {
  const count = Number(input.duplicate ?? 1);
  if (!Number.isInteger(count) || count < 1 || count > 100)
    throw new OrderError('Số lần gửi (--duplicate) phải từ 1 đến 100 / --duplicate must be 1 to 100');
  return {
    reference: String(input.reference ?? ''),
    amount: input.amount === undefined || input.amount === '' ? undefined : Number(input.amount),
    tenant: String(input.tenant ?? 'unigate'),
    url: String(input.url ?? defaultUrl),
    description: input.description === undefined ? undefined : String(input.description),
    duplicate: count,
    outOfOrder: input.outOfOrder === true,
    wrongAmount: input.wrongAmount === true,
    badSignature: input.badSignature === true,
  };
};

const readJson = (request: IncomingMessage) =>
  new Promise<Record<string, unknown>>((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
      if (text.length > 16_384) request.destroy(new OrderError('Nội dung quá lớn / Body too large'));
    });
    request.on('end', () => {
      try {
        const parsed: unknown = JSON.parse(text || '{}');
        if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
          throw new Error('not an object');
        resolve(parsed as Record<string, unknown>);
      } catch {
        reject(new OrderError('Nội dung phải là một đối tượng JSON / The body must be a JSON object'));
      }
    });
    request.on('error', reject);
  });

const reply = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body, null, 2));
};

/** `serve`: POST /pay {reference, amount, tenant?, duplicate?, outOfOrder?, wrongAmount?, badSignature?}; GET / lists recent deliveries. */
const serve = ({ port, url }: { port: number; url: string }) => {
  const recent: Delivery[] = [];
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method === 'GET' && path === '/') return reply(response, 200, { usage: USAGE, recent });
    if (request.method !== 'POST' || path !== '/pay')
      return reply(response, 404, { message: 'Không tìm thấy / Not found: GET / or POST /pay' });
    readJson(request)
      .then((input) => pay(orderFrom({ url, ...input })))
      .then((deliveries) => {
        recent.unshift(...deliveries);
        recent.splice(50);
        reply(response, 200, { deliveries });
      })
      .catch((error: unknown) => {
        if (error instanceof OrderError) return reply(response, 400, { message: error.message });
        if (error instanceof BankSecretError) return reply(response, 500, { message: error.message });
        reply(response, 502, {
          message: `Không gửi được tới cổng / Could not reach the portal: ${(error as Error).message}`,
        });
      });
  });
  // Loopback only: whoever reaches this server can credit payments.
  server.listen(port, '127.0.0.1', () =>
    console.log(`Sandbox bank on http://127.0.0.1:${port} (POST /pay {reference, amount}) → ${url}`),
  );
};

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    amount: { type: 'string' },
    tenant: { type: 'string' },
    url: { type: 'string' },
    description: { type: 'string' },
    duplicate: { type: 'string' },
    'out-of-order': { type: 'boolean' },
    'wrong-amount': { type: 'boolean' },
    'bad-signature': { type: 'boolean' },
    port: { type: 'string' },
  },
});
const [command, reference] = positionals;
try {
  if (command === 'serve') {
    serve({ port: Number(values.port ?? process.env.BANK_PORT ?? 3999), url: values.url ?? defaultUrl });
  } else if (command === 'pay' && reference) {
    const deliveries = await pay(
      orderFrom({
        ...values,
        reference,
        outOfOrder: values['out-of-order'],
        wrongAmount: values['wrong-amount'],
        badSignature: values['bad-signature'],
      }),
    );
    console.table(
      deliveries.map((delivery) => ({
        transactionId: delivery.transactionId,
        amount: delivery.amount,
        http: delivery.httpStatus,
        answer: JSON.stringify(delivery.answer),
      })),
    );
  } else {
    console.log(USAGE);
    process.exitCode = command ? 1 : 0;
  }
} catch (error) {
  const isOurs = error instanceof OrderError || error instanceof BankSecretError;
  if (!isOurs && !(error as NodeJS.ErrnoException).code) throw error;
  console.error(
    isOurs
      ? (error as Error).message
      : `Không gửi được tới cổng / Could not reach the portal: ${(error as Error).message}`,
  );
  process.exitCode = 1;
}
