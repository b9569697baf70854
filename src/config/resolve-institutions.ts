import { jsonPath } from './config-error';
import type { Problem } from './config-error';
import { isJsonObject, listFiles, readJsonFile } from './config-files';
import type { JsonObject, JsonValue } from './config-files';
import { deepMerge } from './deep-merge';
import { validateMeta } from './meta-validator';
import { applyServerOnlyEnv } from './server-only-keys';
import type { Institution } from './institution';

const DEFAULTS = '_defaults';

/** One institution file as read. */
export type InstitutionLayer = { code: string; file: string; data: JsonObject };
type Layer = InstitutionLayer;

const hasPath = (data: JsonValue, segments: readonly (string | number)[]): boolean => {
  let node: JsonValue | undefined = data;
  for (const segment of segments) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, segment)) return false;
    node = (node as Record<string | number, JsonValue>)[segment];
  }
  return true;
};

/** Path segments back from a JSON path made by jsonPath(). */
const parseJsonPath = (path: string): (string | number)[] =>
  [...path.matchAll(/\.([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/g)].map(
    (match) => match[1] ?? (match[2] !== undefined ? Number(match[2]) : (JSON.parse(match[3]) as string)),
  );

/**
 * The file that sets a key of a merged institution: the most specific layer (tenant first)
 * holding the path or its closest existing parent; the tenant's own file when none does.
 */
export const locateInstitutionKey = ({
  layers,
  segments,
}: {
  layers: readonly InstitutionLayer[];
  segments: readonly (string | number)[];
}): string => {
  for (let length = segments.length; length >= 1; length -= 1) {
    const prefix = segments.slice(0, length);
    for (const layer of [...layers].reverse()) {
      if (hasPath(layer.data, prefix)) return layer.file;
    }
  }
  return layers[layers.length - 1].file;
};

const attribute = ({
  problem,
  layers,
  envPaths,
}: {
  problem: Problem;
  layers: Layer[];
  envPaths: Map<string, string>;
}): Problem => {
  const segments = parseJsonPath(problem.path);
  const envName = envPaths.get(segments.join('.'));
  if (envName) return { ...problem, file: `environment variable ${envName}` };
  // A missing key is the tenant's to add (what it extends had nothing to give).
  if (problem.reason === 'is required') return { ...problem, file: layers[layers.length - 1].file };
  return { ...problem, file: locateInstitutionKey({ layers, segments }) };
};

/** The chain of files a tenant is merged from, base first; problems for unknown bases and cycles. */
const chainOf = ({
  leaf,
  byCode,
  problems,
}: {
  leaf: Layer;
  byCode: Map<string, Layer>;
  problems: Problem[];
}): Layer[] | null => {
  const chain: Layer[] = [leaf];
  let current = leaf;
  while (true) {
    const base = typeof current.data.extends === 'string' ? current.data.extends : DEFAULTS;
    if (chain.some((layer) => layer.code === base)) {
      problems.push({
        file: current.file,
        path: '$.extends',
        reason: `extends "${base}", which leads back to "${current.code}" (a cycle)`,
      });
      return null;
    }
    const next = byCode.get(base);
    if (!next) {
      problems.push({
        file: current.file,
        path: '$.extends',
        reason: `extends "${base}", but institutions/${base}.json does not exist`,
      });
      return null;
    }
    chain.unshift(next);
    if (base === DEFAULTS) return chain;
    current = next;
  }
};

/**
 * Reads institutions/*.json, merges each tenant onto what it extends (default _defaults.json),
 * applies server-only environment overrides and validates the merged result against
 * schemas/meta/institution.schema.json. Also checks that codes match file names and that
 * rootIds and hosts are unique. `sources` keeps each tenant's files, base first.
 */
export const resolveInstitutions = ({
  rootDir,
  env,
  problems,
}: {
  rootDir: string;
  env: Record<string, string | undefined>;
  problems: Problem[];
}): { institutions: Institution[]; sources: Record<string, InstitutionLayer[]> } => {
  const byCode = new Map<string, Layer>();
  const sources: Record<string, InstitutionLayer[]> = {};
  for (const file of listFiles({
    rootDir,
    dir: 'institutions',
    match: (name) => /^institutions\/[^/]+\.json$/.test(name),
  })) {
    const code = file.slice('institutions/'.length, -'.json'.length);
    const data = readJsonFile({ rootDir, file, problems });
    if (data === undefined) continue;
    if (!isJsonObject(data)) {
      problems.push({ file, path: '$', reason: 'must be a JSON object' });
      continue;
    }
    byCode.set(code, { code, file, data });
  }
  if (!byCode.has(DEFAULTS)) {
    problems.push({
      file: `institutions/${DEFAULTS}.json`,
      path: '$',
      reason: 'file is missing (every tenant extends it)',
    });
    return { institutions: [], sources };
  }
  const institutions: Institution[] = [];
  for (const leaf of byCode.values()) {
    if (leaf.code === DEFAULTS) continue;
    if (!/^[a-z][a-z0-9-]*$/.test(leaf.code)) {
      problems.push({
        file: leaf.file,
        path: '$',
        reason: 'file name must be a tenant code: lowercase letters, digits and "-", starting with a letter',
      });
      continue;
    }
    const layers = chainOf({ leaf, byCode, problems });
    if (!layers) continue;
    const merged = layers.reduce<JsonValue | undefined>(
      (acc, layer) => deepMerge(acc, layer.data),
      {},
    ) as JsonObject;
    merged.extends = typeof leaf.data.extends === 'string' ? leaf.data.extends : DEFAULTS;
    const envPaths = applyServerOnlyEnv({ institution: merged, code: leaf.code, env });
    const found = validateMeta({ name: 'institution', data: merged, file: leaf.file });
    problems.push(...found.map((problem) => attribute({ problem, layers, envPaths })));
    if (merged.code !== leaf.code && typeof merged.code === 'string') {
      problems.push({
        file: leaf.file,
        path: '$.code',
        reason: `"${merged.code}" must equal the file name "${leaf.code}"`,
      });
    }
    if (found.length === 0) {
      institutions.push(merged as unknown as Institution);
      sources[leaf.code] = layers;
    }
  }
  checkUnique({ institutions, problems });
  return {
    institutions: institutions.sort((a, b) => a.rootId - b.rootId || a.code.localeCompare(b.code)),
    sources,
  };
};

const checkUnique = ({ institutions, problems }: { institutions: Institution[]; problems: Problem[] }) => {
  const hosts = new Map<string, string>();
  const rootIds = new Map<number, string>();
  for (const institution of institutions) {
    const file = `institutions/${institution.code}.json`;
    institution.hosts.forEach((host, index) => {
      const owner = hosts.get(host);
      if (owner)
        problems.push({
          file,
          path: jsonPath(['hosts', index]),
          reason: `host "${host}" is also a host of "${owner}"`,
        });
      else hosts.set(host, institution.code);
    });
    const owner = rootIds.get(institution.rootId);
    if (owner)
      problems.push({
        file,
        path: '$.rootId',
        reason: `rootId ${institution.rootId} is also the rootId of "${owner}"`,
      });
    else rootIds.set(institution.rootId, institution.code);
  }
};
