import { jsonPath } from './config-error';
import type { Problem } from './config-error';
import { fileExists, isJsonObject, listFiles, readJsonFile } from './config-files';
import type { JsonObject } from './config-files';
import { inlineRefs } from './inline-refs';
import type { FormDefinition } from '../generated/meta/forms';

/** A form ready to serve: its definition plus its data schema ($refs inlined) and ui hints. */
export type LoadedForm = {
  /** Form name (key in pages/forms.json). */
  name: string;
  /** The entry of pages/forms.json. */
  definition: FormDefinition;
  /** schemas/forms/<schema>.schema.json */
  schemaFile: string;
  /** schemas/forms/<schema>.ui.json */
  uiFile: string;
  /** Self-contained data schema (every $ref inlined). */
  schema: JsonObject;
  /** rjsf uiSchema. */
  uiSchema: JsonObject;
};

/**
 * Every JSON Schema under schemas/ (not the rjsf `.ui.json` hints) by `$id`, for $ref
 * resolution; a schema without `$id` or with a duplicate one is a problem.
 */
export const readSchemaRegistry = ({
  rootDir,
  problems,
}: {
  rootDir: string;
  problems: Problem[];
}): Map<string, JsonObject> => {
  const registry = new Map<string, JsonObject>();
  const owners = new Map<string, string>();
  for (const file of listFiles({
    rootDir,
    dir: 'schemas',
    match: (name) => name.endsWith('.json') && !name.endsWith('.ui.json'),
  })) {
    const schema = readJsonFile({ rootDir, file, problems });
    if (schema === undefined) continue;
    if (!isJsonObject(schema) || typeof schema.$id !== 'string') {
      problems.push({
        file,
        path: '$.$id',
        reason: 'every schema needs an $id (https://schemas.unigate.vn/<folder>/<name>.json)',
      });
      continue;
    }
    const id = schema.$id.replace(/#$/, '');
    const owner = owners.get(id);
    if (owner) {
      problems.push({ file, path: '$.$id', reason: `${id} is also the $id of ${owner}` });
      continue;
    }
    owners.set(id, file);
    registry.set(id, schema);
  }
  return registry;
};

/**
 * Reads each form's schema and ui files from schemas/forms/ and inlines the schema's $refs.
 * Unreadable files and unresolvable refs are problems; a missing file is a reference problem
 * (reported by checkConfig, not fatal at boot: the form is left out and its pages fail loudly).
 */
export const loadForms = ({
  rootDir,
  definitions,
  schemas,
  problems,
  referenceProblems,
}: {
  rootDir: string;
  definitions: Record<string, FormDefinition>;
  schemas: ReadonlyMap<string, JsonObject>;
  problems: Problem[];
  referenceProblems: Problem[];
}): Record<string, LoadedForm> => {
  const forms: Record<string, LoadedForm> = {};
  for (const [name, definition] of Object.entries(definitions)) {
    const schemaFile = `schemas/forms/${definition.schema}.schema.json`;
    const uiFile = `schemas/forms/${definition.schema}.ui.json`;
    const missing = [schemaFile, uiFile].filter((file) => !fileExists({ rootDir, file }));
    for (const file of missing) {
      referenceProblems.push({
        file: 'pages/forms.json',
        path: jsonPath([name, 'schema']),
        reason: `${file} does not exist`,
      });
    }
    if (missing.length) continue;
    const before = problems.length;
    const raw = readJsonFile({ rootDir, file: schemaFile, problems });
    const uiSchema = readJsonFile({ rootDir, file: uiFile, problems });
    if (raw !== undefined && !isJsonObject(raw))
      problems.push({ file: schemaFile, path: '$', reason: 'must be a JSON Schema object' });
    if (uiSchema !== undefined && !isJsonObject(uiSchema))
      problems.push({ file: uiFile, path: '$', reason: 'must be a JSON object (rjsf uiSchema)' });
    if (problems.length > before || !isJsonObject(raw) || !isJsonObject(uiSchema)) continue;
    const { schema, errors } = inlineRefs({ schema: raw, schemas });
    for (const error of errors)
      problems.push({ file: schemaFile, path: jsonPath(error.path), reason: error.reason });
    if (errors.length) continue;
    forms[name] = { name, definition, schemaFile, uiFile, schema, uiSchema };
  }
  return forms;
};
