/**
 * JSON text with object keys sorted (by UTF-16 code units) at every depth, so two parties
 * serialising the same data in different key orders produce the same text. Otherwise it follows
 * JSON.stringify: `toJSON` is honoured, undefined/functions/symbols are dropped from objects and
 * become null in arrays, non-finite numbers become null. A top-level undefined gives 'null'.
 */
export function canonicalJson(value: unknown): string {
  return serialize(value, new Set()) ?? 'null';
}

function serialize(input: unknown, seen: Set<object>): string | undefined {
  const value =
    input !== null &&
    typeof input === 'object' &&
    typeof (input as { toJSON?: unknown }).toJSON === 'function'
      ? (input as { toJSON: () => unknown }).toJSON()
      : input;
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? JSON.stringify(value) : 'null';
    case 'bigint':
      throw new TypeError('canonicalJson: BigInt values cannot be serialised');
    case 'object':
      break;
    default:
      return undefined;
  }
  const object = value as object;
  if (seen.has(object)) throw new TypeError('canonicalJson: circular structure');
  seen.add(object);
  let text: string;
  if (Array.isArray(object)) {
    text = `[${object.map((item) => serialize(item, seen) ?? 'null').join(',')}]`;
  } else {
    const parts: string[] = [];
    for (const key of Object.keys(object).sort()) {
      const member = serialize((object as Record<string, unknown>)[key], seen);
      if (member !== undefined) parts.push(`${JSON.stringify(key)}:${member}`);
    }
    text = `{${parts.join(',')}}`;
  }
  seen.delete(object);
  return text;
}
