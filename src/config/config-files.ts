import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Problem } from './config-error';

/** A parsed JSON value. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A parsed JSON object. */
export type JsonObject = { [key: string]: JsonValue };

/** True for a plain JSON object (not an array, not null). */
export const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', 'coverage', '.git']);

/** Files under `dir` (recursively, sorted) whose path matches `match`, relative to `rootDir` with forward slashes. */
export const listFiles = ({
  rootDir,
  dir,
  match,
}: {
  rootDir: string;
  dir: string;
  match: (file: string) => boolean;
}): string[] => {
  const start = path.join(rootDir, dir);
  if (!existsSync(start)) return [];
  const walk = (current: string): string[] =>
    readdirSync(current)
      .sort()
      .flatMap((name) => {
        const full = path.join(current, name);
        if (statSync(full).isDirectory()) return SKIPPED_DIRS.has(name) ? [] : walk(full);
        const relative = path.relative(rootDir, full).split(path.sep).join('/');
        return match(relative) ? [relative] : [];
      });
  return walk(start);
};

/** True when `file` (relative to rootDir) exists. */
export const fileExists = ({ rootDir, file }: { rootDir: string; file: string }): boolean =>
  existsSync(path.join(rootDir, file));

/**
 * Reads and parses one JSON file; a missing or unparsable file adds a problem and gives undefined.
 */
export const readJsonFile = ({
  rootDir,
  file,
  problems,
}: {
  rootDir: string;
  file: string;
  problems: Problem[];
}): JsonValue | undefined => {
  const full = path.join(rootDir, file);
  if (!existsSync(full)) {
    problems.push({ file, path: '$', reason: 'file is missing' });
    return undefined;
  }
  try {
    return JSON.parse(readFileSync(full, 'utf8')) as JsonValue;
  } catch (error) {
    problems.push({
      file,
      path: '$',
      reason: `invalid JSON: ${error instanceof Error ? error.message : String(error)}`,
    });
    return undefined;
  }
};
