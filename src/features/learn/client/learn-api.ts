import { studentApi } from '../../../client/api/api-clients';
import type { ApiQueryValue, ApiResult } from '../../../client/api/api-types';
import type { MutationResult } from '../../../client/engine';

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

/** A mutation's answer: the SPEC §8 body of a 200, or FAILED with the server's reason. */
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
  return { code: 0, message: reason };
}

/** POST a mutation body (checksum already added by the engine). */
export async function postResult<D>({
  path,
  body,
}: {
  path: string;
  body: unknown;
}): Promise<MutationResult<D>> {
  return resultOf<D>(await studentApi.post(path, body));
}
