import { createHash } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../../../server/http-errors';
import type { RequestSession } from '../../../server/types';
import { sessions } from '../shared/tables';
import { describeUserAgent } from './describe-user-agent';
import { SESSION_COOKIE } from './session-store';

/** More live sessions than anyone has; the list stops here. */
const MAX_LISTED = 100;

/**
 * The public id of a session: derived from its token hash, so it names the session without
 * giving away anything that opens it, and cannot be guessed for someone else's session.
 */
const publicIdOf = (tokenHash: string) =>
  createHash('sha256').update(`session-id:${tokenHash}`).digest('base64url').slice(0, 22);

/** One live session as its owner sees it. */
export type SessionView = {
  id: string;
  createdAt: string;
  expiresAt: string;
  ip: string;
  browser: string;
  os: string;
  current: boolean;
};

/** A signed-in user's own sessions: which are live, and ending any of them. */
export const createSessionList = (app: FastifyInstance) => {
  const liveOf = (session: RequestSession) =>
    app.db
      .select({
        tokenHash: sessions.tokenHash,
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        ip: sessions.ip,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, session.userId),
          eq(sessions.rootId, session.rootId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(sessions.createdAt), desc(sessions.id))
      .limit(MAX_LISTED);

  /** The user's live sessions, newest first; `current` marks the one asking. */
  const list = async ({ session }: { session: RequestSession }) => {
    const rows = await liveOf(session);
    const data: SessionView[] = rows.map((row) => ({
      id: publicIdOf(row.tokenHash),
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      ip: row.ip,
      ...describeUserAgent(row.userAgent),
      current: row.tokenHash === session.tokenHash,
    }));
    return { data, total: data.length };
  };

  /**
   * Ends one of the user's live sessions, on every instance at once (the store broadcasts the
   * revocation). Any other id, including another user's, is a 404 like an id that never existed.
   */
  const end = async ({
    session,
    id,
    reply,
  }: {
    session: RequestSession;
    id: string;
    reply: FastifyReply;
  }) => {
    const match = (await liveOf(session)).find((row) => publicIdOf(row.tokenHash) === id);
    if (!match) throw notFound();
    await app.sessionStore.revoke({ tokenHashes: [match.tokenHash] });
    const isCurrent = match.tokenHash === session.tokenHash;
    if (isCurrent) reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { code: 1, current: isCurrent };
  };

  return { list, end };
};
