/** The projects feature's student mutations: phase and project save/submit, project requests. */
import { registerMutation } from '../../../client/engine/mutation-registry';
import type { MutationResult } from '../../../client/engine';
import { loadChecksum } from '../../../client/api/load-checksum';
import type { ProjectPhase, ProjectRequest, ProjectRequestFields } from '../../../generated';
import { postResult } from '../../../client/api/feature-api';
import { phaseUpdates } from './phase-form-data';

/** Sources a project's save or submit changes. */
const PROJECT_SOURCES = ['projects.detail', 'projects.mine'];

/** Body of a phase save/submit as the form sends it (`updates`, checksum rule projectPhases.*). */
export interface PhaseBody extends Record<string, unknown> {
  updates: Record<string, unknown>;
}

/**
 * The form holds uploaded files as objects (the upload widget shows their names); the call
 * takes their ids. The body is signed again over what is sent.
 */
async function sendPhase({
  action,
  body,
  id,
  idempotencyKey,
}: {
  action: 'save' | 'submit';
  body: PhaseBody;
  id?: number | string | null;
  idempotencyKey?: string;
}): Promise<MutationResult<ProjectPhase>> {
  const updates = phaseUpdates(body.updates);
  const rule = action === 'save' ? 'projectPhases.save' : 'projectPhases.submit';
  const { computeChecksum } = await loadChecksum();
  const signed = { updates, checkSum: computeChecksum({ rule, body: { updates }, id }) };
  return postResult<ProjectPhase>({
    path: `/api/v1/projects/student-project-phases/${id}/${action}`,
    body: signed,
    context: { id, idempotencyKey },
  });
}

registerMutation<PhaseBody, ProjectPhase>({
  name: 'projects.savePhase',
  rule: 'projectPhases.save',
  resultSet: 'project',
  invalidates: PROJECT_SOURCES,
  request: (body, context) => sendPhase({ action: 'save', body, ...context }),
});

registerMutation<PhaseBody, ProjectPhase>({
  name: 'projects.submitPhase',
  rule: 'projectPhases.submit',
  resultSet: 'project',
  invalidates: PROJECT_SOURCES,
  draft: 'projects.savePhase',
  request: (body, context) => sendPhase({ action: 'submit', body, ...context }),
});

/** Body of POST /api/v1/project-requests/create (checksum rule projectRequests.create over `{fields}`). */
export interface CreateRequestBody extends Record<string, unknown> {
  fields: ProjectRequestFields;
}

registerMutation<CreateRequestBody, ProjectRequest>({
  name: 'projects.createRequest',
  rule: 'projectRequests.create',
  resultSet: 'projectRequest',
  // The register form announces a sent request itself (a message bar beside its button): a success
  // toast would say it twice. A refusal is also toasted, as the other mutations do.
  toast: 'failure',
  invalidates: ['projects.myRequests', 'projects.teacherTopics'],
  request: (body, context) => postResult({ path: '/api/v1/project-requests/create', body, context }),
});

/** POST /api/v1/project-requests/cancel-company/{requestId}: withdraw my request while it is processing. */
registerMutation<Record<string, never>, ProjectRequest>({
  name: 'projects.cancelRequest',
  rule: null,
  resultSet: 'projectRequest',
  invalidates: ['projects.myRequests', 'projects.teacherTopics', 'projects.company'],
  request: (_body, context) =>
    postResult({ path: `/api/v1/project-requests/cancel-company/${context.id}`, body: {}, context }),
});
