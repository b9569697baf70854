/**
 * npm run gen [-- --check]: TypeScript types from every JSON Schema under schemas/ into
 * src/generated/<folder>/<name>.ts plus src/generated/index.ts.
 *
 * Cross-file `$ref`s become imports of the referenced type (the file's root type, or a titled
 * definition) so each shape is declared once; untitled fragments are inlined. Output is
 * deterministic: CI regenerates and runs `git diff --exit-code src/generated`, or `--check`
 * exits 1 when any generated file differs from what is on disk.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { compile } from 'json-schema-to-typescript';
import type { JSONSchema4 } from 'json-schema';
import { generateFormValidators } from './gen-form-validators';

type Json = Record<string, unknown>;

/** One schema file and where its types go. */
type SchemaEntry = {
  id: string;
  file: string;
  schema: Json;
  outFile: string;
  typeName: string;
};

const pascal = (text: string) =>
  text
    .replace(/\.schema$/, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');

/** Only PascalCase titles name types; other titles (e.g. Vietnamese field labels) are documentation. */
const isTypeName = (title: unknown): title is string =>
  typeof title === 'string' && /^[A-Z][A-Za-z0-9]*$/.test(title);

const CONSTRAINT_ONLY_KEYS = new Set([
  'required',
  'not',
  'if',
  'then',
  'else',
  'minProperties',
  'maxProperties',
  'dependencies',
  'description',
]);

/**
 * Drops what only constrains values without shaping them (if/then/else, combinators whose
 * branches only list required keys): json-schema-to-typescript would otherwise widen the type.
 */
const stripConstraints = (node: Json): Json => {
  const { if: _if, then: _then, else: _else, ...rest } = node;
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const branches = rest[key];
    const isConstraintOnly = (branch: unknown) =>
      !!branch &&
      typeof branch === 'object' &&
      Object.keys(branch).every((name) => CONSTRAINT_ONLY_KEYS.has(name));
    if (Array.isArray(branches) && branches.every(isConstraintOnly)) delete rest[key];
  }
  return rest;
};

const walk = (dir: string): string[] =>
  readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });

/** Every schema file (any `.json` under schemas/ except rjsf `.ui.json` layout hints), sorted. */
const readSchemas = ({ rootDir }: { rootDir: string }): SchemaEntry[] => {
  const schemasDir = path.join(rootDir, 'schemas');
  return walk(schemasDir)
    .filter((file) => file.endsWith('.json') && !file.endsWith('.ui.json'))
    .map((file) => {
      const relative = path.relative(schemasDir, file).split(path.sep).join('/');
      const schema = JSON.parse(readFileSync(file, 'utf8')) as Json;
      if (typeof schema.$id !== 'string') throw new Error(`schemas/${relative}: schema has no $id`);
      const base = relative.replace(/(\.schema)?\.json$/, '');
      const typeName = isTypeName(schema.title) ? schema.title : pascal(path.posix.basename(base));
      return {
        id: schema.$id.replace(/#$/, ''),
        file: `schemas/${relative}`,
        schema,
        outFile: `${base}.ts`,
        typeName,
      };
    });
};

const pointerGet = ({ schema, pointer }: { schema: unknown; pointer: string }): unknown =>
  pointer
    .split('/')
    .slice(1)
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Json)[key] : undefined),
      schema,
    );

const importPath = ({ from, to }: { from: string; to: string }) => {
  const relative = path.posix.relative(path.posix.dirname(from), to.replace(/\.ts$/, ''));
  return relative.startsWith('.') ? relative : `./${relative}`;
};

/**
 * Rewrites cross-file refs of one schema: root refs and titled `definitions` become `tsType`
 * (plus an import), other fragments are inlined from the target file.
 */
const rewriteRefs = ({ entry, byId }: { entry: SchemaEntry; byId: Map<string, SchemaEntry> }) => {
  const imports = new Map<string, Set<string>>();
  const addImport = ({ target, name }: { target: SchemaEntry; name: string }) => {
    const from = importPath({ from: entry.outFile, to: target.outFile });
    imports.set(from, (imports.get(from) ?? new Set()).add(name));
  };
  const visit = ({ node, baseId, depth }: { node: unknown; baseId: string; depth: number }): unknown => {
    if (depth > 40) throw new Error(`${entry.file}: $ref nesting too deep (recursive untitled definitions?)`);
    if (Array.isArray(node)) return node.map((item) => visit({ node: item, baseId, depth }));
    if (!node || typeof node !== 'object') return node;
    const { $ref, ...rest } = stripConstraints(node as Json);
    if (typeof rest.title === 'string' && !isTypeName(rest.title)) {
      if (typeof rest.description !== 'string') rest.description = rest.title;
      delete rest.title;
    }
    const siblings = Object.fromEntries(
      Object.entries(rest).map(([key, value]) => [key, visit({ node: value, baseId, depth })]),
    );
    if (typeof $ref !== 'string') return siblings;
    const absolute = new URL($ref, baseId).href;
    const [docId, fragment = ''] = absolute.split('#');
    const target = byId.get(docId);
    if (!target) throw new Error(`${entry.file}: unknown $ref "${$ref}" (no schema has $id ${docId})`);
    if (fragment === '' || fragment === '/') {
      if (target === entry) return { $ref: '#', ...siblings };
      addImport({ target, name: target.typeName });
      return { ...siblings, tsType: target.typeName };
    }
    const resolved = pointerGet({ schema: target.schema, pointer: fragment });
    if (!resolved || typeof resolved !== 'object')
      throw new Error(`${entry.file}: $ref "${$ref}" points at nothing`);
    const title = (resolved as Json).title;
    if (isTypeName(title) && /^\/definitions\/[^/]+$/.test(fragment)) {
      // A titled definition is declared once (unreachableDefinitions) and referenced by name,
      // so sibling descriptions document the property without cloning the type.
      if (target !== entry) addImport({ target, name: title });
      return { ...siblings, tsType: title };
    }
    if (target === entry) return { $ref: `#${fragment}`, ...siblings };
    return { ...(visit({ node: resolved, baseId: target.id, depth: depth + 1 }) as Json), ...siblings };
  };
  const schema = visit({ node: entry.schema, baseId: entry.id, depth: 0 }) as Json;
  return { schema, imports };
};

const banner = (file: string) =>
  `/* Generated by scripts/gen-types.ts from ${file}. Do not edit by hand: change the schema and run \`npm run gen\`. */`;

/** The generated files (path under src/generated -> content), in a stable order. */
export const generateTypes = async ({ rootDir }: { rootDir: string }): Promise<Map<string, string>> => {
  const entries = readSchemas({ rootDir });
  const byId = new Map<string, SchemaEntry>();
  for (const entry of entries) {
    const clash = byId.get(entry.id);
    if (clash) throw new Error(`${entry.file}: $id ${entry.id} is also used by ${clash.file}`);
    byId.set(entry.id, entry);
  }
  const output = new Map<string, string>();
  const exportsByFile = new Map<string, string[]>();
  for (const entry of entries) {
    const { schema, imports } = rewriteRefs({ entry, byId });
    const code = await compile({ ...schema, title: entry.typeName } as JSONSchema4, entry.typeName, {
      bannerComment: '',
      additionalProperties: false,
      unreachableDefinitions: true,
      unknownAny: true,
      ignoreMinAndMaxItems: true,
      format: true,
      style: { singleQuote: true, printWidth: 120, trailingComma: 'all' },
      $refOptions: { resolve: { external: false } },
    });
    const importLines = [...imports.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([from, names]) => `import type { ${[...names].sort().join(', ')} } from '${from}';`);
    const body = code.trim();
    output.set(
      entry.outFile,
      [banner(entry.file), '', ...importLines, ...(importLines.length ? [''] : []), body, ''].join('\n'),
    );
    exportsByFile.set(
      entry.outFile,
      [...body.matchAll(/^export (?:interface|type|enum|const enum) (\w+)/gm)].map((m) => m[1]),
    );
  }
  output.set('index.ts', buildIndex(exportsByFile));
  return output;
};

/** Re-exports every generated name that is unique across files (ambiguous names stay reachable by path). */
const buildIndex = (exportsByFile: Map<string, string[]>) => {
  const count = new Map<string, number>();
  for (const names of exportsByFile.values())
    for (const name of new Set(names)) count.set(name, (count.get(name) ?? 0) + 1);
  const lines = [...exportsByFile.entries()].flatMap(([file, names]) => {
    const unique = [...new Set(names)].filter((name) => count.get(name) === 1).sort();
    return unique.length
      ? [`export type { ${unique.join(', ')} } from './${file.replace(/\.ts$/, '')}';`]
      : [];
  });
  return [
    `/* Generated by scripts/gen-types.ts. Do not edit by hand: run \`npm run gen\`. */`,
    '',
    ...lines,
    '',
  ].join('\n');
};

const listGenerated = (dir: string): string[] =>
  existsSync(dir)
    ? walk(dir)
        .filter((file) => file.endsWith('.ts'))
        .map((file) => path.relative(dir, file).split(path.sep).join('/'))
    : [];

const main = async () => {
  const { values } = parseArgs({
    options: { check: { type: 'boolean', default: false }, root: { type: 'string' } },
  });
  const rootDir = path.resolve(values.root ?? fileURLToPath(new URL('..', import.meta.url)));
  const outDir = path.join(rootDir, 'src', 'generated');
  const expected = await generateTypes({ rootDir });
  // The precompiled form validators live in src/generated too: checked and written with the types.
  for (const [file, content] of generateFormValidators({ rootDir })) expected.set(file, content);
  const stale = listGenerated(outDir).filter((file) => !expected.has(file));
  const changed = [...expected.entries()].filter(([file, content]) => {
    const target = path.join(outDir, file);
    return !existsSync(target) || readFileSync(target, 'utf8') !== content;
  });
  if (values.check) {
    const problems = [
      ...changed.map(
        ([file]) =>
          `src/generated/${file}: ${existsSync(path.join(outDir, file)) ? 'out of date' : 'missing'}`,
      ),
      ...stale.map((file) => `src/generated/${file}: no longer generated`),
    ];
    if (problems.length) {
      console.error(`${problems.join('\n')}\nRun \`npm run gen\` and commit the result.`);
      process.exit(1);
    }
    console.log(`Generated types are up to date (${expected.size} files).`);
    return;
  }
  for (const [file, content] of changed) {
    mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    writeFileSync(path.join(outDir, file), content);
  }
  for (const file of stale) rmSync(path.join(outDir, file));
  console.log(
    `Generated ${expected.size} files in src/generated (${changed.length} written, ${stale.length} removed).`,
  );
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
