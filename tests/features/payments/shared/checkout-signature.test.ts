import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  checkoutMessage,
  checkoutSignature,
} from '../../../../src/features/payments/shared/checkout-signature';
import type { CheckoutFields } from '../../../../src/features/payments/shared/checkout-signature';
import {
  BANK_SIGNATURE_PREFIX,
  bankSignature,
} from '../../../../src/features/payments/shared/bank-signature';
import { isBankSignatureValid } from '../../../../src/features/payments/server/verify-bank-signature';
import {
  BankSecretError,
  DEV_BANK_WEBHOOK_SECRET,
  readBankWebhookSecret,
  tenantBankSecret,
} from '../../../../src/features/payments/server/bank-secret';

const fields: CheckoutFields = {
  itemId: 42,
  type: 'tuition',
  userId: 7,
  userCode: '20230001',
  amount: 1_200_000,
  content: 'UG26A7K3Q9',
  callbackUrl: '/tuition',
  provider: 'vietqr',
  paymentMethod: 'qr',
};

describe('checkout signature (SPEC §5)', () => {
  it('joins the fields with | in the documented order', () => {
    expect(checkoutMessage(fields)).toBe('42|tuition|7|20230001|1200000|UG26A7K3Q9|/tuition|vietqr|qr');
  });

  it('is the hex HMAC-SHA256 of the message keyed with the checkout key (as node:crypto computes it)', () => {
    const key = 'c0ffee';
    const expected = createHmac('sha256', key).update(checkoutMessage(fields)).digest('hex');
    expect(checkoutSignature({ fields, key })).toBe(expected);
  });

  it('changes with any field and with the key', () => {
    const base = checkoutSignature({ fields, key: 'k' });
    expect(checkoutSignature({ fields: { ...fields, amount: 1_200_001 }, key: 'k' })).not.toBe(base);
    expect(checkoutSignature({ fields, key: 'other' })).not.toBe(base);
  });
});

describe('bank signature', () => {
  const rawBody = JSON.stringify({
    transactionId: 'FT1',
    amount: 1_200_000,
    description: 'UG26A7K3Q9 học phí',
  });

  it('is sha256= + hex HMAC of the raw body', () => {
    const signature = bankSignature({ rawBody, secret: 's3cret' });
    expect(signature.startsWith(BANK_SIGNATURE_PREFIX)).toBe(true);
    expect(signature.slice(7)).toBe(createHmac('sha256', 's3cret').update(rawBody, 'utf8').digest('hex'));
  });

  it('verifies the exact bytes only, in constant time', () => {
    const header = bankSignature({ rawBody, secret: 's3cret' });
    expect(isBankSignatureValid({ rawBody: Buffer.from(rawBody), secret: 's3cret', header })).toBe(true);
    const upper = `sha256=${header.slice(7).toUpperCase()}`;
    expect(isBankSignatureValid({ rawBody, secret: 's3cret', header: upper })).toBe(true);
    expect(isBankSignatureValid({ rawBody: `${rawBody} `, secret: 's3cret', header })).toBe(false);
    expect(isBankSignatureValid({ rawBody, secret: 'other', header })).toBe(false);
    expect(isBankSignatureValid({ rawBody, secret: 's3cret', header: header.slice(7) })).toBe(false);
    expect(isBankSignatureValid({ rawBody, secret: 's3cret', header: 'sha256=zz' })).toBe(false);
    expect(isBankSignatureValid({ rawBody, secret: 's3cret', header: undefined })).toBe(false);
  });
});

describe('bank webhook secret', () => {
  it('defaults outside production and is required in production', () => {
    expect(readBankWebhookSecret({})).toBe(DEV_BANK_WEBHOOK_SECRET);
    expect(readBankWebhookSecret({ NODE_ENV: 'test', BANK_WEBHOOK_SECRET: 'x' })).toBe('x');
    expect(() => readBankWebhookSecret({ NODE_ENV: 'production' })).toThrow(BankSecretError);
    expect(readBankWebhookSecret({ NODE_ENV: 'production', BANK_WEBHOOK_SECRET: 'prod' })).toBe('prod');
  });

  it('never runs production on the development secret, blank or set explicitly', () => {
    for (const secret of ['', '   ', DEV_BANK_WEBHOOK_SECRET, ` ${DEV_BANK_WEBHOOK_SECRET} `])
      expect(
        () => readBankWebhookSecret({ NODE_ENV: 'production', BANK_WEBHOOK_SECRET: secret }),
        JSON.stringify(secret),
      ).toThrow(BankSecretError);
    expect(() =>
      readBankWebhookSecret({ NODE_ENV: 'production', BANK_WEBHOOK_SECRET: DEV_BANK_WEBHOOK_SECRET }),
    ).toThrow(/must not be the development secret/);
    // Outside production (npm start without NODE_ENV) the sandbox bank keeps working on it.
    expect(readBankWebhookSecret({ BANK_WEBHOOK_SECRET: DEV_BANK_WEBHOOK_SECRET })).toBe(
      DEV_BANK_WEBHOOK_SECRET,
    );
  });

  it('derives one secret per tenant: hex HMAC-SHA256(master, tenant code)', () => {
    const hust = tenantBankSecret({ tenantCode: 'hust', masterSecret: 'm' });
    expect(hust).toBe(createHmac('sha256', 'm').update('hust').digest('hex'));
    expect(tenantBankSecret({ tenantCode: 'hmu', masterSecret: 'm' })).not.toBe(hust);
  });
});
