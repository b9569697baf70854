import type { Semester } from '../../generated';
import { studentApi } from '../api/api-clients';
import { registerSource } from './source-registry';

/** Name of the engine's source of semesters (GET /api/v1/semesters, ascending). */
export const SEMESTERS_SOURCE = 'engine.semesters';

declare module './source-registry' {
  interface SourceMap {
    'engine.semesters': { params: Record<string, never>; data: Semester[] };
  }
}

/** Every semester, for forms (the semester picker) and pages (the one open for enrolment). */
registerSource<Record<string, never>, Semester[]>({
  name: SEMESTERS_SOURCE,
  key: () => 'semesters',
  fetch: async (_params, { signal }) => {
    const response = await studentApi.get<{ data?: Semester[] }>('/api/v1/semesters', { signal });
    if (response.error) throw new Error(`Semesters answered ${response.status}`);
    return Array.isArray(response.data?.data) ? response.data.data : [];
  },
});
