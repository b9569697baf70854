import { studentApi } from '../../../client/api/api-clients';
import { idempotencyHeaders, newIdempotencyKey } from '../../../client/engine/idempotency-key';
import type { PlagiarismCheck, PlagiarismCheckStart, PlagiarismReport } from '../../../generated/index';

/** The user's checks, newest first; throws on any status but 200. */
export async function fetchChecks({ userId, signal }: { userId: number; signal?: AbortSignal }) {
  const response = await studentApi.get<{ data: PlagiarismCheck[] }>(`/api/v1/plagiarisms/${userId}`, {
    signal,
  });
  if (response.error) throw new Error(`HTTP ${response.status}`);
  return response.data.data;
}

/** One check with its passages. */
export async function fetchReport({ id, signal }: { id: number; signal?: AbortSignal }) {
  const response = await studentApi.get<{ data: PlagiarismReport }>(`/api/v1/plagiarisms/checks/${id}`, {
    signal,
  });
  if (response.error) throw new Error(`HTTP ${response.status}`);
  return response.data.data;
}

/** Starts a check; answers the new check's id, or the server's (bilingual) reason. */
export async function startCheck(body: PlagiarismCheckStart) {
  const response = await studentApi.post<{ id?: number; reason?: string; message?: string }>(
    '/api/v2/plagiarisms/legacy-check',
    body,
    { headers: idempotencyHeaders({ idempotencyKey: newIdempotencyKey() }) },
  );
  if (response.error || typeof response.data?.id !== 'number')
    return { id: null, reason: response.data?.reason ?? response.data?.message ?? `HTTP ${response.status}` };
  return { id: response.data.id, reason: null };
}

/** Where the report PDF downloads from. */
export const reportPdfUrl = (id: number) =>
  `${studentApi.getBaseUrl().replace(/\/+$/, '')}/api/v1/plagiarisms/checks/${id}/report.pdf`;
