/** A JSON Schema node of the OpenAPI document (loosely typed: the fuzzer reads what it finds). */
export type Schema = Record<string, unknown>;

/** One operation of the OpenAPI document, its inputs resolved to plain schemas. */
export type Operation = {
  method: string;
  /** OpenAPI path, with `{name}` placeholders. */
  path: string;
  pathParams: { name: string; schema: Schema }[];
  query: { name: string; schema: Schema; required: boolean }[];
  /** The JSON body schema, when the operation takes one. */
  body?: Schema;
  /** Content types the operation declares for its body (empty when none is declared). */
  bodyTypes: string[];
};

type Document = {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components?: { schemas?: Record<string, Schema> };
};

const isNode = (value: unknown): value is Schema =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Replaces `#/components/schemas/x` references by their target, depth-bounded (a recursive schema
 * stops at `{}`), so the variant generator sees plain schemas.
 */
const resolve = (doc: Document, node: unknown, depth = 0): unknown => {
  if (Array.isArray(node)) return node.map((item) => resolve(doc, item, depth));
  if (!isNode(node)) return node;
  if (depth > 12) return {};
  const ref = node.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
    const target = doc.components?.schemas?.[decodeURIComponent(ref.slice('#/components/schemas/'.length))];
    return target ? resolve(doc, target, depth + 1) : {};
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolve(doc, value, depth)]));
};

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the document (the app's own `app.swagger()`), inputs resolved. */
export const operationsOf = (doc: Document): Operation[] =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, raw]) => {
        const operation = resolve(doc, raw) as Schema;
        const parameters = (Array.isArray(operation.parameters) ? operation.parameters : []) as Schema[];
        const content = isNode(operation.requestBody) ? operation.requestBody.content : undefined;
        const bodyTypes = isNode(content) ? Object.keys(content) : [];
        const json = isNode(content) ? content['application/json'] : undefined;
        return {
          method: method.toUpperCase(),
          path,
          pathParams: parameters
            .filter((p) => p.in === 'path')
            .map((p) => ({ name: String(p.name), schema: (p.schema as Schema) ?? {} })),
          query: parameters
            .filter((p) => p.in === 'query')
            .map((p) => ({
              name: String(p.name),
              schema: (p.schema as Schema) ?? {},
              required: !!p.required,
            })),
          body: isNode(json) && isNode(json.schema) ? json.schema : undefined,
          bodyTypes,
        };
      }),
  );
