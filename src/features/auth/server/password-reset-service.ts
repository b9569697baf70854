import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../../../server/http-errors';
import { hashPassword, passwordProblem } from '../../../server/password';
import { tenantOrigin } from '../../../server/plugins/same-origin';
import { isResetToken, RESET_LINK_MINUTES, RESET_PASSWORD_CODES, resetLink } from '../shared/password-reset';
import { users } from '../shared/tables';
import type { AuthService } from './auth-service';
import { localeOf } from './auth-service';
import { resetMail } from './reset-mail';
import { createResetThrottle, resetThrottledError } from './reset-throttle';
import { passwordResetTokens } from './tables';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

const MESSAGES = {
  requested: {
    vi: 'Nếu tài khoản tồn tại và có địa chỉ email, chúng tôi đã gửi một liên kết đặt lại mật khẩu. Vui lòng kiểm tra hộp thư.',
    en: 'If the account exists and has an e-mail address, we have sent it a link to reset the password. Please check the mailbox.',
  },
  valid: { vi: 'Liên kết hợp lệ.', en: 'The link works.' },
  invalid: {
    vi: 'Liên kết đặt lại mật khẩu không hợp lệ, đã được dùng hoặc đã hết hạn. Vui lòng yêu cầu liên kết mới.',
    en: 'This reset link is not valid, was already used or has expired. Please ask for a new one.',
  },
  done: {
    vi: 'Đã đặt mật khẩu mới. Các phiên đăng nhập khác đã được đăng xuất.',
    en: 'Your new password is set. Every other session was signed out.',
  },
} as const;

/**
 * Password recovery by e-mail: a reset request always gets the same answer (the account's
 * existence never shows, in the body or in the time taken: the mail goes out after the answer);
 * the link is single-use, expires after RESET_LINK_MINUTES, uses the tenant's own host, and
 * setting the new password ends every session of the user, then signs this browser in.
 */
export const createPasswordResetService = ({ app, auth }: { app: FastifyInstance; auth: AuthService }) => {
  const throttle = createResetThrottle({ cache: app.cache });
  // Mails being composed and sent after their request was answered; closing the app waits for them.
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });

  const refuse = ({
    request,
    reply,
    seconds,
  }: {
    request: FastifyRequest;
    reply: FastifyReply;
    seconds: number;
  }) => {
    reply.header('retry-after', String(seconds));
    return resetThrottledError({ seconds, locale: localeOf(request) });
  };

  /** Creates the link and mails it (after the request was answered). */
  const sendLink = async ({
    request,
    user,
  }: {
    request: FastifyRequest;
    user: { id: number; rootId: number; account: string; name: string; email: string };
  }) => {
    const token = randomBytes(32).toString('base64url');
    await app.db.insert(passwordResetTokens).values({
      rootId: user.rootId,
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
      ip: request.ip,
    });
    const link = resetLink({ origin: tenantOrigin({ request, settings: app.settings }), token });
    const mail = resetMail({
      to: user.email,
      name: user.name,
      account: user.account,
      portal: request.tenant.name,
      link,
    });
    const sent = await app.mailer.sendMail(mail);
    request.log.info({ userId: user.id, messageId: sent.messageId }, 'password reset mail sent');
  };

  const requestReset = async ({
    request,
    reply,
    account,
  }: {
    request: FastifyRequest;
    reply: FastifyReply;
    account: string;
  }) => {
    const rootId = request.tenant.rootId;
    const name = account.trim();
    if (!name)
      throw badRequest({ field: 'account', reason: 'Vui lòng nhập tài khoản / Please enter the account' });
    const [user] = await app.db
      .select()
      .from(users)
      .where(and(eq(users.rootId, rootId), or(eq(users.account, name), eq(users.email, name.toLowerCase()))))
      .limit(1);
    const refusal = await throttle.admitRequest({ request, rootId, name });
    if (refusal) throw refuse({ request, reply, seconds: refusal.retryAfterSeconds });
    if (user && !user.isDisabled && user.email) {
      const job = sendLink({ request, user })
        .catch((error: unknown) =>
          request.log.error({ err: error, userId: user.id }, 'password reset mail failed'),
        )
        .finally(() => pending.delete(job));
      pending.add(job);
    }
    return { code: RESET_PASSWORD_CODES.SUCCESS, message: MESSAGES.requested[localeOf(request)] };
  };

  /** Live (unused, unexpired) links of this tenant with that token. */
  const liveToken = ({ rootId, token }: { rootId: number; token: string }) =>
    and(
      eq(passwordResetTokens.tokenHash, hashToken(token)),
      eq(passwordResetTokens.rootId, rootId),
      isNull(passwordResetTokens.usedAt),
      gt(passwordResetTokens.expiresAt, new Date()),
    );

  const requireTokenShape = ({ request, token }: { request: FastifyRequest; token: string }) => {
    if (isResetToken(token)) return;
    const locale = localeOf(request);
    throw badRequest({
      field: 'token',
      reason: locale === 'en' ? 'This is not a reset link' : 'Đây không phải liên kết đặt lại mật khẩu',
    });
  };

  /** Tells the reset page whether its link still works, before the student types a password. */
  const checkLink = async ({
    request,
    reply,
    token,
  }: {
    request: FastifyRequest;
    reply: FastifyReply;
    token: string;
  }) => {
    requireTokenShape({ request, token });
    const attempt = await throttle.admitLink({ request });
    if ('retryAfterSeconds' in attempt) throw refuse({ request, reply, seconds: attempt.retryAfterSeconds });
    const locale = localeOf(request);
    const [row] = await app.db
      .select({ id: passwordResetTokens.id })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.userId))
      .where(and(liveToken({ rootId: request.tenant.rootId, token }), eq(users.isDisabled, false)))
      .limit(1);
    if (!row) {
      await attempt.fail();
      return { code: RESET_PASSWORD_CODES.INVALID_LINK, message: MESSAGES.invalid[locale] };
    }
    await attempt.succeed();
    return { code: RESET_PASSWORD_CODES.SUCCESS, message: MESSAGES.valid[locale] };
  };

  const resetPassword = async ({
    request,
    reply,
    token,
    newPassword,
  }: {
    request: FastifyRequest;
    reply: FastifyReply;
    token: string;
    newPassword: string;
  }) => {
    const locale = localeOf(request);
    requireTokenShape({ request, token });
    const problem = passwordProblem(newPassword);
    if (problem) throw badRequest({ field: 'newPassword', reason: problem[locale] });
    const attempt = await throttle.admitLink({ request });
    if ('retryAfterSeconds' in attempt) throw refuse({ request, reply, seconds: attempt.retryAfterSeconds });
    const passwordHash = await hashPassword(newPassword);
    const rootId = request.tenant.rootId;
    // One transaction: the link is taken (a parallel use of it finds it used), the password set,
    // and the user's other links voided.
    const user = await app.db.transaction(async (tx) => {
      const [taken] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(liveToken({ rootId, token }))
        .returning({ userId: passwordResetTokens.userId });
      if (!taken) return null;
      const [changed] = await tx
        .update(users)
        .set({ passwordHash, mustChangePassword: false, passwordChangedAt: new Date() })
        .where(and(eq(users.id, taken.userId), eq(users.rootId, rootId), eq(users.isDisabled, false)))
        .returning({ id: users.id, isVerified: users.isVerified });
      if (!changed) return null;
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResetTokens.userId, changed.id), isNull(passwordResetTokens.usedAt)));
      return changed;
    });
    if (!user) {
      await attempt.fail();
      return { code: RESET_PASSWORD_CODES.INVALID_LINK, message: MESSAGES.invalid[locale], data: null };
    }
    await attempt.succeed();
    // Whoever held the old password (or a stolen session) is out everywhere.
    await app.sessionStore.revokeOthers({ userId: user.id, keepTokenHash: '' });
    await auth.announceUserChange(user.id);
    const data = user.isVerified ? await auth.startSession({ request, reply, userId: user.id }) : null;
    return { code: RESET_PASSWORD_CODES.SUCCESS, message: MESSAGES.done[locale], data };
  };

  return { requestReset, checkLink, resetPassword };
};
