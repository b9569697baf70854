import { and, eq, or } from 'drizzle-orm';
import { createDropClock } from '../../../server/cache/drop-clock';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CHANGE_PASSWORD_CODES, GENERIC_CODES, LOGIN_CODES, resultMessage } from '../../../core/index';
import { verifyChecksum } from '../../../server/verify-checksum';
import { badRequest } from '../../../server/http-errors';
import { requireSession } from '../../../server/guards';
import { loadAuthUser } from './load-auth-user';
import type { AuthUserView } from './load-auth-user';
import { createDeviceCookies } from './device-cookie';
import { createPasswordGuard, throttledError } from './password-guard';
import { createServerSecret } from './server-secret';
import { getDummyHash, hashPassword, passwordProblem, verifyPassword } from '../../../server/password';
import { SESSION_COOKIE } from './session-store';
import { users } from '../shared/tables';

const USER_TTL_MS = 30_000;
const USER_CHANNEL = 'user-changed';

/** The language the caller reads (for messages in result bodies). */
export const localeOf = (request: FastifyRequest) =>
  /^en\b/i.test(String(request.headers['x-locale'] ?? request.headers['accept-language'] ?? ''))
    ? 'en'
    : 'vi';

/** Sign-in, session, sign-out and password change (SPEC §7 Auth). */
export const createAuthService = async (app: FastifyInstance) => {
  const userCache = new Map<number, { user: AuthUserView; until: number }>();
  // A user read that started before a change of the user was broadcast is answered but not kept.
  const userDrops = createDropClock();
  await app.cache.subscribe({
    channel: USER_CHANNEL,
    onMessage: (message) => {
      userDrops.drop(message);
      userCache.delete(Number(message));
    },
  });

  const cachedUser = async ({ userId, rootId }: { userId: number; rootId: number }) => {
    const hit = userCache.get(userId);
    if (hit && hit.until > Date.now() && hit.user.rootId === rootId) return hit.user;
    const since = userDrops.now();
    const user = await loadAuthUser({ db: app.db, userId, rootId });
    if (user && !userDrops.droppedSince(String(userId), since)) {
      if (userCache.size > 50_000) userCache.clear();
      userCache.set(userId, { user, until: Date.now() + USER_TTL_MS });
    }
    return user;
  };

  /** Every instance drops its copy of the user (after a change of password or account). */
  const announceUserChange = (userId: number) =>
    app.cache.publish({ channel: USER_CHANNEL, message: String(userId) });

  const devices = createDeviceCookies({
    secret: createServerSecret({ db: app.db, name: 'device-cookie' }),
    isSecure: app.settings.publicUrl.startsWith('https:'),
  });
  const guard = createPasswordGuard({ cache: app.cache, devices });

  /** Reserves a password check, or refuses it with 429 and Retry-After. */
  const admitPasswordCheck = async ({
    request,
    reply,
    userId,
    name,
  }: {
    request: FastifyRequest;
    reply: FastifyReply;
    userId: number | null;
    name: string;
  }) => {
    const admission = await guard.admit({ request, rootId: request.tenant.rootId, userId, name });
    if ('attempt' in admission) return admission.attempt;
    reply.header('retry-after', String(admission.retryAfterSeconds));
    throw throttledError({ seconds: admission.retryAfterSeconds, locale: localeOf(request) });
  };

  const setCookie = ({ reply, token, expiresAt }: { reply: FastifyReply; token: string; expiresAt: Date }) =>
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: app.settings.publicUrl.startsWith('https:'),
      expires: expiresAt,
    });

  /** Starts a session for a user that has proven who they are (password or SSO). */
  const startSession = async ({
    request,
    reply,
    userId,
  }: {
    request: FastifyRequest;
    reply: FastifyReply;
    userId: number;
  }) => {
    const { token, expiresAt } = await app.sessionStore.create({
      userId,
      rootId: request.tenant.rootId,
      ip: request.ip,
      userAgent: String(request.headers['user-agent'] ?? ''),
    });
    setCookie({ reply, token, expiresAt });
    // The device earns its own sign-in budget for this account (see password-guard.ts).
    await devices.issue({ request, reply, rootId: request.tenant.rootId, userId });
    return cachedUser({ userId, rootId: request.tenant.rootId });
  };

  const login = async ({
    request,
    reply,
    account,
    password,
  }: {
    request: FastifyRequest;
    reply: FastifyReply;
    account: string;
    password: string;
  }) => {
    const rootId = request.tenant.rootId;
    const locale = localeOf(request);
    const name = account.trim();
    const [user] = await app.db
      .select()
      .from(users)
      .where(and(eq(users.rootId, rootId), or(eq(users.account, name), eq(users.email, name.toLowerCase()))))
      .limit(1);
    // Counted before the password is compared: parallel guesses cannot all be checked.
    const attempt = await admitPasswordCheck({ request, reply, userId: user?.id ?? null, name });
    const matches = await verifyPassword({ password, hash: user?.passwordHash ?? (await getDummyHash()) });
    const answer = (code: number, data: AuthUserView | null = null) => ({
      code,
      data,
      message: resultMessage({ set: 'login', code, locale }),
    });
    if (!user || !matches) {
      await attempt.fail();
      return answer(LOGIN_CODES.INVALID_CREDENTIALS);
    }
    await attempt.succeed();
    if (!user.isVerified) return answer(LOGIN_CODES.UNVERIFIED);
    if (user.isDisabled) return answer(LOGIN_CODES.FAILED);
    const view = await startSession({ request, reply, userId: user.id });
    return answer(LOGIN_CODES.SUCCESS, view);
  };

  const session = async (request: FastifyRequest) =>
    request.session ? cachedUser({ userId: request.session.userId, rootId: request.session.rootId }) : null;

  const logout = async ({ request, reply }: { request: FastifyRequest; reply: FastifyReply }) => {
    if (request.session) await app.sessionStore.revoke({ tokenHashes: [request.session.tokenHash] });
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { code: 1 };
  };

  const changePassword = async ({
    request,
    reply,
    body,
  }: {
    request: FastifyRequest;
    reply: FastifyReply;
    body: { password: string; newPassword: string; checkSum: string };
  }) => {
    const current = requireSession(request);
    const locale = localeOf(request);
    const answer = (code: number, message?: string) => ({
      code,
      message: message ?? resultMessage({ set: 'changePassword', code, locale }),
    });
    if (!verifyChecksum({ rule: 'auth.changePassword', body })) {
      return answer(
        GENERIC_CODES.CHECKSUM_FAILED,
        resultMessage({ set: 'generic', code: GENERIC_CODES.CHECKSUM_FAILED, locale }),
      );
    }
    const problem = passwordProblem(body.newPassword);
    if (problem) throw badRequest({ field: 'newPassword', reason: problem[locale] });
    if (body.newPassword === body.password) {
      throw badRequest({
        field: 'newPassword',
        reason:
          locale === 'en'
            ? 'The new password must differ from the current one'
            : 'Mật khẩu mới phải khác mật khẩu hiện tại',
      });
    }
    // A stolen session must not become a way to guess the password: same budgets as sign-in.
    const [user] = await app.db.select().from(users).where(eq(users.id, current.userId)).limit(1);
    // The same budget as signing in with the account's code.
    const attempt = await admitPasswordCheck({
      request,
      reply,
      userId: current.userId,
      name: user?.account ?? `#${current.userId}`,
    });
    if (!user || !(await verifyPassword({ password: body.password, hash: user.passwordHash }))) {
      await attempt.fail();
      return answer(CHANGE_PASSWORD_CODES.WRONG_PASSWORD);
    }
    await attempt.succeed();
    await app.db
      .update(users)
      .set({
        passwordHash: await hashPassword(body.newPassword),
        mustChangePassword: false,
        passwordChangedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    await app.sessionStore.revokeOthers({ userId: user.id, keepTokenHash: current.tokenHash });
    await announceUserChange(user.id);
    return answer(CHANGE_PASSWORD_CODES.SUCCESS);
  };

  return { login, session, logout, changePassword, startSession, cachedUser, announceUserChange };
};

export type AuthService = Awaited<ReturnType<typeof createAuthService>>;
