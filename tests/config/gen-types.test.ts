import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTypes } from '../../scripts/gen-types';
import { REPO_ROOT } from './config-fixture';

let root = '';
beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'unigate-gen-'));
  cpSync(path.join(REPO_ROOT, 'schemas'), path.join(root, 'schemas'), { recursive: true });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const gen = (args: string[] = []) => {
  try {
    return {
      status: 0,
      output: execFileSync(
        process.execPath,
        ['--import', 'tsx', path.join(REPO_ROOT, 'scripts/gen-types.ts'), '--root', root, ...args],
        { encoding: 'utf8', stdio: 'pipe' },
      ),
    };
  } catch (error) {
    const failure = error as { status: number; stderr: string };
    return { status: failure.status, output: failure.stderr };
  }
};

describe('npm run gen', () => {
  it('is deterministic', async () => {
    const [first, second] = [await generateTypes({ rootDir: root }), await generateTypes({ rootDir: root })];
    expect([...first.entries()]).toEqual([...second.entries()]);
  });

  it('declares each shape once and imports what other schemas reference', async () => {
    const output = await generateTypes({ rootDir: root });
    const clientConfig = output.get('meta/client-config.ts') ?? '';
    expect(clientConfig).toContain("import type { MenuNode } from './menu';");
    expect(clientConfig).toContain("import type { PageConfig } from './pages';");
    expect(clientConfig).not.toMatch(/export interface MenuNode/);
    expect(output.get('meta/menu.ts')).toMatch(
      /export interface MenuNode \{[\s\S]*children\?: MenuNode\[\];/,
    );
    expect(output.get('index.ts')).toContain(
      "export type { ClientConfig, FormConfig } from './meta/client-config';",
    );
  });

  it('--check passes after generating, and fails on a changed schema or a stale file', () => {
    expect(gen()).toMatchObject({ status: 0 });
    expect(gen(['--check'])).toMatchObject({ status: 0 });
    const file = path.join(root, 'schemas/meta/messages.schema.json');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('A flat react-intl catalogue', 'A flat message catalogue'),
    );
    writeFileSync(path.join(root, 'src/generated/meta/old-shape.ts'), 'export type OldShape = string;\n');
    const check = gen(['--check']);
    expect(check.status).toBe(1);
    expect(check.output).toContain('src/generated/meta/messages.ts: out of date');
    expect(check.output).toContain('src/generated/meta/old-shape.ts: no longer generated');
  });
});
