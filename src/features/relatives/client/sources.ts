import { studentApi } from '../../../client/api/api-clients';
import type { ApiResult } from '../../../client/api/api-types';
import { idempotencyHeaders } from '../../../client/engine/idempotency-key';
import { registerMutation } from '../../../client/engine/mutation-registry';
import { registerSource } from '../../../client/engine/source-registry';
import type { MutationResult, PagedData, PagedParams } from '../../../client/engine';
import type { Relative } from '../../../generated';
import { relativeFormData } from './relative-form-data';

/** A relative as the list shows it: an unknown birth year (-1) is null, so the cell stays blank. */
export type RelativeRow = Record<string, unknown> & { id: number; birthYear: number | null };

/** Body of the save call: the form data under `data` (checksum rule relatives.save). */
export interface SaveRelativeBody extends Record<string, unknown> {
  data: Record<string, unknown>;
}

/** Body of the delete call: the record's id and the lastUpdate last read. */
export interface DeleteRelativeBody extends Record<string, unknown> {
  data: { id: number; lastUpdate: string };
}

export const RELATIVES_SOURCE = 'people.relatives';
export const RELATIVE_SOURCE = 'people.relative';
export const SAVE_RELATIVE_MUTATION = 'people.saveRelative';
export const DELETE_RELATIVE_MUTATION = 'people.deleteRelative';

/** GET /api/v1/relatives: every relative of the signed-in student (at most 20), in the order added. */
async function fetchRelatives(signal: AbortSignal): Promise<Relative[]> {
  const response = await studentApi.get<PagedData<Relative> | null>('/api/v1/relatives', { signal });
  if (response.error) throw new Error(`Relatives answered HTTP ${response.status}`);
  return Array.isArray(response.data?.data) ? response.data.data : [];
}

/** A mutation's answer: the SPEC §8 body of a 200, or FAILED with the server's reason (400 names the field). */
function resultOf(response: ApiResult<unknown>): MutationResult {
  const body = (response.data ?? {}) as {
    code?: unknown;
    message?: unknown;
    reason?: unknown;
    data?: unknown;
  };
  if (!response.error && typeof body.code === 'number') {
    return {
      code: body.code,
      data: body.data,
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

/** The relatives list (one page of the answer; the server keeps at most 20 per student). */
export const relativesSource = registerSource<PagedParams, PagedData<RelativeRow>>({
  name: RELATIVES_SOURCE,
  key: ({ page, pageSize }) => [page, pageSize],
  fetch: async ({ page, pageSize }, { signal }) => {
    const all = await fetchRelatives(signal);
    const rows = all.map((relative) => ({
      ...relative,
      birthYear: relative.birthYear > 0 ? relative.birthYear : null,
    }));
    return { data: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length };
  },
});

/**
 * The relative form's record (`{ id }` of the row being edited): `GET /api/v1/relatives/:id` as
 * form data; null when the student has no relative with that id (404); no call without an id
 * (a new relative).
 */
export const relativeSource = registerSource<{ id?: string | number }, Record<string, unknown> | null>({
  name: RELATIVE_SOURCE,
  key: ({ id }) => (id === undefined || id === null || !/^[1-9][0-9]*$/.test(String(id)) ? null : String(id)),
  fetch: async ({ id }, { signal }) => {
    const response = await studentApi.get<{ data?: Relative } | null>(`/api/v1/relatives/${id}`, { signal });
    if (response.status === 404) return null;
    if (response.error) throw new Error(`Relative answered HTTP ${response.status}`);
    return response.data?.data ? relativeFormData(response.data.data) : null;
  },
});

/**
 * POST /api/v1/relatives/save `{ data, checkSum }` (SPEC §5 rule relatives.save): creates a
 * relative (no id) or updates one (id + lastUpdate). Codes: 1 saved, 0 stale or refused,
 * -1 checksum, -3 relationship already on file.
 */
export const saveRelativeMutation = registerMutation<SaveRelativeBody, Relative>({
  name: SAVE_RELATIVE_MUTATION,
  rule: 'relatives.save',
  resultSet: 'generic',
  invalidates: [RELATIVES_SOURCE, RELATIVE_SOURCE],
  request: async (body, context) =>
    resultOf(
      await studentApi.post('/api/v1/relatives/save', body, { headers: idempotencyHeaders(context) }),
    ) as MutationResult<Relative>,
});

/** POST /api/v1/relatives/delete/:id `{ data: { id, lastUpdate }, checkSum }` (rule relatives.save). */
export const deleteRelativeMutation = registerMutation<DeleteRelativeBody, { id: number }>({
  name: DELETE_RELATIVE_MUTATION,
  rule: 'relatives.save',
  resultSet: 'generic',
  invalidates: [RELATIVES_SOURCE, RELATIVE_SOURCE],
  request: async (body, context) =>
    resultOf(
      await studentApi.post(`/api/v1/relatives/delete/${body.data.id}`, body, {
        headers: idempotencyHeaders(context),
      }),
    ) as MutationResult<{
      id: number;
    }>,
});
