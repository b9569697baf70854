import { getChecksumRule } from '../../../core';
import { getMutation, hasMutation } from '../mutation-registry';

/**
 * The mutation deleting a form's records, by convention: a submit mutation named
 * `<domain>.save<Thing>` pairs with `<domain>.delete<Thing>` when that one is registered
 * (`people.saveRelative` -> `people.deleteRelative`). Null when there is none.
 */
export function deleteMutationOf(submit: string): string | null {
  const match = /^(.+\.)save([A-Z][A-Za-z0-9]*)$/.exec(submit);
  if (!match) return null;
  const name = `${match[1]}delete${match[2]}`;
  return hasMutation(name) ? name : null;
}

/**
 * What a delete sends: the record's `id` and, when it has one, the `lastUpdate` last read (a
 * stale one is refused rather than deleting a record changed meanwhile), under the payload
 * field of the mutation's checksum rule (`{ data: { id, lastUpdate } }`).
 */
export function deleteBody({
  mutation,
  id,
  record,
}: {
  mutation: string;
  id: number | string;
  record: Readonly<Record<string, unknown>>;
}): Record<string, unknown> {
  const target = typeof record.lastUpdate === 'string' ? { id, lastUpdate: record.lastUpdate } : { id };
  const { rule } = getMutation(mutation);
  const payloadField = rule ? getChecksumRule(rule).payloadField : null;
  return payloadField ? { [payloadField]: target } : target;
}
