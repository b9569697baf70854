import { useCallback } from 'react';
import { useLocalDraft } from '../../../client/engine/form/use-local-draft';
import type { RegisterChoice } from './register-choices';

/** The draft name of the project request form (per tenant, user and request window). */
export const PROJECT_REQUEST_DRAFT = 'projects.request';

/** What the request form keeps of an unsent request. */
export interface RegisterDraft {
  choices: RegisterChoice[];
  hasCompany: boolean;
  companyId: number | null;
  notes: string;
}

const isChoice = (value: unknown): value is RegisterChoice => {
  const choice = value as RegisterChoice | null;
  return (
    typeof choice === 'object' &&
    choice !== null &&
    (choice.teacherId === null || typeof choice.teacherId === 'number') &&
    (choice.topicId === null || typeof choice.topicId === 'number') &&
    typeof choice.title === 'string'
  );
};

const isDraft = (value: unknown): value is RegisterDraft => {
  const draft = value as RegisterDraft | null;
  return (
    typeof draft === 'object' &&
    draft !== null &&
    Array.isArray(draft.choices) &&
    draft.choices.length > 0 &&
    draft.choices.every(isChoice) &&
    typeof draft.hasCompany === 'boolean' &&
    (draft.companyId === null || typeof draft.companyId === 'number') &&
    typeof draft.notes === 'string'
  );
};

/** True for a form nobody has filled in: nothing worth keeping. */
const isBlank = (draft: RegisterDraft) =>
  !draft.hasCompany &&
  draft.notes.trim() === '' &&
  draft.choices.every(
    (choice) => choice.teacherId === null && choice.topicId === null && choice.title === '',
  );

/**
 * Keeps the unsent project request (teachers, topics, titles, company, note) in this browser like
 * a form's draft, per tenant, student and request window: a reload or an expired session brings it
 * back. `restored` is what was found when the form mounted; `keep` stores the form as it is now
 * (a blank form keeps nothing); `clear` forgets it once sent.
 */
export function useRegisterDraft({ deadlineId }: { deadlineId: number }) {
  const draft = useLocalDraft({
    form: PROJECT_REQUEST_DRAFT,
    recordId: deadlineId,
    isPristine: (data) => isDraft(data) && isBlank(data),
  });
  const { save, clear } = draft;
  const keep = useCallback(
    (current: RegisterDraft) => (isBlank(current) ? clear() : save(current)),
    [save, clear],
  );
  return { restored: isDraft(draft.restored) ? draft.restored : null, keep, clear };
}
