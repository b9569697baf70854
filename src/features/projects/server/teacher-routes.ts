import type { FastifyInstance } from 'fastify';
import { requireModule, requireTeacher } from '../../../server/guards';
import type { ProjectRequestQuery } from '../../../generated/requests/project-request-query';
import type { TeacherPhaseReview } from '../../../generated/requests/teacher-phase-review';
import type { TeacherRequestReject } from '../../../generated/requests/teacher-request-reject';
import { requestLocale as localeOf } from '../../../server/request-locale';
import { projectsISupervise, reviewPhase, supervisedProject } from './supervision-service';
import { confirmRequest, rejectRequest, requestsToMe } from './teacher-service';
import { resultOf } from '../../../server/result-schema';
import { listOf } from '../../../server/list-schema';

const tags = ['projects: teacher area'];
const schemaRef = (path: string) => ({ $ref: `https://schemas.unigate.vn/${path}.json#` });
const TEACHER_REQUEST = schemaRef('requests/teacher-request');
const PROJECT = schemaRef('entities/project');
const PHASE = schemaRef('entities/project-phase');
const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1 } },
  required: ['id'],
} as const;

/**
 * The teacher area (docs/projects.md "Teacher area"): requests to me, confirm (quota counted in the
 * same transaction), reject with a reason (SPEC §4 transition), projects I supervise, a project
 * with its phases, and a phase review. Teachers only: a student gets 403.
 */
export default async function teacherRoutes(app: FastifyInstance) {
  const preHandler = requireModule('project');
  const scope = (request: Parameters<typeof requireTeacher>[0]) => ({
    db: app.db,
    rootId: request.tenant.rootId,
    teacherId: requireTeacher(request).teacherId,
    locale: localeOf(request),
  });

  app.post<{ Body: ProjectRequestQuery }>(
    '/api/v1/teachers/me/project-requests/query',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Requests whose current final teacher is me (status waiting unless filtered)',
        body: schemaRef('requests/project-request-query'),
        response: { 200: listOf(TEACHER_REQUEST) },
      },
    },
    async (request) => requestsToMe({ ...scope(request), filters: request.body?.filters }),
  );

  app.post<{ Params: { id: number } }>(
    '/api/v1/teachers/me/project-requests/:id/confirm',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Accepts a request waiting for me; counts it against my quota',
        description:
          '1 confirmed (the student project is created); -6 my quota (or the topic) is full, the request stays waiting; -2 it is no longer waiting. 404 when I am not its current teacher.',
        params: idParams,
        response: { 200: resultOf({ data: TEACHER_REQUEST, required: ['code', 'message'] }) },
      },
    },
    async (request) => confirmRequest({ ...scope(request), id: request.params.id }),
  );

  app.post<{ Params: { id: number }; Body: TeacherRequestReject }>(
    '/api/v1/teachers/me/project-requests/:id/reject',
    {
      preHandler,
      schema: {
        tags,
        summary: "Declines a request with a reason; it moves to the student's next distinct choice",
        description:
          "SPEC §4: code 1, 2 or 3 = how many of the student's choices stand rejected; -2 it is no longer waiting. 404 when I am not its current teacher.",
        params: idParams,
        body: schemaRef('requests/teacher-request-reject'),
        response: { 200: resultOf({ data: TEACHER_REQUEST, required: ['code', 'message'] }) },
      },
    },
    async (request) =>
      rejectRequest({ ...scope(request), id: request.params.id, reason: request.body.reason }),
  );

  app.post<{ Body: ProjectRequestQuery }>(
    '/api/v1/teachers/me/projects/query',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Projects I supervise (any of the five teacher places), newest first',
        body: schemaRef('requests/project-request-query'),
        response: { 200: listOf(PROJECT) },
      },
    },
    async (request) => projectsISupervise({ ...scope(request), filters: request.body?.filters }),
  );

  app.get<{ Params: { id: number } }>(
    '/api/v1/teachers/me/projects/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'A project I supervise with its phases',
        params: idParams,
        response: {
          200: {
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: { project: PROJECT, phases: { type: 'array', items: PHASE } },
                required: ['project', 'phases'],
              },
            },
          },
        },
      },
    },
    async (request) => supervisedProject({ ...scope(request), id: request.params.id }),
  );

  app.post<{ Params: { id: number }; Body: TeacherPhaseReview }>(
    '/api/v1/teachers/me/project-phases/:id/review',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Comments on a phase of a project I supervise, with an optional mark and decision',
        params: idParams,
        body: schemaRef('requests/teacher-phase-review'),
        response: { 200: resultOf({ data: PHASE, required: ['code', 'message'] }) },
      },
    },
    async (request) => reviewPhase({ ...scope(request), id: request.params.id, review: request.body }),
  );
}
