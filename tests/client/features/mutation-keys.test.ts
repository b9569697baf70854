import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMutation } from '../../../src/client/engine';
import '../../../src/features/relatives/client/sources';
import '../../../src/features/content/client/notification-sources';
import '../../../src/features/auth/client/sources';
import { jsonResponse, mockFetch } from '../app/fetch-mock';

afterEach(() => vi.unstubAllGlobals());

describe('every mutation of the student app', () => {
  it('sends the action’s Idempotency-Key (relatives, notifications, sessions)', async () => {
    const ok = () => jsonResponse({ status: 200, body: { code: 1, data: { id: 3 }, current: false } });
    const calls = mockFetch({
      'POST /api/v1/relatives/save': ok,
      'POST /api/v1/relatives/delete/3': ok,
      'POST /api/v1/notifications/read': ok,
      'POST /api/v1/auth/sessions/s-1/revoke': ok,
    });
    await getMutation('people.saveRelative').request({ data: {}, checkSum: 'x' }, { idempotencyKey: 'k-1' });
    await getMutation('people.deleteRelative').request(
      { data: { id: 3, lastUpdate: '' }, checkSum: 'x' },
      { idempotencyKey: 'k-2' },
    );
    await getMutation('notifications.read').request({ notificationId: 5 }, { idempotencyKey: 'k-3' });
    await getMutation('auth.endSession').request({ id: 's-1' }, { idempotencyKey: 'k-4' });
    expect(calls.map((call) => new Headers(call.init.headers).get('Idempotency-Key'))).toEqual([
      'k-1',
      'k-2',
      'k-3',
      'k-4',
    ]);
  });
});
