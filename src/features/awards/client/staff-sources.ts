/** The staff area's sources (every call with its counts, a call's applications) and the review mutation. */
import { registerMutation } from '../../../client/engine/mutation-registry';
import { registerSource } from '../../../client/engine/source-registry';
import type { PagedData } from '../../../client/engine';
import type { Award, AwardApplication } from '../../../generated';
import { getJson, postResult } from '../../../client/api/feature-api';
import { isAwardOpen } from '../shared/award-status';

/** Application statuses staff see (drafts are never listed). */
export const REVIEWED_STATUSES = ['submitted', 'reviewing', 'approved', 'rejected'] as const;

/** A status staff see. */
export type ReviewedStatus = (typeof REVIEWED_STATUSES)[number];

/** A call as staff list it: the call and its applications counted by status. */
export interface StaffAwardRow extends Pick<
  Award,
  | 'id'
  | 'publicId'
  | 'code'
  | 'name'
  | 'nameEn'
  | 'category'
  | 'amount'
  | 'quota'
  | 'startDate'
  | 'endDate'
  | 'isOpen'
> {
  counts: Record<ReviewedStatus, number>;
  /** Submitted applications of every status. */
  applicationCount: number;
}

/** Filters of a call's application list. */
export interface StaffApplicationParams {
  awardId: number | null;
  page: number;
  pageSize: number;
  status?: ReviewedStatus;
  search?: string;
}

/** What staff do with an application. */
export type ReviewAction = 'review' | 'approve' | 'reject';

/** Body of POST /api/v1/staff/award-applications/{id}/review. */
export interface ReviewBody extends Record<string, unknown> {
  action: ReviewAction;
  note: string;
  lastUpdate: string;
}

declare module '../../../client/engine/source-registry' {
  interface SourceMap {
    'awards.staffCalls': { params: Record<string, never>; data: StaffAwardRow[] };
    'awards.staffApplications': { params: StaffApplicationParams; data: PagedData<AwardApplication> };
  }
}

const countOf = (value: unknown): number => (typeof value === 'number' && value > 0 ? value : 0);

/**
 * A call's counts, however the answer nests them (`counts`, `applicationCounts` or flat
 * `<status>Count` fields); the plain id stands in for a missing public id, and the dates decide
 * whether it is open when the answer does not say.
 */
const staffRow = (row: Award & Record<string, unknown>, now: Date): StaffAwardRow => {
  const nested = (row.counts ?? row.applicationCounts ?? {}) as Record<string, unknown>;
  const counts = Object.fromEntries(
    REVIEWED_STATUSES.map((status) => [status, countOf(nested[status] ?? row[`${status}Count`])]),
  ) as Record<ReviewedStatus, number>;
  const sum = REVIEWED_STATUSES.reduce((total, status) => total + counts[status], 0);
  return {
    ...row,
    publicId: typeof row.publicId === 'string' && row.publicId ? row.publicId : String(row.id),
    isOpen:
      typeof row.isOpen === 'boolean'
        ? row.isOpen
        : isAwardOpen({ startDate: new Date(row.startDate), endDate: new Date(row.endDate), now }),
    counts,
    applicationCount: countOf(nested.total ?? row.applicationCount) || sum,
  };
};

/** GET /api/v1/staff/awards: every call of the tenant with its application counts. */
registerSource<Record<string, never>, StaffAwardRow[]>({
  name: 'awards.staffCalls',
  key: () => 'all',
  fetch: async (_params, { signal }) => {
    const answer = await getJson<{ data?: (Award & Record<string, unknown>)[] } | null>({
      path: '/api/v1/staff/awards',
      signal,
    });
    const now = new Date();
    return (Array.isArray(answer?.data) ? answer.data : []).map((row) => staffRow(row, now));
  },
});

/** GET /api/v1/staff/awards/{id}/applications: a call's applications (no drafts), filtered and paged. */
registerSource<StaffApplicationParams, PagedData<AwardApplication>>({
  name: 'awards.staffApplications',
  key: ({ awardId, page, pageSize, status, search }) =>
    awardId === null ? null : [awardId, page, pageSize, status ?? '', search ?? ''],
  fetch: async ({ awardId, page, pageSize, status, search }, { signal }) => {
    const answer = await getJson<Partial<PagedData<AwardApplication>> | null>({
      path: `/api/v1/staff/awards/${awardId}/applications`,
      query: { page, pageSize, ...(status ? { status } : {}), ...(search ? { search } : {}) },
      signal,
    });
    const data = Array.isArray(answer?.data) ? answer.data : [];
    return { data, total: typeof answer?.total === 'number' ? answer.total : data.length };
  },
});

/** Takes an application into review, approves or rejects it (a rejection needs a note); stale data answers 0. */
registerMutation<ReviewBody, AwardApplication>({
  name: 'awards.review',
  rule: null,
  resultSet: 'generic',
  invalidates: ['awards.staffApplications', 'awards.staffCalls'],
  request: (body, context) =>
    postResult<AwardApplication>({
      path: `/api/v1/staff/award-applications/${context.id}/review`,
      body,
      context,
    }),
});
