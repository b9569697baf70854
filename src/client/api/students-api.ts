import type { ApiResult } from './api-types';
import type { StudentProfile } from './foundation-types';
import { studentApi } from './api-clients';

/** GET /api/v1/students/{id}: a student's profile (the server only answers the session's own student). */
export function getStudent({
  id,
  signal,
}: {
  id: number;
  signal?: AbortSignal;
}): Promise<ApiResult<{ data: StudentProfile | null } | null>> {
  return studentApi.get(`/api/v1/students/${encodeURIComponent(String(id))}`, {
    withCredentials: true,
    signal,
  });
}
