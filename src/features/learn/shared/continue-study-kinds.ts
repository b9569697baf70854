/** SPEC §4 student statuses a return request is for: suspended 5, stopped learning 6, deferred 9. */
export const RETURNING_STATUSES: ReadonlySet<number> = new Set([5, 6, 9]);

/** The continue-study request kinds (schemas/forms/continue-study.schema.json `kind`). */
export const CONTINUE_STUDY_KINDS = [
  'return-after-deferral',
  'continue-after-suspension',
  'extend-study',
] as const;
export type ContinueStudyKind = (typeof CONTINUE_STUDY_KINDS)[number];

/**
 * The kinds a student of this status may send: a student away from school (suspended, stopped,
 * deferred) asks to come back; anyone else studying asks for more time.
 */
export const continueStudyKindsFor = (status: number): ContinueStudyKind[] =>
  RETURNING_STATUSES.has(status) ? ['return-after-deferral', 'continue-after-suspension'] : ['extend-study'];
