/**
 * The learn sources the timetable reads on its first render, on their own: the page's route
 * fetches them while its code downloads (app/prefetch-page-sources.ts), and this file loads with
 * nothing but the API client and the registry. sources.ts imports it, so every learn page has them.
 */
import type { PagedData } from '../../../client/engine';
import { getJson } from '../../../client/api/feature-api';
import { registerSource } from '../../../client/engine/source-registry';
import type { StudentClassInfo } from '../../../generated';
import type { TimetableAnswer } from './sources';

registerSource({
  name: 'learn.timetable',
  key: ({ semester, role }: { semester?: string; role: string }) => [role, semester ?? ''],
  fetch: ({ semester, role }, { signal }) =>
    getJson<TimetableAnswer>({
      path:
        role === 'assistant'
          ? '/api/v2/timetables/student-assistant-timetable'
          : '/api/v2/timetables/student-timetable',
      query: { semester },
      signal,
    }),
});
registerSource({
  name: 'learn.classInfo',
  key: ({ semester }: { semester?: string }) => [semester ?? ''],
  fetch: ({ semester }, { signal }) =>
    getJson<PagedData<StudentClassInfo>>({
      path: '/api/v2/timetables/student-class-info-list',
      query: { semester },
      signal,
    }),
});
