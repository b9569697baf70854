import { studentApi } from '../../../client/api/api-clients';
import type { ApiResult } from '../../../client/api/api-types';
import type { AuthUser } from '../../../client/api/foundation-types';

/** The 200 body of the reset calls: a RESET_PASSWORD_CODES code and the server's message. */
export interface ResetResult<T = undefined> {
  code: number;
  message?: string;
  data?: T;
}

/** A 400 or 429 body: the field and reason of bad input, or the throttle's wait. */
export interface ResetRefusal {
  statusCode: number;
  message: string;
  field?: string;
  reason?: string;
}

/** POST /api/v1/auth/forgot-password: always code 1 (the same answer for any account); 429 when throttled. */
export function requestPasswordReset({
  account,
}: {
  account: string;
}): Promise<ApiResult<ResetResult | ResetRefusal | null>> {
  return studentApi.post('/api/v1/auth/forgot-password', { account }, { withCredentials: true });
}

/** POST /api/v1/auth/reset-password/check: code 1 when the link still works, -1 otherwise. */
export function checkResetLink({
  token,
  signal,
}: {
  token: string;
  signal?: AbortSignal;
}): Promise<ApiResult<ResetResult | ResetRefusal | null>> {
  return studentApi.post('/api/v1/auth/reset-password/check', { token }, { withCredentials: true, signal });
}

/** POST /api/v1/auth/reset-password: code 1 with the signed-in user (or null), -1 for a dead link. */
export function resetPassword({
  token,
  newPassword,
}: {
  token: string;
  newPassword: string;
}): Promise<ApiResult<ResetResult<AuthUser | null> | ResetRefusal | null>> {
  return studentApi.post('/api/v1/auth/reset-password', { token, newPassword }, { withCredentials: true });
}

/** The server's words of a refused call (400 reason, 429 wait), or '' when it sent none. */
export function refusalText(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const { reason, message } = body as Partial<ResetRefusal>;
  if (typeof reason === 'string' && reason) return reason;
  return typeof message === 'string' ? message : '';
}
