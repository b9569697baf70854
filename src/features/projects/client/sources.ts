/**
 * The projects feature's named sources (student side): my projects and their detail, topics by
 * teacher with live quotas, deadlines, my requests, reference projects and books, companies.
 * Mutations are in mutations.ts, registered with them.
 */
import { registerSource } from '../../../client/engine/source-registry';
import type { PagedData, PagedParams } from '../../../client/engine';
import type {
  Company,
  CompanyNews,
  Deadline,
  Project,
  ProjectDetail,
  ProjectRequest,
  ProjectTopic,
  RefBook,
  RefBookChapter,
  ReferenceProject,
} from '../../../generated';
import { REFERENCE_FETCH_LIMIT } from '../../../core/constants';
import { getJson, postJson } from '../../../client/api/feature-api';
import './mutations';
import './teacher-sources';

/** A company's detail page: the company, its news and its internship topics. */
export interface CompanyDetail extends Company {
  news: CompanyNews[];
  topics: ProjectTopic[];
}

/** One page of reference projects, the matching total and the cursor of the next page (null at the end). */
export interface ReferencePage {
  data: ReferenceProject[];
  total: number;
  nextCursor: number | null;
}

/** A row of my projects list: the project and the title it is known by (its title, else its name). */
export type MyProjectRow = Project & { title: string };

/** A row of the topics list: the topic and its live places left. */
export type TopicRow = ProjectTopic & { remaining: number };

/** Filters of my projects list (pages/lists.json filter values are texts). */
export interface MyProjectsParams extends PagedParams {
  projectType?: string;
}

/** Filters of the topics-by-teacher list. */
export interface TeacherTopicsParams extends PagedParams {
  teacherId?: number | string;
  projectType?: string | number;
  semester?: string;
  status?: string;
  /** 'true': only topics with places left. */
  hasPlaces?: string | boolean;
}

declare module '../../../client/engine/source-registry' {
  interface SourceMap {
    'projects.mine': { params: MyProjectsParams; data: PagedData<MyProjectRow> };
    'projects.detail': { params: { id: number | null }; data: ProjectDetail | null };
    'projects.teacherTopics': { params: TeacherTopicsParams; data: PagedData<TopicRow> };
    'projects.deadlines': { params: { kind: string; projectType?: number }; data: PagedData<Deadline> };
    'projects.myRequests': { params: Record<string, never>; data: PagedData<ProjectRequest> };
    'projects.references': {
      params: { cursor: number | null; search?: string };
      data: ReferencePage;
    };
    'projects.refBooks': { params: { courseIds: number[] }; data: PagedData<RefBook> };
    'projects.refBookChapters': { params: { bookId: number | null }; data: PagedData<RefBookChapter> };
    'projects.companies': {
      params: { page: number; pageSize: number; search?: string };
      data: PagedData<Company>;
    };
    'projects.company': { params: { id: number | null }; data: CompanyDetail | null };
  }
}

/** SPEC §4 project topic source: COMPANY 2. */
const TOPIC_SOURCE_COMPANY = 2;

const numberOrUndefined = (value: unknown): number | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
};

const paged = <T>(answer: Partial<PagedData<T>> | null | undefined): PagedData<T> => ({
  data: Array.isArray(answer?.data) ? answer.data : [],
  total: typeof answer?.total === 'number' ? answer.total : 0,
});

/**
 * POST /api/v1/projects/student-projects/query: the signed-in student's projects (a student has a
 * handful, all answered at once), one page of them.
 */
registerSource<MyProjectsParams, PagedData<MyProjectRow>>({
  name: 'projects.mine',
  key: ({ page, pageSize, projectType }) => [page, pageSize, projectType ?? ''],
  fetch: async ({ page, pageSize, projectType }, { signal }) => {
    const type = numberOrUndefined(projectType);
    const all = paged(
      await postJson<PagedData<Project>>({
        path: '/api/v1/projects/student-projects/query',
        body: type === undefined ? {} : { projectType: type },
        signal,
      }),
    );
    const rows = all.data.map((project) => ({
      ...project,
      title: project.projectTitle || project.projectName,
    }));
    return { data: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length };
  },
});

/** GET /api/v1/projects/student-projects/{id}: the project, its phases and what I may do; null when not mine. */
registerSource<{ id: number | null }, ProjectDetail | null>({
  name: 'projects.detail',
  key: ({ id }) => (id === null ? null : id),
  fetch: async ({ id }, { signal }) => {
    try {
      const answer = await getJson<{ data?: ProjectDetail } | null>({
        path: `/api/v1/projects/student-projects/${id}`,
        signal,
      });
      return answer?.data ?? null;
    } catch (error) {
      if (error instanceof Error && /HTTP (403|404)$/.test(error.message)) return null;
      throw error;
    }
  },
});

/** POST /api/v1/project-topic/teacher/query: topics offered by teachers (teacher source), with quotas. */
registerSource<TeacherTopicsParams, PagedData<TopicRow>>({
  name: 'projects.teacherTopics',
  key: ({ page, pageSize, search, teacherId, projectType, semester, status, hasPlaces }) => [
    page,
    pageSize,
    search ?? '',
    teacherId ?? '',
    projectType ?? '',
    semester ?? '',
    status ?? '',
    String(hasPlaces ?? ''),
  ],
  fetch: async (
    { page, pageSize, search, teacherId, projectType, semester, status, hasPlaces },
    { signal },
  ) => {
    const answer = paged(
      await postJson<PagedData<ProjectTopic>>({
        path: '/api/v1/project-topic/teacher/query',
        body: {
          page,
          pageSize,
          ...(search ? { search } : {}),
          ...(semester ? { semester } : {}),
          ...(hasPlaces === true || hasPlaces === 'true' ? { hasPlaces: true } : {}),
          ...(numberOrUndefined(teacherId) !== undefined ? { teacherId: Number(teacherId) } : {}),
          ...(numberOrUndefined(projectType) !== undefined ? { projectType: Number(projectType) } : {}),
          ...(numberOrUndefined(status) !== undefined ? { status: Number(status) } : {}),
        },
        signal,
      }),
    );
    return {
      data: answer.data.map((topic) => ({
        ...topic,
        remaining: Math.max(0, topic.quota - topic.acceptedCount),
      })),
      total: answer.total,
    };
  },
});

/** POST /api/v1/deadline/query: the windows of a kind ('request', 'phase', …). */
registerSource<{ kind: string; projectType?: number }, PagedData<Deadline>>({
  name: 'projects.deadlines',
  key: ({ kind, projectType }) => [kind, projectType ?? -1],
  fetch: async ({ kind, projectType }, { signal }) =>
    paged(
      await postJson<PagedData<Deadline>>({
        path: '/api/v1/deadline/query',
        body: { kind, ...(projectType !== undefined ? { projectType } : {}) },
        signal,
      }),
    ),
});

/** POST /api/v1/project-requests/query: my project requests, newest first. */
registerSource<Record<string, never>, PagedData<ProjectRequest>>({
  name: 'projects.myRequests',
  key: () => 'mine',
  fetch: async (_params, { signal }) =>
    paged(
      await postJson<PagedData<ProjectRequest>>({
        path: '/api/v1/project-requests/query',
        body: { filters: {} },
        signal,
      }),
    ),
});

/** POST /api/v1/projects/query: public past theses, 50 at a time by cursor, with student and program. */
registerSource<{ cursor: number | null; search?: string }, ReferencePage>({
  name: 'projects.references',
  key: ({ cursor, search }) => [cursor ?? '', search ?? ''],
  fetch: async ({ cursor, search }, { signal }) => {
    const answer = await postJson<Partial<ReferencePage> | null>({
      path: '/api/v1/projects/query',
      body: { limit: REFERENCE_FETCH_LIMIT, ...(cursor ? { cursor } : {}), ...(search ? { search } : {}) },
      signal,
    });
    return {
      data: answer?.data ?? [],
      total: answer?.total ?? 0,
      nextCursor: answer?.nextCursor ?? null,
    };
  },
});

/** POST /api/v1/refBook/query-by-courses {ids}: reference books of courses. */
registerSource<{ courseIds: number[] }, PagedData<RefBook>>({
  name: 'projects.refBooks',
  key: ({ courseIds }) => [...courseIds].sort((a, b) => a - b).join(','),
  fetch: async ({ courseIds }, { signal }) =>
    paged(
      await postJson<PagedData<RefBook>>({
        path: '/api/v1/refBook/query-by-courses',
        body: { ids: courseIds },
        signal,
      }),
    ),
});

/** GET /api/v1/refBook/{id}/book-chapter: a book's chapters in order. */
registerSource<{ bookId: number | null }, PagedData<RefBookChapter>>({
  name: 'projects.refBookChapters',
  key: ({ bookId }) => (bookId === null ? null : bookId),
  fetch: async ({ bookId }, { signal }) =>
    paged(
      await getJson<PagedData<RefBookChapter>>({ path: `/api/v1/refBook/${bookId}/book-chapter`, signal }),
    ),
});

/** POST /api/v1/companies/query-by-root: partner companies, one page (SPEC §9: 10 a page). */
registerSource<{ page: number; pageSize: number; search?: string }, PagedData<Company>>({
  name: 'projects.companies',
  key: ({ page, pageSize, search }) => [page, pageSize, search ?? ''],
  fetch: async ({ page, pageSize, search }, { signal }) =>
    paged(
      await postJson<PagedData<Company>>({
        path: '/api/v1/companies/query-by-root',
        body: { page, pageSize, ...(search ? { search } : {}) },
        signal,
      }),
    ),
});

/**
 * GET /api/v1/companies/{id} (the company and its latest news) and its internship topics
 * (POST /api/v1/projects/project-topics/query, company source); null when the company is unknown.
 */
registerSource<{ id: number | null }, CompanyDetail | null>({
  name: 'projects.company',
  key: ({ id }) => (id === null ? null : id),
  fetch: async ({ id }, { signal }) => {
    try {
      const [answer, topics] = await Promise.all([
        getJson<{ data?: Company; news?: CompanyNews[] } | null>({ path: `/api/v1/companies/${id}`, signal }),
        postJson<PagedData<ProjectTopic>>({
          path: '/api/v1/projects/project-topics/query',
          body: { source: TOPIC_SOURCE_COMPANY, companyId: id, pageSize: 100 },
          signal,
        }),
      ]);
      if (!answer?.data) return null;
      return { ...answer.data, news: answer.news ?? [], topics: paged(topics).data };
    } catch (error) {
      if (error instanceof Error && /HTTP 404$/.test(error.message)) return null;
      throw error;
    }
  },
});
