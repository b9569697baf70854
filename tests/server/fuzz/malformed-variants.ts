import { randomUUID } from 'node:crypto';
import { jsonText, malformedFor, MALFORMED_VALUES, RawJson, sampleOf, urlText } from './malformed-values';
import type { Value } from './malformed-values';
import type { Operation, Schema } from './openapi-operations';

/** One malformed request. */
export type Variant = {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

type Draft = {
  label: string;
  params?: Record<string, Value>;
  query?: [string, string][];
  body?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
};

const isNode = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof RawJson);

/** Query pairs of a value: an array repeats the name, an object uses `name[key]`. */
const queryPairs = (name: string, value: Value): [string, string][] => {
  if (Array.isArray(value)) return value.length ? value.map((item) => [name, urlText(item)]) : [[name, '']];
  if (isNode(value)) {
    const entries = Object.entries(value);
    return entries.length ? entries.map(([key, item]) => [`${name}[${key}]`, urlText(item)]) : [[name, '{}']];
  }
  return [[name, urlText(value)]];
};

/** Paths (property names) of the fields of an object schema, nested objects and first items included. */
const fieldsOf = (schema: Schema | undefined, prefix: string[] = [], depth = 0): [string[], Schema][] => {
  if (!schema || depth > 3) return [];
  const out: [string[], Schema][] = [];
  for (const [name, child] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
    const path = [...prefix, name];
    out.push([path, child]);
    if (child.type === 'object') out.push(...fieldsOf(child, path, depth + 1));
    if (child.type === 'array' && isNode(child.items) && (child.items as Schema).type === 'object')
      out.push(...fieldsOf(child.items as Schema, [...path, '0'], depth + 1));
  }
  return out;
};

/** A deep copy of `base` with `value` set at `path` (intermediate containers created). */
const withValue = (base: Value, path: string[], value: Value): Value => {
  const root = structuredClone(base) as Record<string, unknown>;
  let node: Record<string, unknown> = root;
  for (const key of path.slice(0, -1)) {
    if (!isNode(node[key]) && !Array.isArray(node[key])) node[key] = /^\d+$/.test(key) ? [] : {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]] = value;
  return root;
};

const multipart = (boundary: string, parts: string[]) =>
  parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('') + `--${boundary}--\r\n`;
const filePart = (content: string) =>
  `Content-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n${content}`;

/** Whole-body variants: wrong shapes, deep nesting, prototype keys, broken JSON, wrong content types. */
const bodyDrafts = (sample: string): Draft[] => {
  const json = (label: string, body: string | Buffer, contentType = 'application/json'): Draft => ({
    label: `body: ${label}`,
    body,
    contentType,
  });
  const inner = sample.length > 2 ? sample.slice(1, -1) + ',' : '';
  return [
    json('array for object', '[]'),
    json('array of the body', `[${sample}]`),
    json('string', '"x"'),
    json('number', '1e308'),
    json('null', 'null'),
    json('true', 'true'),
    json('deep array 5000', '['.repeat(5000) + ']'.repeat(5000)),
    json('deep object 5000', '{"a":'.repeat(5000) + '1' + '}'.repeat(5000)),
    json('deep object 65', '{"a":'.repeat(65) + '1' + '}'.repeat(65)),
    json('__proto__ key', `{${inner}"__proto__":{"polluted":true}}`),
    json('constructor.prototype key', `{${inner}"constructor":{"prototype":{"polluted":true}}}`),
    json('truncated', sample.slice(0, Math.max(1, Math.floor(sample.length / 2)))),
    json('last byte cut', sample.slice(0, -1) || '{'),
    json('empty', ''),
    json('whitespace', '  \n '),
    json(
      'invalid UTF-8',
      Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]),
    ),
    json('byte order mark', `\ufeff${sample}`),
    json('duplicate keys', `{${inner}${inner}"x":1}`),
    json('3 MB', `{"a":"${'a'.repeat(3 * 1024 * 1024)}"}`),
    json('JSON as text/plain', sample, 'text/plain'),
    json('form-urlencoded', 'a=1&__proto__[x]=1', 'application/x-www-form-urlencoded'),
    json('xml', '<?xml version="1.0"?><a/>', 'application/xml'),
    json('charset utf-16', sample, 'application/json; charset=utf-16'),
    json('unknown content type', sample, 'application/x-unigate'),
    json(
      'multipart wrong boundary',
      multipart('right', [filePart('%PDF-1.4')]),
      'multipart/form-data; boundary=wrong',
    ),
    json('multipart no boundary', multipart('b', [filePart('%PDF-1.4')]), 'multipart/form-data'),
    json(
      'multipart truncated',
      multipart('b', [filePart('%PDF-1.4 ' + 'x'.repeat(2000))]).slice(0, 600),
      'multipart/form-data; boundary=b',
    ),
    json(
      'multipart 50 parts',
      multipart(
        'b',
        Array.from({ length: 50 }, (_, i) => `Content-Disposition: form-data; name="f${i}"\r\n\r\nv`),
      ),
      'multipart/form-data; boundary=b',
    ),
    json(
      'multipart NUL field',
      multipart('b', ['Content-Disposition: form-data; name="a\u0000"\r\n\r\n\u0000', filePart('%PDF-1.4')]),
      'multipart/form-data; boundary=b',
    ),
  ];
};

/** Header variants: broken cookies, odd languages, forwarding headers nobody should trust. */
const HEADER_DRAFTS: Draft[] = [
  { label: 'header: cookie 4 KB', headers: { cookie: `unigate_sid=${'a'.repeat(4000)}` } },
  { label: 'header: cookie percent-NUL', headers: { cookie: 'unigate_sid=%00%ff' } },
  { label: 'header: cookie garbage', headers: { cookie: 'unigate_sid==;;=;unigate_sid' } },
  { label: 'header: accept-language garbage', headers: { 'accept-language': `*;q=NaN,${'x'.repeat(500)}` } },
  { label: 'header: if-none-match garbage', headers: { 'if-none-match': '"' + 'x'.repeat(1000) } },
  { label: 'header: x-forwarded-for garbage', headers: { 'x-forwarded-for': 'not-an-ip, ::::, 999.1.1.1' } },
  { label: 'header: range garbage', headers: { range: 'bytes=-1--5,abc' } },
];

/** Every malformed request of an operation (before sampling). */
export const draftsOf = (operation: Operation): Draft[] => {
  const drafts: Draft[] = [];
  const baseParams = Object.fromEntries(
    operation.pathParams.map((p) => [p.name, sampleOf(p.schema, 0, p.name)]),
  );
  const baseQuery = operation.query
    .filter((q) => q.required)
    .flatMap((q) => queryPairs(q.name, sampleOf(q.schema, 0, q.name)));
  for (const param of operation.pathParams)
    for (const [label, value] of malformedFor(param.schema))
      drafts.push({ label: `path ${param.name}: ${label}`, params: { ...baseParams, [param.name]: value } });
  for (const query of operation.query)
    for (const [label, value] of malformedFor(query.schema))
      drafts.push({
        label: `query ${query.name}: ${label}`,
        query: [...baseQuery.filter(([name]) => name !== query.name), ...queryPairs(query.name, value)],
      });
  for (const [label, value] of MALFORMED_VALUES)
    drafts.push({
      label: `unknown query: ${label}`,
      query: [...baseQuery, ...queryPairs('__proto__', value)],
    });
  drafts.push({ label: 'query: 100 KB', query: [...baseQuery, ['q', 'a'.repeat(100_000)]] });
  drafts.push({ label: 'query: NUL name', query: [...baseQuery, ['\u0000', '1']] });
  drafts.push(...HEADER_DRAFTS);
  if (operation.method !== 'GET') {
    const sample = sampleOf(operation.body ?? { type: 'object' });
    for (const [path, schema] of fieldsOf(operation.body))
      for (const [label, value] of malformedFor(schema))
        drafts.push({
          label: `body ${path.join('.')}: ${label}`,
          body: jsonText(withValue(sample, path, value)),
          contentType: 'application/json',
        });
    drafts.push(...bodyDrafts(jsonText(sample)));
  }
  return drafts.map((draft) => ({
    ...draft,
    params: draft.params ?? baseParams,
    query: draft.query ?? baseQuery,
  }));
};

/** Percent-encoding that also carries lone surrogates (as their WTF-8 bytes: a malformed URL for the server). */
const percentEncode = (text: string) =>
  Array.from(text, (char) => {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff)
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    return encodeURIComponent(char);
  }).join('');

/** The request of a draft, same-origin like a browser's. */
export const requestOf = ({
  operation,
  draft,
  host,
  cookie,
}: {
  operation: Operation;
  draft: Draft;
  host: string;
  cookie?: string;
}): Variant => {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    percentEncode(urlText(draft.params?.[name] ?? 1)),
  );
  const query = (draft.query ?? [])
    .map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`)
    .join('&');
  const headers: Record<string, string> = {
    host,
    origin: `http://${host}`,
    'sec-fetch-site': 'same-origin',
    // The client sends one key per user action on every mutating call.
    ...(operation.method !== 'GET' ? { 'idempotency-key': randomUUID() } : {}),
    ...(cookie ? { cookie } : {}),
    ...(draft.contentType ? { 'content-type': draft.contentType } : {}),
    ...draft.headers,
  };
  return {
    label: draft.label,
    method: operation.method,
    url: query ? `${path}?${query}` : path,
    headers,
    payload: draft.body,
  };
};

/** A small seeded generator (mulberry32): the same run every time. */
export const seededRandom = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/**
 * `count` drafts spread over the kinds (path, query, body, header...): each kind's drafts shuffled
 * with the seed, then taken in turn, so a small run still touches every kind of input.
 */
export const pickDrafts = ({
  drafts,
  count,
  random,
}: {
  drafts: Draft[];
  count: number;
  random: () => number;
}) => {
  const kinds = new Map<string, Draft[]>();
  for (const draft of drafts) {
    const kind = draft.label.split(':')[0];
    kinds.set(kind, [...(kinds.get(kind) ?? []), draft]);
  }
  const queues = [...kinds.values()].map((list) => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  });
  const picked: Draft[] = [];
  while (picked.length < Math.min(count, drafts.length))
    for (const queue of queues) if (queue.length && picked.length < count) picked.push(queue.shift()!);
  return picked;
};

export type { Draft };
