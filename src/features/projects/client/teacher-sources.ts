/**
 * The teachers' area sources and mutations (requests to me, projects I supervise), registered
 * when a teacher page loads: only teachers open these pages.
 */
import { registerMutation } from '../../../client/engine/mutation-registry';
import { registerSource } from '../../../client/engine/source-registry';
import type { PagedData, PagedParams } from '../../../client/engine';
import type { Project, ProjectPhase, TeacherPhaseReview, TeacherRequest } from '../../../generated';
import { getJson, postJson, postResult } from '../../../client/api/feature-api';

/** A row of "requests to me": the request and its course as shown (name, else the semester). */
export type TeacherRequestRow = TeacherRequest & { courseLabel: string };
/** A row of "projects I supervise": the project and the title it is known by. */
export type SupervisedRow = Project & { title: string };
/** A supervised project with its phases. */
export interface SupervisedDetail {
  project: Project;
  phases: ProjectPhase[];
}

declare module '../../../client/engine/source-registry' {
  interface SourceMap {
    'projects.teacherRequests': { params: PagedParams; data: PagedData<TeacherRequestRow> };
    'projects.supervised': { params: PagedParams; data: PagedData<SupervisedRow> };
    'projects.supervisedDetail': { params: { id: number | null }; data: SupervisedDetail | null };
  }
}

const pageOf = <T>(rows: T[], { page, pageSize }: PagedParams): PagedData<T> => ({
  data: rows.slice((page - 1) * pageSize, page * pageSize),
  total: rows.length,
});

/** POST /api/v1/teachers/me/project-requests/query: requests waiting for my answer (a handful), one page. */
registerSource<PagedParams, PagedData<TeacherRequestRow>>({
  name: 'projects.teacherRequests',
  key: ({ page, pageSize }) => [page, pageSize],
  fetch: async (params, { signal }) => {
    const answer = await postJson<{ data: TeacherRequest[] }>({
      path: '/api/v1/teachers/me/project-requests/query',
      body: {},
      signal,
    });
    const rows = (answer?.data ?? []).map((request) => ({
      ...request,
      courseLabel: request.courseName || request.semester,
    }));
    return pageOf(rows, params);
  },
});

/** POST /api/v1/teachers/me/projects/query: projects naming me as a teacher, one page. */
registerSource<PagedParams, PagedData<SupervisedRow>>({
  name: 'projects.supervised',
  key: ({ page, pageSize }) => [page, pageSize],
  fetch: async (params, { signal }) => {
    const answer = await postJson<{ data: Project[] }>({
      path: '/api/v1/teachers/me/projects/query',
      body: {},
      signal,
    });
    const rows = (answer?.data ?? []).map((project) => ({
      ...project,
      title: project.projectTitle || project.projectName,
    }));
    return pageOf(rows, params);
  },
});

/** GET /api/v1/teachers/me/projects/{id}: null when it is not a project I supervise. */
registerSource<{ id: number | null }, SupervisedDetail | null>({
  name: 'projects.supervisedDetail',
  key: ({ id }) => (id === null ? null : id),
  fetch: async ({ id }, { signal }) => {
    try {
      const answer = await getJson<{ data?: SupervisedDetail }>({
        path: `/api/v1/teachers/me/projects/${id}`,
        signal,
      });
      return answer?.data ?? null;
    } catch (error) {
      if (error instanceof Error && /HTTP (403|404)$/.test(error.message)) return null;
      throw error;
    }
  },
});

/** Body of a reject: the reason the student reads. */
export interface RejectBody extends Record<string, unknown> {
  reason: string;
}
/** Body of a phase review (schemas/requests/teacher-phase-review.json). */
export type ReviewBody = TeacherPhaseReview & Record<string, unknown>;

registerMutation<Record<string, never>, TeacherRequest>({
  name: 'projects.teacherConfirm',
  rule: null,
  resultSet: 'projectRequest',
  // Success is worded by the page (whose project was accepted); failures are toasted.
  toast: 'failure',
  invalidates: ['projects.teacherRequests', 'projects.supervised'],
  request: (_body, context) =>
    postResult({ path: `/api/v1/teachers/me/project-requests/${context.id}/confirm`, body: {}, context }),
});
registerMutation<RejectBody, TeacherRequest>({
  name: 'projects.teacherReject',
  rule: null,
  resultSet: 'projectRequest',
  // Codes 1-3 count the student's rejected choices: the page says what happened.
  toast: 'never',
  invalidates: ['projects.teacherRequests'],
  request: (body, context) =>
    postResult({ path: `/api/v1/teachers/me/project-requests/${context.id}/reject`, body, context }),
});
registerMutation<ReviewBody, ProjectPhase>({
  name: 'projects.teacherReview',
  rule: null,
  resultSet: 'project',
  toast: 'always',
  invalidates: ['projects.supervisedDetail'],
  request: (body, context) =>
    postResult({ path: `/api/v1/teachers/me/project-phases/${context.id}/review`, body, context }),
});
