import encHex from 'crypto-js/enc-hex';
import md5 from 'crypto-js/md5';
import sha256 from 'crypto-js/sha256';
import { canonicalJson } from './canonical-json';

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

/** Lowercase hex digest of a UTF-8 text under an algorithm. */
export type ChecksumDigest = (args: { algorithm: ChecksumAlgorithm; text: string }) => string;

/** crypto-js: the same digest in the browser and on the server (the server passes node:crypto's, which is faster). */
const cryptoJsDigest: ChecksumDigest = ({ algorithm, text }) =>
  (algorithm === 'md5' ? md5(text) : sha256(text)).toString(encHex);

/** Input of `computeChecksum` / `verifyChecksum`. */
export interface ChecksumInput {
  /** Rule name; unknown names throw. */
  readonly rule: ChecksumRuleName | string;
  /** The request body as sent (its `checkSum` field, if any, is ignored when hashing). */
  readonly body: unknown;
  /** Record id, required by id rules. */
  readonly id?: number | string | null;
  /** How the text is hashed (default crypto-js). */
  readonly digest?: ChecksumDigest;
}

/** The rule registered under `name`; throws naming it when unknown. */
export function getChecksumRule(name: string): ChecksumRule {
  if (!Object.hasOwn(CHECKSUM_RULES, name)) throw new Error(`Unknown checksum rule "${name}"`);
  return CHECKSUM_RULES[name as ChecksumRuleName];
}

function payloadOf({ payloadField, body }: { payloadField: string | null; body: unknown }): unknown {
  const record =
    body !== null && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  if (payloadField !== null) return record[payloadField];
  const { [CHECKSUM_FIELD]: _ignored, ...rest } = record;
  return rest;
}

/** The lowercase hex checksum of a body under a rule: hex(hash(canonicalJson(payload) + key)). */
export function computeChecksum({ rule: name, body, id, digest = cryptoJsDigest }: ChecksumInput): string {
  const definition = getChecksumRule(name);
  let key: string;
  if (definition.key.kind === 'suffix') {
    key = definition.key.suffix;
  } else {
    if (id === undefined || id === null || id === '') throw new Error(`Checksum rule "${name}" needs an id`);
    key = String(id);
  }
  return digest({
    algorithm: definition.algorithm,
    text: canonicalJson(payloadOf({ payloadField: definition.payloadField, body })) + key,
  });
}

/** True when the body's `checkSum` matches the checksum computed under the rule. */
export function verifyChecksum({ rule: name, body, id, digest }: ChecksumInput): boolean {
  const expected = computeChecksum({ rule: name, body, id, digest });
  const received =
    body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[CHECKSUM_FIELD] : undefined;
  return typeof received === 'string' && received.toLowerCase() === expected;
}

/** A copy of `body` with its `checkSum` set (what the client sends). */
export function withChecksum<T extends Record<string, unknown>>({
  rule: name,
  body,
  id,
}: {
  rule: ChecksumRuleName | string;
  body: T;
  id?: number | string | null;
}): T & { checkSum: string } {
  return { ...body, [CHECKSUM_FIELD]: computeChecksum({ rule: name, body, id }) };
}
