import { studentApi } from './api-clients';
import type { ApiQueryValue, ApiResult } from './api-types';
import { idempotencyHeaders } from '../engine/idempotency-key';
import type { MutationRequestContext, MutationResult } from '../engine';

/** GET a JSON answer; throws on any status but 200 (the engine shows the error with a retry). */
export async function getJson<T>({
  path,
  query,
  signal,
}: {
  path: string;
  query?: Record<string, ApiQueryValue>;
  signal?: AbortSignal;
}): Promise<T> {
  const response = await studentApi.get<T>(path, { query, signal });
  if (response.error) throw new Error(`${path} answered HTTP ${response.status}`);
  return response.data;
}

/** POST a query body and read its JSON answer; throws on any status but 200. */
export async function postJson<T>({
  path,
  body,
  signal,
}: {
  path: string;
  body: unknown;
  signal?: AbortSignal;
}): Promise<T> {
  const response = await studentApi.post<T>(path, body, { signal });
  if (response.error) throw new Error(`${path} answered HTTP ${response.status}`);
  return response.data;
}

/** A mutation's answer: the SPEC §8 body of a 200, or FAILED with the server's reason (400 names the field). */
export function resultOf<D>(response: ApiResult<unknown>): MutationResult<D> {
  const body = (response.data ?? {}) as {
    code?: unknown;
    message?: unknown;
    reason?: unknown;
    data?: unknown;
  };
  if (!response.error && typeof body.code === 'number') {
    return {
      code: body.code,
      data: body.data as D,
      ...(typeof body.message === 'string' ? { message: body.message } : {}),
    };
  }
  const reason =
    typeof body.reason === 'string'
      ? body.reason
      : typeof body.message === 'string'
        ? body.message
        : `HTTP ${response.status}`;
  const retryAfter = Number(response.headers?.get('Retry-After') ?? Number.NaN);
  return {
    code: 0,
    message: reason,
    status: response.status,
    ...(Number.isFinite(retryAfter) ? { retryAfterSeconds: retryAfter } : {}),
  };
}

/** POST a mutation body (checksum already added by the engine) under the action's Idempotency-Key. */
export async function postResult<D>({
  path,
  body,
  context = {},
}: {
  path: string;
  body: unknown;
  context?: MutationRequestContext;
}): Promise<MutationResult<D>> {
  return resultOf<D>(await studentApi.post(path, body, { headers: idempotencyHeaders(context) }));
}
