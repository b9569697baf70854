import { deadlineStatus } from '../../../core';
import type { ProjectDetail, ProjectPhase } from '../../../generated';
import { decideSubmission } from '../shared/project-submit-rule';

/** What the student may do with one phase now, and why not. */
export interface PhaseDecision {
  canSave: boolean;
  canSubmit: boolean;
  saveCode: number;
  submitCode: number;
}

/** SPEC §8 forbidden: the reader is not the project's student. */
const FORBIDDEN = -2;

/**
 * The phase's save/submit decision. The server sends one per phase when it has one (`canSave`,
 * `canSubmit`, `submitCode` on the phase); otherwise the project's own answer decides who may act
 * (only its student) and the shared rule the server applies decides the phase by its status and
 * its window (start date to deadline).
 */
export function phaseDecision({
  detail,
  phase,
  now,
}: {
  detail: ProjectDetail;
  phase: ProjectPhase;
  now: Date;
}): PhaseDecision {
  const sent = phase as ProjectPhase & Partial<PhaseDecision>;
  if (typeof sent.canSave === 'boolean' && typeof sent.canSubmit === 'boolean') {
    return {
      canSave: sent.canSave,
      canSubmit: sent.canSubmit,
      saveCode: typeof sent.saveCode === 'number' ? sent.saveCode : sent.canSave ? 1 : 0,
      submitCode: typeof sent.submitCode === 'number' ? sent.submitCode : sent.canSubmit ? 1 : 0,
    };
  }
  const decision = decideSubmission({
    isOwner: detail.submitCode !== FORBIDDEN,
    status: phase.status,
    window: {
      status: deadlineStatus.values.OPENED,
      startDate: phase.startDate ?? null,
      endDate: phase.deadline ?? null,
    },
    now,
  });
  return {
    canSave: decision.canSave,
    canSubmit: decision.canSubmit,
    saveCode: decision.saveCode,
    submitCode: decision.submitCode,
  };
}
