import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  ProjectPhaseSaveBody as PhaseSaveBody,
  ProjectSaveBody,
  ReferenceProjectQuery,
  StudentProjectQuery,
} from '../../../generated/index';
import { requireModule, requireSession, requireStudent } from '../../../server/guards';
import { keepSentBody, sentBodyOf } from '../../../server/sent-body';
import { verifyChecksum } from '../../../server/verify-checksum';
import { requestLocale as localeOf } from '../../../server/request-locale';
import { savePhase } from './phase-service';
import { saveProject } from './project-save-service';
import type { Mode } from './project-save-service';
import { listStudentProjects, readProject, studentProjectDetail } from './project-service';
import { queryReferenceProjects } from './reference-project-service';
import {
  idParams,
  itemResponse,
  listResponse,
  PHASE_SAVE_BODY,
  PROJECT,
  PROJECT_DETAIL,
  PROJECT_PHASE,
  PROJECT_SAVE_BODY,
  REFERENCE_PROJECT,
  REFERENCE_PROJECT_QUERY,
  resultResponse,
  STUDENT_PROJECT_QUERY,
} from './route-schemas';

const tags = ['projects'];

const isSigned = ({ request, rule, id }: { request: FastifyRequest; rule: string; id: number }) =>
  verifyChecksum({ rule, body: sentBodyOf(request), id });

/** SPEC §7 Projects: reads, the reference list, and save/submit of projects and phases. */
export default async function projectRoutes(app: FastifyInstance) {
  const preHandler = requireModule('project');

  app.get<{ Params: { id: number } }>(
    '/api/v1/projects/:id',
    {
      preHandler,
      schema: {
        tags,
        summary:
          'One project: every field for its student and teachers, the public fields of a public project for anyone else (no credentials needed), 404 otherwise',
        params: idParams(),
        response: { 200: itemResponse(PROJECT) },
      },
    },
    async (request) => ({
      data: await readProject({
        db: app.db,
        rootId: request.tenant.rootId,
        id: request.params.id,
        session: request.session,
      }),
    }),
  );

  app.post<{ Body: ReferenceProjectQuery | undefined }>(
    '/api/v1/projects/query',
    {
      preHandler,
      schema: {
        tags,
        summary:
          'Reference projects (finished theses) with student and programme, newest first, cursor paged (limit 50): public ones, and private ones only for their student and teachers',
        body: REFERENCE_PROJECT_QUERY,
        response: {
          200: listResponse(REFERENCE_PROJECT, {
            nextCursor: {
              type: ['integer', 'null'],
              description: 'cursor of the next page; null on the last',
            },
          }),
        },
      },
    },
    async (request) =>
      queryReferenceProjects({
        db: app.db,
        rootId: request.tenant.rootId,
        session: request.session,
        query: request.body ?? {},
      }),
  );

  app.post<{ Body: StudentProjectQuery | undefined }>(
    '/api/v1/projects/student-projects/query',
    {
      preHandler,
      schema: {
        tags,
        summary: "The signed-in student's projects (without the report text), newest semester first",
        body: STUDENT_PROJECT_QUERY,
        response: { 200: listResponse(PROJECT) },
      },
    },
    async (request) => {
      const { studentId } = requireStudent(request);
      return listStudentProjects({
        db: app.db,
        rootId: request.tenant.rootId,
        studentId,
        query: request.body ?? {},
      });
    },
  );

  app.get<{ Params: { projectId: number } }>(
    '/api/v1/projects/student-projects/:projectId',
    {
      preHandler,
      schema: {
        tags,
        summary:
          'A project with phases, files, marks and canSave/canSubmit/submitCode decided by the server; for its student or teachers only (404 otherwise)',
        params: idParams('projectId'),
        response: { 200: itemResponse(PROJECT_DETAIL) },
      },
    },
    async (request) => ({
      data: await studentProjectDetail({
        db: app.db,
        rootId: request.tenant.rootId,
        id: request.params.projectId,
        session: requireSession(request),
      }),
    }),
  );

  for (const mode of ['save', 'submit'] as Mode[]) {
    app.post<{ Params: { id: number }; Body: ProjectSaveBody }>(
      `/api/v1/projects/student-projects/:id/${mode}`,
      {
        preValidation: keepSentBody,
        preHandler,
        schema: {
          tags,
          summary: `${mode === 'save' ? 'Saves' : 'Submits'} the student's project (checksum rule projects.${mode}, keyed by the id)${mode === 'submit' ? '; status becomes submitted' : ''}`,
          params: idParams(),
          body: PROJECT_SAVE_BODY,
          response: { 200: resultResponse(PROJECT) },
        },
      },
      async (request) => {
        const session = requireSession(request);
        return saveProject({
          db: app.db,
          rootId: request.tenant.rootId,
          id: request.params.id,
          session,
          body: request.body,
          mode,
          isChecksumValid: isSigned({ request, rule: `projects.${mode}`, id: request.params.id }),
          locale: localeOf(request),
        });
      },
    );

    app.post<{ Params: { id: number }; Body: PhaseSaveBody }>(
      `/api/v1/projects/student-project-phases/:id/${mode}`,
      {
        preValidation: keepSentBody,
        preHandler,
        schema: {
          tags,
          summary: `${mode === 'save' ? 'Saves' : 'Submits'} the student's report of one phase (checksum rule projectPhases.${mode}, keyed by the phase id)`,
          params: idParams(),
          body: PHASE_SAVE_BODY,
          response: { 200: resultResponse(PROJECT_PHASE) },
        },
      },
      async (request) => {
        const session = requireSession(request);
        return savePhase({
          db: app.db,
          rootId: request.tenant.rootId,
          id: request.params.id,
          session,
          body: request.body,
          mode,
          isChecksumValid: isSigned({ request, rule: `projectPhases.${mode}`, id: request.params.id }),
          locale: localeOf(request),
        });
      },
    );
  }
}
