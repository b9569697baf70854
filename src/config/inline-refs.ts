import { isJsonObject } from './config-files';
import type { JsonObject, JsonValue } from './config-files';

/** A `$ref` that cannot be inlined, with the JSON path where it sits. */
export type RefError = { path: (string | number)[]; reason: string };

const resolvePointer = ({
  document,
  pointer,
}: {
  document: JsonValue;
  pointer: string;
}): JsonValue | undefined =>
  pointer
    .split('/')
    .slice(1)
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<JsonValue | undefined>((node, key) => {
      if (Array.isArray(node)) return node[Number(key)];
      return isJsonObject(node) && Object.hasOwn(node, key) ? node[key] : undefined;
    }, document);

const DROPPED_KEYS = new Set(['$id', '$schema', 'definitions', '$defs']);
const NAME_MAP_KEYS = new Set(['properties', 'patternProperties', 'dependencies']);

/**
 * A copy of `schema` with every `$ref` replaced by what it points at (refs to other files by
 * `$id`, relative to the enclosing `$id`, or `#/...` inside a document), so the browser gets a
 * self-contained schema. Sibling keywords of a `$ref` (e.g. a field title) win over the target's.
 * `$id`, `$schema`, `definitions` and `$defs` are dropped. Recursive refs cannot be inlined and
 * are reported, like refs to unknown schemas.
 */
export const inlineRefs = ({
  schema,
  schemas,
}: {
  schema: JsonObject;
  schemas: ReadonlyMap<string, JsonObject>;
}): { schema: JsonObject; errors: RefError[] } => {
  const errors: RefError[] = [];
  const rootId = typeof schema.$id === 'string' ? schema.$id.replace(/#$/, '') : 'urn:unigate:inline';
  const documents = new Map(schemas);
  documents.set(rootId, schema);
  type Visit = {
    node: JsonValue;
    baseId: string;
    path: (string | number)[];
    trail: string[];
    isNameMap?: boolean;
  };
  const visit = ({ node, baseId, path, trail, isNameMap = false }: Visit): JsonValue => {
    if (Array.isArray(node))
      return node.map((item, index) => visit({ node: item, baseId, path: [...path, index], trail }));
    if (!isJsonObject(node)) return node;
    if (isNameMap) {
      // Keys of "properties" and the like are field names, not keywords: keep them all.
      return Object.fromEntries(
        Object.entries(node).map(([key, value]) => [
          key,
          visit({ node: value, baseId, path: [...path, key], trail }),
        ]),
      );
    }
    const ownBase =
      typeof node.$id === 'string' && path.length > 0
        ? new URL(node.$id, baseId).href.replace(/#$/, '')
        : baseId;
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' || DROPPED_KEYS.has(key)) continue;
      out[key] = visit({
        node: value,
        baseId: ownBase,
        path: [...path, key],
        trail,
        isNameMap: NAME_MAP_KEYS.has(key),
      });
    }
    if (typeof node.$ref !== 'string') return out;
    const absolute = new URL(node.$ref, ownBase).href;
    const [documentId, fragment = ''] = absolute.split('#');
    const document = documents.get(documentId);
    if (!document) {
      errors.push({
        path: [...path, '$ref'],
        reason: `unknown schema "${node.$ref}" (no schema under schemas/ has $id ${documentId})`,
      });
      return out;
    }
    if (trail.includes(absolute)) {
      errors.push({
        path: [...path, '$ref'],
        reason: `"${node.$ref}" is recursive and cannot be inlined for the browser`,
      });
      return out;
    }
    const target = fragment ? resolvePointer({ document, pointer: fragment }) : document;
    if (!isJsonObject(target)) {
      errors.push({ path: [...path, '$ref'], reason: `"${node.$ref}" points at nothing` });
      return out;
    }
    const inlined = visit({
      node: target,
      baseId: documentId,
      path: [...path, '$ref'],
      trail: [...trail, absolute],
    });
    return { ...(inlined as JsonObject), ...out };
  };
  const result = visit({ node: schema, baseId: rootId, path: [], trail: [] }) as JsonObject;
  return { schema: result, errors };
};
