import { studentApi } from '../../../client/api/api-clients';
import { idempotencyHeaders } from '../../../client/engine/idempotency-key';
import { registerMutation } from '../../../client/engine/mutation-registry';
import { registerSource } from '../../../client/engine/source-registry';
import type { MutationResult } from '../../../client/engine';
import { GENERIC_CODES } from '../../../core/result-codes';

/** One live session of the signed-in user (GET /api/v1/auth/sessions). */
export interface SessionRow {
  /** Opaque id (not the session's token). */
  id: string;
  /** ISO date-time of the sign-in. */
  createdAt: string;
  expiresAt: string;
  /** Address it signed in from. */
  ip: string;
  /** Browser and system read from its user agent; '' when unknown. */
  browser: string;
  os: string;
  /** The session of this browser. */
  current: boolean;
}

/** Body of the end-session call. */
export interface EndSessionBody extends Record<string, unknown> {
  id: string;
}

declare module '../../../client/engine/source-registry' {
  interface SourceMap {
    'auth.sessions': { params: unknown; data: SessionRow[] };
  }
}

export const SESSIONS_SOURCE = 'auth.sessions' as const;
export const END_SESSION_MUTATION = 'auth.endSession';

/** The signed-in user's live sessions, newest first. */
export const sessionsSource = registerSource<unknown, SessionRow[]>({
  name: SESSIONS_SOURCE,
  key: () => 'mine',
  fetch: async (_params, { signal }) => {
    const response = await studentApi.get<{ data: SessionRow[]; total: number } | null>(
      '/api/v1/auth/sessions',
      { signal },
    );
    if (response.error || !Array.isArray(response.data?.data))
      throw new Error(`Sessions: HTTP ${response.status}`);
    return response.data.data;
  },
});

/**
 * Ends one session (POST /api/v1/auth/sessions/{id}/revoke, no checksum); a session that is
 * already gone answers not found. On success the row leaves the cached list at once.
 */
export const endSessionMutation = registerMutation<EndSessionBody, { current: boolean }>({
  name: END_SESSION_MUTATION,
  rule: null,
  resultSet: 'generic',
  invalidates: [SESSIONS_SOURCE],
  request: async (body, context) => {
    const response = await studentApi.post<{ code: number; current: boolean } | null>(
      `/api/v1/auth/sessions/${encodeURIComponent(body.id)}/revoke`,
      {},
      { headers: idempotencyHeaders(context) },
    );
    if (response.status === 404) return { code: GENERIC_CODES.NOT_FOUND };
    if (response.error || !response.data)
      return { code: GENERIC_CODES.FAILED, message: `HTTP ${response.status}` };
    const result: MutationResult<{ current: boolean }> = {
      code: response.data.code,
      data: { current: response.data.current },
    };
    return result;
  },
  updates: [
    {
      source: SESSIONS_SOURCE,
      params: () => ({}),
      apply: (current, { body }) =>
        Array.isArray(current) ? (current as SessionRow[]).filter((row) => row.id !== body.id) : current,
    },
  ],
});
