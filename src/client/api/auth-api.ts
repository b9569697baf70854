import type { ApiResult } from './api-types';
import type { AuthUser } from './foundation-types';
import { studentApi } from './api-clients';

/** A business result in a 200 body (SPEC §8 codes). */
export interface CodeResult<T = undefined> {
  code: number;
  data?: T;
  message?: string;
}

/** The 429 body sent when sign-in attempts are throttled. */
export interface ThrottledBody {
  statusCode: 429;
  message: string;
  retryAfterSeconds: number;
}

/** POST /api/v1/auth/login: code 1 success, 0 failed, -1 invalid credentials, -2 unverified; 429 when throttled. */
export function login({
  account,
  password,
}: {
  account: string;
  password: string;
}): Promise<ApiResult<CodeResult<AuthUser | null> | ThrottledBody | null>> {
  return studentApi.post('/api/v1/auth/login', { account, password }, { withCredentials: true });
}

/** GET /api/v1/auth/session: the signed-in user, or null (200 even when signed out). */
export function getSession({ signal }: { signal?: AbortSignal } = {}): Promise<
  ApiResult<{ data: AuthUser | null } | null>
> {
  return studentApi.get('/api/v1/auth/session', { withCredentials: true, signal });
}

/** GET /api/v1/auth/logout: revokes the session and clears its cookie. */
export function logout(): Promise<ApiResult<CodeResult | null>> {
  return studentApi.get('/api/v1/auth/logout', { withCredentials: true });
}

/** POST /api/v1/auth/change-password: code 1 success, 0 failed, -1 wrong password. */
export function changePassword({
  password,
  newPassword,
  checkSum,
}: {
  password: string;
  newPassword: string;
  checkSum: string;
}): Promise<ApiResult<CodeResult | null>> {
  return studentApi.post(
    '/api/v1/auth/change-password',
    { password, newPassword, checkSum },
    { withCredentials: true },
  );
}

/** POST /api/v1/auth/enc-state: the encrypted SSO state. */
export function encryptState({ state }: { state: string }): Promise<ApiResult<{ data: string } | null>> {
  return studentApi.post('/api/v1/auth/enc-state', { state }, { withCredentials: true });
}

/** GET /api/auth/sso/authorize: the identity provider's login URL (404 when SSO is disabled). */
export function getSsoAuthorizeUrl({
  redirect,
}: {
  redirect: string;
}): Promise<ApiResult<{ data: string } | null>> {
  return studentApi.get('/api/auth/sso/authorize', { query: { redirect }, withCredentials: true });
}

/** The parameters an identity provider may put on the callback URL. */
const SSO_CALLBACK_KEYS = ['code', 'state', 'iss', 'error', 'error_description'] as const;

/** The sso-callback answer: the user, and the same-origin page asked for at authorize time. */
export interface SsoCallbackResult extends CodeResult<AuthUser | null> {
  redirect?: string;
}

/** POST /api/v1/auth/sso-callback: exchanges the callback query for a session. */
export function ssoCallback({
  params,
}: {
  params: Readonly<Record<string, string>>;
}): Promise<ApiResult<SsoCallbackResult | null>> {
  const known: Record<string, string> = {};
  for (const key of SSO_CALLBACK_KEYS) if (typeof params[key] === 'string') known[key] = params[key];
  return studentApi.post('/api/v1/auth/sso-callback', { params: known }, { withCredentials: true });
}

/** GET /api/auth/sso/logout: the identity provider's logout URL. */
export function getSsoLogoutUrl(): Promise<ApiResult<{ data: string } | null>> {
  return studentApi.get('/api/auth/sso/logout', { withCredentials: true });
}
