/** The award feature's student mutations: save the application as a draft, submit it. */
import { registerMutation } from '../../../client/engine/mutation-registry';
import type { MutationRequestContext, MutationResult } from '../../../client/engine';
import type { AwardApplication } from '../../../generated';
import { postResult } from '../../../client/api/feature-api';
import { GENERIC_CODES } from '../../../core/result-codes';
import { confirmSubmit, emitApplyEvent } from './apply-events';

/** The form's name in pages/forms.json (draft: server, submit: awards.apply). */
export const SCHOLARSHIP_FORM = 'awards.scholarship';

/** Body of POST /api/v1/awards/{id}/apply as the form sends it (checksum rule awards.apply over `data`). */
export interface ApplyBody extends Record<string, unknown> {
  data: Record<string, unknown>;
}

/** Sources a save or a submit changes. */
const APPLY_SOURCES = ['awards.studentInfo', 'awards.list', 'awards.detail'];

/**
 * `submit: false` keeps the application as a draft, `true` submits it; the checksum does not
 * cover `submit` (rule awards.apply: SHA-256 of the data's JSON + the numeric call id). The
 * detail page words the answer (events), so the engine shows no toast of its own.
 */
async function sendApplication({
  action,
  body,
  context,
}: {
  action: 'save' | 'submit';
  body: ApplyBody & { checkSum?: string };
  context: MutationRequestContext;
}): Promise<MutationResult<AwardApplication>> {
  const result = await postResult<AwardApplication>({
    path: `/api/v1/awards/${context.id}/apply`,
    body: { ...body, submit: action === 'submit' },
    context,
  });
  emitApplyEvent({ awardId: Number(context.id), action, result });
  return result;
}

registerMutation<ApplyBody, AwardApplication>({
  name: 'awards.saveDraft',
  rule: 'awards.apply',
  resultSet: 'generic',
  toast: 'never',
  invalidates: APPLY_SOURCES,
  request: (body, context) => sendApplication({ action: 'save', body, context }),
});

/** What a submit the student called off answers: nothing sent, nothing to say (not a success). */
const CALLED_OFF: MutationResult<AwardApplication> = { code: GENERIC_CODES.FAILED };

registerMutation<ApplyBody, AwardApplication>({
  name: 'awards.apply',
  rule: 'awards.apply',
  resultSet: 'generic',
  toast: 'never',
  invalidates: APPLY_SOURCES,
  draft: 'awards.saveDraft',
  // Submitting is final: the form's checks have passed, the student confirms before it is sent.
  request: async (body, context) =>
    (await confirmSubmit(Number(context.id)))
      ? sendApplication({ action: 'submit', body, context })
      : CALLED_OFF,
});
