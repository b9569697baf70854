/**
 * The SPEC §5 checksum rules, without the hashing (checksum.ts): what the form and list engines
 * read to know which field a call signs, with no hash library in their code.
 */

/** Hash used by a checksum rule. */
export type ChecksumAlgorithm = 'md5' | 'sha256';

/** What is appended to the payload's JSON: the record id (as text) or a fixed suffix. */
export type ChecksumKey = { readonly kind: 'id' } | { readonly kind: 'suffix'; readonly suffix: string };

/** How one mutating call is signed (SPEC §5). */
export interface ChecksumRule {
  readonly algorithm: ChecksumAlgorithm;
  /** Body field holding the payload, or null for the whole body minus `checkSum`. */
  readonly payloadField: string | null;
  readonly key: ChecksumKey;
}

/** Body field carrying the checksum. */
export const CHECKSUM_FIELD = 'checkSum';

const byId = { kind: 'id' } as const;
const suffix = (value: string): ChecksumKey => Object.freeze({ kind: 'suffix', suffix: value });
const rule = (algorithm: ChecksumAlgorithm, payloadField: string | null, key: ChecksumKey): ChecksumRule =>
  Object.freeze({ algorithm, payloadField, key });

/**
 * Every SPEC §7 mutating call that carries a checkSum. MD5 for continue-study submit, exchange
 * create/saveDraft and payment query; SHA256 elsewhere. Id rules use the id of the record in the
 * call's path (the plain numeric id, not its obfuscated form).
 */
export const CHECKSUM_RULES = Object.freeze({
  /** POST /api/v1/auth/change-password {password, newPassword, checkSum} */
  'auth.changePassword': rule('sha256', null, suffix('_change_password')),
  /** POST /api/v1/awards/{id}/apply {data, checkSum} */
  'awards.apply': rule('sha256', 'data', byId),
  /** POST /api/v1/awards/{id}/update-student-info {updates, checkSum} */
  'awards.updateStudentInfo': rule('sha256', 'updates', byId),
  /** POST /api/v1/decisions/save {data, checkSum} */
  'decisions.save': rule('sha256', 'data', suffix('_decision')),
  /** POST /api/v1/decisions/submit {data, checkSum} */
  'decisions.submit': rule('sha256', 'data', suffix('_decision')),
  /** POST /api/v1/projects/student-projects/{id}/save {update fields, _feedback, checkSum} */
  'projects.save': rule('sha256', null, byId),
  /** POST /api/v1/projects/student-projects/{id}/submit {update fields, _feedback, checkSum} */
  'projects.submit': rule('sha256', null, byId),
  /** POST /api/v1/projects/student-project-phases/{id}/save {updates, checkSum} */
  'projectPhases.save': rule('sha256', 'updates', byId),
  /** POST /api/v1/projects/student-project-phases/{id}/submit {updates, checkSum} */
  'projectPhases.submit': rule('sha256', 'updates', byId),
  /** POST /api/v1/project-requests/create {fields, checkSum} */
  'projectRequests.create': rule('sha256', null, suffix('_project_request')),
  /** update of /api/v1/study-results/{id} {updates, checkSum} */
  'studyResults.update': rule('sha256', 'updates', byId),
  /** update of /api/v1/students/student-info/{id} {updates, checkSum} */
  'studentInfo.update': rule('sha256', 'updates', byId),
  /** POST /api/v2/continue-studies/submit {payload, checkSum} */
  'continueStudy.submit': rule('md5', 'payload', suffix('_continue_study')),
  /** POST /api/v1/exchange/{id}/create {data, checkSum} */
  'exchange.create': rule('md5', 'data', byId),
  /** POST /api/v1/exchange/{id}/saveDraft {data, checkSum} */
  'exchange.saveDraft': rule('md5', 'data', byId),
  /** POST /api/v1/payment/query {filters, checkSum} */
  'payment.query': rule('md5', null, suffix('_payment')),
  /** POST /api/v1/student-research/create {data, checkSum} */
  'studentResearch.create': rule('sha256', 'data', suffix('_student_research')),
  /** POST /api/v1/student-research/saveDraft {data, checkSum} */
  'studentResearch.saveDraft': rule('sha256', 'data', suffix('_student_research')),
  /** save of /api/v1/relatives {data, checkSum} */
  'relatives.save': rule('sha256', 'data', suffix('_relative')),
  /** course registration {data, checkSum} */
  'courseRegistration.register': rule('sha256', 'data', suffix('_registration')),
  /** class registration {data, checkSum} */
  'classRegistration.register': rule('sha256', 'data', suffix('_registration')),
} satisfies Record<string, ChecksumRule>);

/** Name of a checksum rule, e.g. 'decisions.submit'. */
export type ChecksumRuleName = keyof typeof CHECKSUM_RULES;

/** The rule registered under `name`; throws naming it when unknown. */
export function getChecksumRule(name: string): ChecksumRule {
  if (!Object.hasOwn(CHECKSUM_RULES, name)) throw new Error(`Unknown checksum rule "${name}"`);
  return CHECKSUM_RULES[name as ChecksumRuleName];
}
