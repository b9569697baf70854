import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { badRequest, HttpError } from '../http-errors';
import { idempotentAnswers } from './idempotent-answers-table';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How a mutating route treats `Idempotency-Key`. Unset: this plugin keeps the route's whole
     * answer and replays it to a retry. `'service'`: the route's service keeps its answer itself,
     * in the statement or transaction of its change, from `request.idempotency`. `'off'`: the
     * route changes nothing (a dry run).
     */
    idempotency?: 'service' | 'off';
  }
  interface FastifyRequest {
    /** The caller's key for this call, scoped to the signed-in user; null without a key or a session. */
    idempotency: IdempotencyScope | null;
    /** This request holds the key's claim: its answer is kept when sent. */
    hasIdempotencyClaim: boolean;
  }
}

/** A call under an Idempotency-Key: who, which key, and what was asked (a retry must ask the same). */
export type IdempotencyScope = {
  rootId: number;
  userId: number;
  key: string;
  /** Method and URL (path and query). */
  route: string;
  /** SHA-256 of the body. */
  bodyHash: string;
};

/** How long an answer is kept for retries. */
export const ANSWER_TTL_SECONDS = 86_400;
/** How long a running first call holds its key; a retry meanwhile is told to come back (409). */
const CLAIM_SECONDS = 30;
/** Expired answers are deleted at most this often per instance, by whichever call comes then. */
const CLEANUP_EVERY_MS = 10 * 60_000;
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HEADER = 'idempotency-key';

/** The header's key: 1 to 128 visible ASCII characters (a UUID fits), else a 400 naming it. */
export const parseIdempotencyKey = (raw: string | string[] | undefined): string | null => {
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !/^[\x21-\x7e]{1,128}$/.test(raw)) {
    throw badRequest({
      field: 'Idempotency-Key',
      reason:
        'Phải gồm 1 đến 128 ký tự ASCII nhìn thấy được (vd. một UUID) / ' +
        'Must be 1 to 128 visible ASCII characters (e.g. a UUID)',
    });
  }
  return raw;
};

/** The scope of this request's key, or null (no key, or nobody signed in to scope it to). */
const scopeOf = (request: FastifyRequest): IdempotencyScope | null => {
  const key = parseIdempotencyKey(request.headers[HEADER]);
  const session = request.session;
  if (key === null || !session) return null;
  return {
    rootId: session.rootId,
    userId: session.userId,
    key,
    route: `${request.method} ${request.url}`,
    bodyHash: createHash('sha256')
      .update(JSON.stringify(request.body ?? null))
      .digest('hex'),
  };
};

/** 422: the key already names another call. */
export const keyReused = () =>
  new HttpError({
    statusCode: 422,
    message:
      'Idempotency-Key: khoá này đã dùng cho một yêu cầu khác / this key was already used for another request',
    field: 'Idempotency-Key',
    reason:
      'Đã dùng cho một yêu cầu khác (đường dẫn hoặc nội dung khác); mỗi thao tác cần một khoá mới / ' +
      'Already used for another request (another URL or body); use a new key per action',
  });

type Prior = {
  part: string;
  route: string;
  body_hash: string;
  status_code: number | null;
  content_type: string | null;
  answer: string | null;
  is_running: boolean;
};

/**
 * Idempotency-Key on every mutating route (one onRoute hook, so a new route is covered without a
 * line): the first call under a key claims it, its answer is kept (status, type, body) before it
 * is sent, and a retry with the same URL and body gets that answer again (`Idempotent-Replayed`);
 * the same key with another URL or body is a 422; a retry while the first still runs is a 409
 * with Retry-After. A crash between a route's commit and the keeping of its answer leaves the
 * claim running: after CLAIM_SECONDS a retry runs the route again (routes marked 'service' keep
 * their answer with their change instead, so they have no such window).
 */
export const registerIdempotency = (app: FastifyInstance) => {
  app.decorateRequest('idempotency', null);
  app.decorateRequest('hasIdempotencyClaim', false);
  let cleanedAt = Date.now();
  const cleanUpNow = () => {
    if (Date.now() - cleanedAt < CLEANUP_EVERY_MS) return;
    cleanedAt = Date.now();
    app.db
      .delete(idempotentAnswers)
      .where(lt(idempotentAnswers.expiresAt, new Date()))
      .catch((error: unknown) => app.log.warn({ err: error }, 'idempotent answers cleanup failed'));
  };

  /** Claims the key (new, expired, or a crashed call's), or answers what the key already holds. */
  const claim = async (scope: IdempotencyScope) => {
    const result = await app.db.execute(sql`
      with prior as (
        select part, route, body_hash, status_code, content_type, answer,
          (answer is null and locked_until > now()) as is_running
        from ${idempotentAnswers}
        where user_id = ${scope.userId} and key = ${scope.key} and expires_at > now()
      ), claimed as (
        insert into ${idempotentAnswers} (root_id, user_id, key, part, route, body_hash, locked_until, expires_at)
        select ${scope.rootId}, ${scope.userId}, ${scope.key}, '', ${scope.route}, ${scope.bodyHash},
          now() + make_interval(secs => ${CLAIM_SECONDS}), now() + make_interval(secs => ${ANSWER_TTL_SECONDS})
        where not exists (select 1 from prior where route <> ${scope.route} or body_hash <> ${scope.bodyHash} or answer is not null or is_running)
        on conflict (user_id, key, part) do update set
          root_id = excluded.root_id, route = excluded.route, body_hash = excluded.body_hash,
          status_code = null, content_type = null, answer = null,
          locked_until = excluded.locked_until, expires_at = excluded.expires_at, created_at = now()
        where ${idempotentAnswers}.expires_at <= now()
          or (${idempotentAnswers}.answer is null and ${idempotentAnswers}.locked_until <= now())
        returning 1
      )
      select exists (select 1 from claimed) as is_claimed,
        coalesce((select json_agg(prior) from prior), '[]'::json) as prior`);
    const [row] = (result as unknown as { rows: { is_claimed: boolean; prior: Prior[] | string }[] }).rows;
    const prior = typeof row.prior === 'string' ? (JSON.parse(row.prior) as Prior[]) : row.prior;
    return { isClaimed: row.is_claimed, prior };
  };

  const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const mode = request.routeOptions.config?.idempotency;
    if (mode === 'off') return;
    const scope = scopeOf(request);
    if (!scope) return;
    request.idempotency = scope;
    cleanUpNow();
    if (mode === 'service') return;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const { isClaimed, prior } = await claim(scope);
      if (isClaimed) {
        request.hasIdempotencyClaim = true;
        return;
      }
      if (prior.some((p) => p.route !== scope.route || p.body_hash !== scope.bodyHash)) throw keyReused();
      const kept = prior.find((p) => p.part === '' && p.answer !== null);
      if (kept) {
        reply
          .code(kept.status_code ?? 200)
          .header('idempotent-replayed', 'true')
          .type(kept.content_type ?? 'application/json; charset=utf-8');
        return reply.send(kept.answer);
      }
      if (prior.some((p) => p.is_running)) {
        reply.header('retry-after', '1');
        throw new HttpError({
          statusCode: 409,
          message:
            'Yêu cầu đầu tiên với khoá này đang được xử lý, hãy thử lại sau giây lát / ' +
            'The first request with this Idempotency-Key is still running; retry shortly',
          extra: { retryAfterSeconds: 1 },
        });
      }
      // Claimed by a parallel retry between our read and our write: look again.
    }
    throw new HttpError({ statusCode: 409, message: 'Idempotency-Key: busy, retry shortly' });
  };

  const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const scope = request.idempotency;
    if (!request.hasIdempotencyClaim || !scope) return payload;
    request.hasIdempotencyClaim = false;
    const where = and(
      eq(idempotentAnswers.userId, scope.userId),
      eq(idempotentAnswers.key, scope.key),
      eq(idempotentAnswers.part, ''),
    );
    const text =
      typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    // A server error (the retry should run the call again) or a stream (nothing to keep) frees the key.
    if (reply.statusCode >= 500 || text === null) {
      await app.db.delete(idempotentAnswers).where(where);
      return payload;
    }
    // Kept before it is sent: an answer the caller may have seen is never lost.
    await app.db
      .update(idempotentAnswers)
      .set({
        statusCode: reply.statusCode,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        answer: text,
        lockedUntil: null,
      })
      .where(where);
    return payload;
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => MUTATING.has(method))) return;
    route.preHandler = [...toList(route.preHandler), preHandler];
    route.onSend = [...toList(route.onSend), onSend];
  });
};

const toList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
