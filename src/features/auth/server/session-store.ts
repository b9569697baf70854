import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RequestSession } from '../../../server/types';
import { sessions, users } from '../shared/tables';
import { spreadExpiry } from '../../../server/cache/spread-expiry';
import { createDropClock } from '../../../server/cache/drop-clock';
import { createBatchedReader } from '../../../server/db/batched-reader';

/** Cookie holding the session token (httpOnly, SameSite=Lax). */
export const SESSION_COOKIE = 'unigate_sid';
/** How long an instance trusts a session it has read, before asking the database again (logout and password changes reach every instance at once through the broadcast channel; this bounds only changes made in the database directly, such as a disabled account). */
const LOCAL_TTL_MS = 120_000;
const LOCAL_MAX = 50_000;
const REVOKE_CHANNEL = 'session-revoked';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

type Local = { session: RequestSession; until: number };

/**
 * Sessions live in the database (any instance can check them); each instance keeps a short-lived
 * local copy, dropped on logout everywhere through the cache's broadcast channel.
 */
export const createSessionStore = async (app: FastifyInstance) => {
  // Keyed by the token itself, so a request that hits costs no hashing; revocations name token
  // hashes, hence the second index.
  const local = new Map<string, Local>();
  const tokenOfHash = new Map<string, string>();
  // A read that started before a revocation and finished after it is answered but not kept.
  const drops = createDropClock();
  const forget = (tokenHash: string) => {
    drops.drop(tokenHash);
    const token = tokenOfHash.get(tokenHash);
    if (token === undefined) return;
    tokenOfHash.delete(tokenHash);
    local.delete(token);
  };

  /** The session of `token` as this instance last read it, when still trusted (no database, no hashing); undefined: ask `read`. */
  const peek = ({ token, rootId }: { token: string; rootId: number }): RequestSession | null | undefined => {
    const cached = local.get(token);
    if (!cached || cached.until <= Date.now()) return undefined;
    return cached.session.rootId === rootId ? cached.session : null;
  };
  await app.cache.subscribe({
    channel: REVOKE_CHANNEL,
    onMessage: (message) => {
      for (const tokenHash of message.split(',')) forget(tokenHash);
    },
  });

  const create = async ({
    userId,
    rootId,
    ip,
    userAgent,
  }: {
    userId: number;
    rootId: number;
    ip: string;
    userAgent: string;
  }) => {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + app.settings.sessionTtlMinutes * 60_000);
    await app.db.insert(sessions).values({
      tokenHash: hashToken(token),
      userId,
      rootId,
      expiresAt,
      ip,
      userAgent: userAgent.slice(0, 300),
    });
    return { token, expiresAt };
  };

  // Built once and prepared (on PostgreSQL once per connection): a live session of an enabled account by its token hash.
  const sessionByHash = app.db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      rootId: sessions.rootId,
      studentId: users.studentId,
      teacherId: users.teacherId,
      level: users.level,
      expiresAt: sessions.expiresAt,
      tokenHash: sessions.tokenHash,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        sql`${sessions.tokenHash} = any(${sql.placeholder('tokenHashes')})`,
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.isDisabled, false),
      ),
    )
    .prepare('sessions_by_hash');
  type SessionRow = Awaited<ReturnType<typeof sessionByHash.execute>>[number] & { tokenHash: string };
  // The first calls of a crowd (every student's session unknown to this instance) are read together, one statement per turn of the event loop.
  const sessionReader = createBatchedReader<SessionRow>({
    load: async (tokenHashes) => {
      const rows = await sessionByHash.execute({ tokenHashes: [...new Set(tokenHashes)], now: new Date() });
      return new Map(rows.map((row) => [row.tokenHash, row]));
    },
  });

  const read = async ({
    token,
    rootId,
  }: {
    token: string;
    rootId: number;
  }): Promise<RequestSession | null> => {
    const known = peek({ token, rootId });
    if (known !== undefined) return known;
    const tokenHash = hashToken(token);
    const now = Date.now();
    const since = drops.now();
    const row = await sessionReader.read(tokenHash);
    if (!row) {
      forget(tokenHash);
      return null;
    }
    const session: RequestSession = { ...row, tokenHash, expiresAt: row.expiresAt.getTime() };
    if (drops.droppedSince(tokenHash, since)) return session.rootId === rootId ? session : null;
    if (local.size >= LOCAL_MAX) {
      local.clear();
      tokenOfHash.clear();
    }
    local.set(token, { session, until: Math.min(now + spreadExpiry(LOCAL_TTL_MS), session.expiresAt) });
    tokenOfHash.set(tokenHash, token);
    return session.rootId === rootId ? session : null;
  };

  const revoke = async ({ tokenHashes }: { tokenHashes: string[] }) => {
    if (tokenHashes.length === 0) return;
    for (const tokenHash of tokenHashes) {
      await app.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tokenHash, tokenHash));
      forget(tokenHash);
    }
    await app.cache.publish({ channel: REVOKE_CHANNEL, message: tokenHashes.join(',') });
  };

  /** Revokes every live session of a user except one (after a password change). */
  const revokeOthers = async ({ userId, keepTokenHash }: { userId: number; keepTokenHash: string }) => {
    const rows = await app.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    await revoke({ tokenHashes: rows.map((row) => row.tokenHash).filter((hash) => hash !== keepTokenHash) });
  };

  return { create, peek, read, revoke, revokeOthers };
};

export type SessionStore = Awaited<ReturnType<typeof createSessionStore>>;
