import { isJsonObject } from './config-files';
import type { JsonObject, JsonValue } from './config-files';
import { readMetaSchemas } from './meta-validator';

const collectServerOnly = (schema: JsonObject, prefix: string): string[] => {
  const properties = isJsonObject(schema.properties) ? schema.properties : {};
  return Object.entries(properties).flatMap(([key, child]) => {
    if (!isJsonObject(child)) return [];
    const keyPath = prefix ? `${prefix}.${key}` : key;
    return child.serverOnly === true ? [keyPath] : collectServerOnly(child, keyPath);
  });
};

/**
 * Dotted paths of the institution keys marked `"serverOnly": true` in
 * schemas/meta/institution.schema.json (the one place they are declared), e.g.
 * ['idObfuscation', 'sso.clientSecret']. They never reach toClientConfig().
 */
export const SERVER_ONLY_KEYS: readonly string[] = Object.freeze(
  collectServerOnly(readMetaSchemas().get('institution') ?? {}, ''),
);

const stringLeaves = (schema: JsonObject, keyPath: string): string[] => {
  if (schema.type === 'string') return [keyPath];
  const properties = isJsonObject(schema.properties) ? schema.properties : {};
  return Object.entries(properties).flatMap(([key, child]) =>
    isJsonObject(child) ? stringLeaves(child, `${keyPath}.${key}`) : [],
  );
};

const schemaAt = (keyPath: string): JsonObject =>
  keyPath.split('.').reduce<JsonObject>(
    (node, key) => {
      const properties = isJsonObject(node.properties) ? node.properties : {};
      return isJsonObject(properties[key]) ? properties[key] : {};
    },
    readMetaSchemas().get('institution') ?? {},
  );

/** Dotted paths of the string keys at or under a server-only key (the ones the environment may set). */
const SERVER_ONLY_STRING_KEYS: readonly string[] = SERVER_ONLY_KEYS.flatMap((keyPath) =>
  stringLeaves(schemaAt(keyPath), keyPath),
);

const getPath = (value: JsonValue | undefined, keyPath: string): JsonValue | undefined =>
  keyPath
    .split('.')
    .reduce<JsonValue | undefined>((node, key) => (isJsonObject(node) ? node[key] : undefined), value);

/** Every string value under a server-only key, as [dotted path, value] (what must never leak). */
export const serverOnlyValues = (institution: JsonValue): [string, string][] => {
  const leaves = (value: JsonValue | undefined, keyPath: string): [string, string][] => {
    if (typeof value === 'string') return [[keyPath, value]];
    if (isJsonObject(value))
      return Object.entries(value).flatMap(([key, child]) => leaves(child, `${keyPath}.${key}`));
    if (Array.isArray(value)) return value.flatMap((child, index) => leaves(child, `${keyPath}[${index}]`));
    return [];
  };
  return SERVER_ONLY_KEYS.flatMap((keyPath) => leaves(getPath(institution, keyPath), keyPath));
};

const snake = (keyPath: string) =>
  keyPath
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toUpperCase();

/**
 * Environment variable that overrides a server-only string of a tenant, so deployments keep
 * secrets out of the repository: UNIGATE_<CODE>_<KEY>, e.g. UNIGATE_HUST_SSO_CLIENT_SECRET.
 */
export const serverOnlyEnvName = ({ code, keyPath }: { code: string; keyPath: string }): string =>
  `UNIGATE_${snake(code)}_${snake(keyPath)}`;

/**
 * Applies environment overrides to the server-only strings of one merged institution (in place)
 * and answers which paths came from which variable.
 */
export const applyServerOnlyEnv = ({
  institution,
  code,
  env,
}: {
  institution: JsonObject;
  code: string;
  env: Record<string, string | undefined>;
}): Map<string, string> => {
  const applied = new Map<string, string>();
  for (const keyPath of SERVER_ONLY_STRING_KEYS) {
    const name = serverOnlyEnvName({ code, keyPath });
    const value = env[name];
    if (value === undefined || value === '') continue;
    const keys = keyPath.split('.');
    let node: JsonObject = institution;
    for (const key of keys.slice(0, -1)) {
      if (!isJsonObject(node[key])) node[key] = {};
      node = node[key] as JsonObject;
    }
    node[keys[keys.length - 1]] = value;
    applied.set(keyPath, name);
  }
  return applied;
};
