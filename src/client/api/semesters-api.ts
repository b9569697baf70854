import type { ApiResult } from './api-types';
import type { Semester } from './foundation-types';
import { studentApi } from './api-clients';

/** GET /api/v1/semesters: every semester, ascending. */
export function getSemesters({ signal }: { signal?: AbortSignal } = {}): Promise<
  ApiResult<{ data: Semester[]; total: number } | null>
> {
  return studentApi.get('/api/v1/semesters', { signal });
}

/** GET /api/v1/semesters/current: the one flagged current for classes, else the latest. */
export function getCurrentSemester({ signal }: { signal?: AbortSignal } = {}): Promise<
  ApiResult<{ data: Semester | null } | null>
> {
  return studentApi.get('/api/v1/semesters/current', { signal });
}
