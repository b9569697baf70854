import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JsonValue } from '../../src/config/index';

/** The repository root (real configuration). */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

const CONFIG_DIRS = ['institutions', 'menus', 'pages', 'schemas', 'public/institutions'];

/** A throw-away copy of the real configuration in a temp dir, to break or extend in a test. */
export const copyConfig = (): { root: string; cleanup: () => void } => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'unigate-config-'));
  for (const dir of CONFIG_DIRS) cpSync(path.join(REPO_ROOT, dir), path.join(root, dir), { recursive: true });
  // Pages may name texts kept beside the client code (src/**/messages.<locale>.json): copy those too.
  const messageFiles = (readdirSync(path.join(REPO_ROOT, 'src'), { recursive: true }) as string[]).filter(
    (file) => /(^|\/)messages\.(vi|en)\.json$/.test(file),
  );
  for (const file of messageFiles) {
    mkdirSync(path.dirname(path.join(root, 'src', file)), { recursive: true });
    cpSync(path.join(REPO_ROOT, 'src', file), path.join(root, 'src', file));
  }
  return { root, cleanup: () => rmSync(root, { recursive: true, force: true }) };
};

/** Reads a JSON file of a fixture root. */
export const readJson = <T = JsonValue>(root: string, file: string): T =>
  JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;

/** Rewrites a JSON file of a fixture root through `edit` (which may mutate and/or return a new value). */
export const editJson = <T = Record<string, unknown>>(
  root: string,
  file: string,
  edit: (data: T) => T | void,
) => {
  const data = readJson<T>(root, file);
  const result = edit(data);
  writeFileSync(path.join(root, file), `${JSON.stringify(result === undefined ? data : result, null, 2)}\n`);
};

/** Writes a file (text or JSON) in a fixture root. */
export const writeFile = (root: string, file: string, content: string | object) =>
  writeFileSync(
    path.join(root, file),
    typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`,
  );

/** Environment flags as the server passes them, everything off. */
export const NO_FLAGS = {
  maintenance: false,
  testMode: false,
  legacySurvey: false,
  parentNewsCategory: null,
  ssoDisabled: false,
};
