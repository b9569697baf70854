import type { ApiResult } from '../../../client/api/api-types';
import type { PagedData } from '../../../client/engine';

/** The error a source throws when the server did not answer 200 (the engine shows it with a retry button). */
export function answerError({ what, status }: { what: string; status: number }): Error {
  return new Error(`${what} answered HTTP ${status}`);
}

/** `{ data, total }` of a list call; throws on any other status. */
export function readList<Row>({
  what,
  response,
}: {
  what: string;
  response: ApiResult<Partial<PagedData<Row>> | null>;
}): PagedData<Row> {
  if (response.error) throw answerError({ what, status: response.status });
  const rows = Array.isArray(response.data?.data) ? response.data.data : [];
  const total = typeof response.data?.total === 'number' ? response.data.total : rows.length;
  return { data: rows, total };
}

/** `data` of a single read; null when the record does not exist (404, SPEC §8), throws on other errors. */
export function readItem<Item>({
  what,
  response,
}: {
  what: string;
  response: ApiResult<{ data?: Item | null } | null>;
}): Item | null {
  if (response.status === 404) return null;
  if (response.error) throw answerError({ what, status: response.status });
  return response.data?.data ?? null;
}

/** A route's `:id` as the positive integer the API expects, or null (no call is made). */
export function routeId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^[1-9][0-9]{0,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}
