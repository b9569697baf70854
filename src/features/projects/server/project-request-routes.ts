import type { FastifyInstance } from 'fastify';
import { requireModule, requireStudent } from '../../../server/guards';
import { listOf } from '../../../server/list-schema';
import { keepSentBody, sentBodyOf } from '../../../server/sent-body';
import { verifyChecksum } from '../../../server/verify-checksum';
import type { ProjectRequestCreate } from '../../../generated/requests/project-request-create';
import type { ProjectRequestQuery } from '../../../generated/requests/project-request-query';
import type { ProjectRequestUpdate } from '../../../generated/requests/project-request-update';
import { REQUEST_RESULT } from '../shared/project-request-rules';
import { requestLocale as localeOf } from '../../../server/request-locale';
import {
  cancelProjectRequest,
  createProjectRequest,
  queryStudentRequests,
  updateProjectRequest,
} from './project-request-service';
import { requestResult } from './request-result';

const tags = ['projects: requests'];
const schemaRef = (path: string) => ({ $ref: `https://schemas.unigate.vn/${path}.json#` });
const REQUEST = schemaRef('entities/project-request');
const result = {
  type: 'object',
  properties: { code: { type: 'integer' }, message: { type: 'string' }, data: REQUEST },
  required: ['code', 'message'],
};
const idParams = (name: string) => ({
  type: 'object',
  properties: { [name]: { type: 'integer', minimum: 1 } },
  required: [name],
});
const CODES =
  'Codes (SPEC §8): 1 success, 0 failed, -1 invalid, -2 forbidden, -3 not yet open, -5 checksum failed, -6 out of quotas, -7 exceed request limit, -8 passed deadline.';

/** SPEC §7 project requests: query, create {fields, checkSum}, update/{id}, cancel-company/{requestId}. */
export default async function projectRequestRoutes(app: FastifyInstance) {
  const preHandler = requireModule('project');
  const limitOf = (request: { tenant: { projects?: { requestLimit: number } } }) =>
    request.tenant.projects?.requestLimit ?? 1;

  app.post<{ Body: ProjectRequestQuery }>(
    '/api/v1/project-requests/query',
    {
      preHandler,
      schema: {
        tags,
        summary: "The signed-in student's project requests, newest first",
        body: schemaRef('requests/project-request-query'),
        response: { 200: listOf(REQUEST) },
      },
    },
    async (request) => {
      const { studentId } = requireStudent(request);
      return queryStudentRequests({
        db: app.db,
        rootId: request.tenant.rootId,
        studentId,
        filters: request.body?.filters,
      });
    },
  );

  app.post<{ Body: ProjectRequestCreate }>(
    '/api/v1/project-requests/create',
    {
      preValidation: keepSentBody,
      preHandler,
      schema: {
        tags,
        summary: 'Sends a project request to up to three distinct teachers',
        description: `Checksum rule 'projectRequests.create' (SHA256 of the body minus checkSum + '_project_request'). The request goes to teacher 1 first. ${CODES}`,
        body: schemaRef('requests/project-request-create'),
        response: { 200: result },
      },
    },
    async (request) => {
      const { studentId } = requireStudent(request);
      const locale = localeOf(request);
      if (!verifyChecksum({ rule: 'projectRequests.create', body: sentBodyOf(request) }))
        return requestResult({ code: REQUEST_RESULT.CHECKSUM_FAILED, locale });
      return createProjectRequest({
        db: app.db,
        rootId: request.tenant.rootId,
        studentId,
        locale,
        fields: request.body.fields,
        requestLimit: limitOf(request),
      });
    },
  );

  app.post<{ Params: { id: number }; Body: ProjectRequestUpdate }>(
    '/api/v1/project-requests/update/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Changes my request while no teacher has answered it',
        description: `A request a teacher has answered answers -2. A stale lastUpdate answers 0. ${CODES}`,
        params: idParams('id'),
        body: schemaRef('requests/project-request-update'),
        response: { 200: result },
      },
    },
    async (request) => {
      const { studentId } = requireStudent(request);
      return updateProjectRequest({
        db: app.db,
        rootId: request.tenant.rootId,
        studentId,
        locale: localeOf(request),
        id: request.params.id,
        fields: request.body.fields,
        lastUpdate: request.body.lastUpdate,
        requestLimit: limitOf(request),
      });
    },
  );

  app.post<{ Params: { requestId: number } }>(
    '/api/v1/project-requests/cancel-company/:requestId',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Withdraws my request (teacher or company) while it is still waiting',
        description: `-2 once it was confirmed, rejected or cancelled. ${CODES}`,
        params: idParams('requestId'),
        response: { 200: result },
      },
    },
    async (request) => {
      const { studentId } = requireStudent(request);
      return cancelProjectRequest({
        db: app.db,
        rootId: request.tenant.rootId,
        studentId,
        locale: localeOf(request),
        id: request.params.requestId,
      });
    },
  );
}
