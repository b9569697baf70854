import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMutation } from '../../../src/client/engine';
import '../../../src/features/learn/client/sources';
import { jsonResponse, mockFetch } from '../app/fetch-mock';

afterEach(() => vi.unstubAllGlobals());

describe('learn mutations', () => {
  it('send the action’s Idempotency-Key and tell a lost answer (409, Retry-After) from a refusal', async () => {
    const calls = mockFetch({
      'POST /api/v1/class-registrations/register': () =>
        new Response(JSON.stringify({ statusCode: 409, message: 'still running' }), {
          status: 409,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '1' },
        }),
      'POST /api/v1/class-registrations/drop': () =>
        jsonResponse({
          status: 422,
          body: { statusCode: 422, field: 'Idempotency-Key', reason: 'another call' },
        }),
    });
    const register = getMutation('learn.registerClasses');
    const busy = await register.request(
      { data: { classIds: [7] }, checkSum: 'x' },
      { idempotencyKey: 'k-1' },
    );
    expect(busy).toMatchObject({ code: 0, status: 409, retryAfterSeconds: 1 });
    const refused = await getMutation('learn.dropClass').request(
      { data: { classId: 7 }, checkSum: 'x' },
      { idempotencyKey: 'k-2' },
    );
    expect(refused).toMatchObject({ code: 0, status: 422, message: 'another call' });
    expect(calls.map((call) => new Headers(call.init.headers).get('Idempotency-Key'))).toEqual([
      'k-1',
      'k-2',
    ]);
  });
});
