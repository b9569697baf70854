import encHex from 'crypto-js/enc-hex';
import md5 from 'crypto-js/md5';
import sha256 from 'crypto-js/sha256';
import { canonicalJson } from './canonical-json';
import { CHECKSUM_FIELD, getChecksumRule } from './checksum-rules';
import type { ChecksumAlgorithm, ChecksumRuleName } from './checksum-rules';

export type { ChecksumAlgorithm, ChecksumKey, ChecksumRule, ChecksumRuleName } from './checksum-rules';
export { CHECKSUM_FIELD, CHECKSUM_RULES, getChecksumRule } from './checksum-rules';

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
