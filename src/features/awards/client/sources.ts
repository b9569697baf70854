/**
 * The award feature's named sources (student side): the calls I may see and their open count
 * (the menu badge), one call and what its apply form starts from, staff award categories, and
 * my rewards, disciplines and decisions. Mutations (mutations.ts) and the staff sources
 * (staff-sources.ts) are registered with them.
 */
import { registerSource } from '../../../client/engine/source-registry';
import type { PagedData } from '../../../client/engine';
import type {
  Award,
  AwardStudentInfo,
  Decision,
  Discipline,
  Reward,
  StaffAwardCategory,
} from '../../../generated';
import { getJson } from '../../../client/api/feature-api';
import './mutations';
import './staff-sources';
import './decision-sources';

/** The status filter of the call list. */
export type AwardStatusFilter = 'open' | 'closed' | 'all';

/** Filters of the call list (GET /api/v1/awards). */
export interface AwardListParams {
  page: number;
  pageSize: number;
  search?: string;
  category?: string;
  status: AwardStatusFilter;
  categoryId?: number;
}

/** One page of calls, the matching total and the open calls I may see. */
export interface AwardPage extends PagedData<Award> {
  openCount: number;
}

/** Whose rewards and disciplines a list holds (SPEC §6: student and staff lists are separate). */
export type RecordSubject = 'student' | 'staff';

declare module '../../../client/engine/source-registry' {
  interface SourceMap {
    'awards.list': { params: AwardListParams; data: AwardPage };
    'awards.openCount': { params: unknown; data: number };
    'awards.detail': { params: { id: string | null }; data: Award | null };
    'awards.studentInfo': { params: { id: number | null }; data: AwardStudentInfo | null };
    'awards.categories': { params: { isEnabled: boolean }; data: StaffAwardCategory[] };
    'awards.rewards': { params: { subject: RecordSubject }; data: PagedData<Reward> };
    'awards.disciplines': { params: { subject: RecordSubject }; data: PagedData<Discipline> };
    'awards.decisions': { params: Record<string, never>; data: PagedData<Decision> };
  }
}

/** `{data, total}` of an answer, empty when the answer has none. */
export const paged = <T>(answer: Partial<PagedData<T>> | null | undefined): PagedData<T> => ({
  data: Array.isArray(answer?.data) ? answer.data : [],
  total:
    typeof answer?.total === 'number' ? answer.total : Array.isArray(answer?.data) ? answer.data.length : 0,
});

/** Null for a 404 (a hidden call reads as a missing one), the error otherwise. */
const missingAsNull = (error: unknown): null => {
  if (error instanceof Error && /HTTP 404$/.test(error.message)) return null;
  throw error;
};

/** GET /api/v1/awards: the calls SPEC §5 lets me see, filtered and paged. */
registerSource<AwardListParams, AwardPage>({
  name: 'awards.list',
  key: ({ page, pageSize, search, category, status, categoryId }) => [
    page,
    pageSize,
    search ?? '',
    category ?? '',
    status,
    categoryId ?? -1,
  ],
  fetch: async ({ page, pageSize, search, category, status, categoryId }, { signal }) => {
    const answer = await getJson<Partial<AwardPage> | null>({
      path: '/api/v1/awards',
      query: {
        page,
        pageSize,
        status,
        ...(search ? { search } : {}),
        ...(category ? { category } : {}),
        ...(categoryId !== undefined && categoryId > 0 ? { categoryId } : {}),
      },
      signal,
    });
    return { ...paged(answer), openCount: typeof answer?.openCount === 'number' ? answer.openCount : 0 };
  },
});

/** The scholarship menu badge: the open calls I may see (`openCount` of a one-row page). */
registerSource<unknown, number>({
  name: 'awards.openCount',
  key: () => 'open',
  fetch: async (_params, { signal }) => {
    const answer = await getJson<Partial<AwardPage> | null>({
      path: '/api/v1/awards',
      query: { status: 'open', pageSize: 1 },
      signal,
    });
    return typeof answer?.openCount === 'number' ? answer.openCount : 0;
  },
});

/** GET /api/v1/awards/{id} (id obfuscated or numeric); null when missing or hidden from me. */
registerSource<{ id: string | null }, Award | null>({
  name: 'awards.detail',
  key: ({ id }) => id,
  fetch: async ({ id }, { signal }) =>
    getJson<{ data?: Award } | null>({ path: `/api/v1/awards/${encodeURIComponent(id ?? '')}`, signal }).then(
      (answer) => answer?.data ?? null,
      missingAsNull,
    ),
});

/** GET /api/v1/awards/{id}/student-info: my details, academic figures, the call's form and my application. */
registerSource<{ id: number | null }, AwardStudentInfo | null>({
  name: 'awards.studentInfo',
  key: ({ id }) => id,
  fetch: async ({ id }, { signal }) =>
    getJson<{ data?: AwardStudentInfo } | null>({ path: `/api/v1/awards/${id}/student-info`, signal }).then(
      (answer) => answer?.data ?? null,
      missingAsNull,
    ),
});

/** GET /api/v1/staff-award-category, only when the tenant's staffAwardCategory module is on. */
registerSource<{ isEnabled: boolean }, StaffAwardCategory[]>({
  name: 'awards.categories',
  key: ({ isEnabled }) => (isEnabled ? 'categories' : null),
  fetch: async (_params, { signal }) =>
    paged(
      await getJson<PagedData<StaffAwardCategory> | null>({ path: '/api/v1/staff-award-category', signal }),
    ).data.sort((a, b) => a.orderIndex - b.orderIndex),
});

/** GET /api/v1/rewards: a student's own rewards; staff read the list of `subject`. */
registerSource<{ subject: RecordSubject }, PagedData<Reward>>({
  name: 'awards.rewards',
  key: ({ subject }) => subject,
  fetch: async ({ subject }, { signal }) =>
    paged(await getJson<PagedData<Reward> | null>({ path: '/api/v1/rewards', query: { subject }, signal })),
});

/** GET /api/v1/disciplines: a student's own disciplines; staff read the list of `subject`. */
registerSource<{ subject: RecordSubject }, PagedData<Discipline>>({
  name: 'awards.disciplines',
  key: ({ subject }) => subject,
  fetch: async ({ subject }, { signal }) =>
    paged(
      await getJson<PagedData<Discipline> | null>({
        path: '/api/v1/disciplines',
        query: { subject },
        signal,
      }),
    ),
});

/** GET /api/v1/decisions: the issued decisions naming me. */
registerSource<Record<string, never>, PagedData<Decision>>({
  name: 'awards.decisions',
  key: () => 'mine',
  fetch: async (_params, { signal }) =>
    paged(await getJson<PagedData<Decision> | null>({ path: '/api/v1/decisions', signal })),
});
