/** The staff decisions: the list (GET /api/v1/decisions) and the save / issue mutations. */
import { registerMutation } from '../../../client/engine/mutation-registry';
import { registerSource } from '../../../client/engine/source-registry';
import type { PagedData } from '../../../client/engine';
import type { Decision, StudentName } from '../../../generated';
import { getJson, postResult } from '../../../client/api/feature-api';

/** What a decision decides. */
export type DecisionKind = Decision['kind'];

/** Where a decision stands. */
export type DecisionStatus = Decision['status'];

/** Decision kinds, in menu order. */
export const DECISION_KINDS: readonly DecisionKind[] = ['reward', 'discipline', 'scholarship'];

/** Decision statuses, in menu order. */
export const DECISION_STATUSES: readonly DecisionStatus[] = ['draft', 'submitted'];

/** Measures a discipline decision takes. */
export const DISCIPLINE_FORMS = ['reprimand', 'warning', 'suspension', 'expulsion'] as const;

/** A measure a discipline decision takes. */
export type DisciplineForm = (typeof DISCIPLINE_FORMS)[number];

/** Filters of the staff decision list. */
export interface DecisionListParams {
  kind?: DecisionKind;
  status?: DecisionStatus;
}

/** The `data` of POST /api/v1/decisions/save and /submit (no `id` creates a draft). */
export interface DecisionData extends Record<string, unknown> {
  id?: number;
  lastUpdate?: string;
  kind: DecisionKind;
  number: string;
  title: string;
  content: string;
  awardId?: number;
  studentIds: number[];
  signer: string;
  signedDate: string;
  amount?: number;
  disciplineForm?: DisciplineForm;
}

/** Body of the save and issue calls (checksum rules decisions.save / decisions.submit over `data`). */
export interface DecisionBody extends Record<string, unknown> {
  data: DecisionData;
}

/** Students by code or name (`search`, 2 characters or more), or by id; neither asks nothing. */
export interface StudentLookupParams {
  search?: string;
  ids?: readonly number[];
}

declare module '../../../client/engine/source-registry' {
  interface SourceMap {
    'awards.staffDecisions': { params: DecisionListParams; data: PagedData<Decision> };
    'awards.staffStudents': { params: StudentLookupParams; data: StudentName[] };
  }
}

/** GET /api/v1/staff/students?search|ids: the students a decision may name. */
registerSource<StudentLookupParams, StudentName[]>({
  name: 'awards.staffStudents',
  key: ({ search, ids }) => [search ?? '', (ids ?? []).join(',')],
  fetch: async ({ search, ids }, { signal }) => {
    const text = search?.trim() ?? '';
    if (text.length < 2 && (ids ?? []).length === 0) return [];
    const answer = await getJson<{ data?: StudentName[] } | null>({
      path: '/api/v1/staff/students',
      query: text.length >= 2 ? { search: text } : { ids: [...(ids ?? [])] },
      signal,
    });
    return Array.isArray(answer?.data) ? answer.data : [];
  },
});

/** GET /api/v1/decisions?kind&status: every decision of the tenant (drafts too) for staff. */
registerSource<DecisionListParams, PagedData<Decision>>({
  name: 'awards.staffDecisions',
  key: ({ kind, status }) => [kind ?? '', status ?? ''],
  fetch: async ({ kind, status }, { signal }) => {
    const answer = await getJson<Partial<PagedData<Decision>> | null>({
      path: '/api/v1/decisions',
      query: { ...(kind ? { kind } : {}), ...(status ? { status } : {}) },
      signal,
    });
    const data = Array.isArray(answer?.data) ? answer.data : [];
    return { data, total: typeof answer?.total === 'number' ? answer.total : data.length };
  },
});

/** Sources a save or an issue changes (an issue records rewards or disciplines). */
const DECISION_SOURCES = [
  'awards.staffDecisions',
  'awards.decisions',
  'awards.rewards',
  'awards.disciplines',
];

/** Creates or updates a draft; 0 = stale (data is the stored decision), -3 = already issued. */
registerMutation<DecisionBody, Decision | null>({
  name: 'awards.saveDecision',
  rule: 'decisions.save',
  resultSet: 'generic',
  toast: 'never',
  invalidates: DECISION_SOURCES,
  request: (body, context) => postResult<Decision | null>({ path: '/api/v1/decisions/save', body, context }),
});

/** Saves and issues a draft; any failure answers {code 0, data null}. */
registerMutation<DecisionBody, Decision | null>({
  name: 'awards.submitDecision',
  rule: 'decisions.submit',
  resultSet: 'generic',
  toast: 'never',
  invalidates: DECISION_SOURCES,
  request: (body, context) =>
    postResult<Decision | null>({ path: '/api/v1/decisions/submit', body, context }),
});
