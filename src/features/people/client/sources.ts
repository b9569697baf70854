/** The people feature's named sources: the signed-in student's details and study profiles. */
import { studentApi } from '../../../client/api/api-clients';
import { registerSource } from '../../../client/engine/source-registry';
import type { StudentInfo, StudentProfile } from '../../../generated';

declare module '../../../client/engine/source-registry' {
  interface SourceMap {
    'people.studentInfo': { params: { studentId: number }; data: StudentInfo };
    'people.profiles': { params: { studentId: number }; data: StudentProfile[] };
  }
}

const read = async <T>({ path, signal }: { path: string; signal?: AbortSignal }): Promise<T> => {
  const response = await studentApi.get<T | null>(path, { signal });
  if (response.error || !response.data) throw new Error(`${path} answered HTTP ${response.status}`);
  return response.data;
};

/** GET /api/v1/students/{id}/student-info (own record only). */
export const studentInfoSource = registerSource<{ studentId: number }, StudentInfo>({
  name: 'people.studentInfo',
  key: ({ studentId }) => (studentId > 0 ? `student-info:${studentId}` : null),
  fetch: async ({ studentId }, { signal }) =>
    (await read<{ data: StudentInfo }>({ path: `/api/v1/students/${studentId}/student-info`, signal })).data,
});

/** GET /api/v1/students/{id}/profiles (own record only). */
export const profilesSource = registerSource<{ studentId: number }, StudentProfile[]>({
  name: 'people.profiles',
  key: ({ studentId }) => (studentId > 0 ? `profiles:${studentId}` : null),
  fetch: async ({ studentId }, { signal }) =>
    (await read<{ data: StudentProfile[] }>({ path: `/api/v1/students/${studentId}/profiles`, signal })).data,
});
