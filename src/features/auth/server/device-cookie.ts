import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Cookie a browser earns with a good sign-in: "this account signed in well from this device". */
export const DEVICE_COOKIE = 'unigate_device';
/** Only the calls that check a password need it. */
const DEVICE_COOKIE_PATH = '/api/v1/auth/';
const DEVICE_TTL_SECONDS = 365 * 24 * 60 * 60;
const VERSION = 'd1';

/** A device cookie that checked out: the account it belongs to and the device's own id. */
export type Device = { userId: number; deviceId: string };

const macOf = ({ key, payload }: { key: Buffer; payload: string }) =>
  createHmac('sha256', key).update(payload).digest('base64url');

/**
 * Signed (HMAC-SHA256 with the server's secret) device cookies. The cookie grants no access: it
 * only lets sign-in attempts for its own account use the device's throttle budget instead of the
 * account's, which strangers can exhaust.
 */
export const createDeviceCookies = ({
  secret,
  isSecure,
}: {
  secret: () => Promise<Buffer>;
  isSecure: boolean;
}) => {
  const payloadOf = ({ rootId, userId, deviceId, expires }: Device & { rootId: number; expires: number }) =>
    `${VERSION}.${rootId}.${userId}.${deviceId}.${expires}`;

  /** The request's device, when its cookie is intact, unexpired and of this tenant. */
  const read = async ({ request, rootId }: { request: FastifyRequest; rootId: number }) => {
    const value = request.cookies[DEVICE_COOKIE];
    if (!value || value.length > 300) return null;
    const parts = value.split('.');
    if (parts.length !== 6 || parts[0] !== VERSION) return null;
    const [, root, user, deviceId, expires, mac] = parts;
    const device = { userId: Number(user), deviceId };
    if (Number(root) !== rootId || !Number.isSafeInteger(device.userId) || !/^[\w-]{16,64}$/.test(deviceId))
      return null;
    if (!(Number(expires) * 1000 > Date.now())) return null;
    const expected = Buffer.from(
      macOf({ key: await secret(), payload: payloadOf({ rootId, ...device, expires: Number(expires) }) }),
    );
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return device;
  };

  /** After a good sign-in: keeps the device's id when it already had one for this account. */
  const issue = async ({
    request,
    reply,
    rootId,
    userId,
  }: {
    request: FastifyRequest;
    reply: FastifyReply;
    rootId: number;
    userId: number;
  }) => {
    const known = await read({ request, rootId });
    const deviceId = known?.userId === userId ? known.deviceId : randomBytes(16).toString('base64url');
    const expires = Math.floor(Date.now() / 1000) + DEVICE_TTL_SECONDS;
    const payload = payloadOf({ rootId, userId, deviceId, expires });
    reply.setCookie(DEVICE_COOKIE, `${payload}.${macOf({ key: await secret(), payload })}`, {
      path: DEVICE_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecure,
      maxAge: DEVICE_TTL_SECONDS,
    });
  };

  return { read, issue };
};

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
