import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkConfig, formatProblem, loadAppConfig } from '../../src/config/index';
import { copyConfig, REPO_ROOT } from './config-fixture';

let root = '';
let cleanup = () => {};
beforeAll(() => ({ root, cleanup } = copyConfig()));
afterAll(() => cleanup());

const tenantNew = (args: string[]) => {
  try {
    const stdout = execFileSync(
      process.execPath,
      ['--import', 'tsx', path.join(REPO_ROOT, 'scripts/tenant-new.ts'), ...args, '--root', root],
      {
        cwd: REPO_ROOT,
        encoding: 'utf8',
        stdio: 'pipe',
      },
    );
    return { status: 0, output: stdout };
  } catch (error) {
    const failure = error as { status: number; stderr: string };
    return { status: failure.status, output: failure.stderr };
  }
};

describe('npm run tenant:new', () => {
  it('creates a tenant that passes config:check', () => {
    const result = tenantNew([
      'hou',
      '--name',
      'Trường Đại học Mở Hà Nội',
      '--name-en',
      'Hanoi Open University',
      '--host',
      'hou.unigate.vn',
      '--brand',
      '#0A6EBD',
    ]);
    expect(result).toMatchObject({ status: 0 });
    expect(checkConfig({ rootDir: root }).map(formatProblem)).toEqual([]);
    const institution = loadAppConfig({ rootDir: root, env: {} }).byCode.get('hou');
    expect(institution).toMatchObject({
      rootId: 5,
      name: { vi: 'Trường Đại học Mở Hà Nội', en: 'Hanoi Open University' },
      hosts: ['hou.unigate.vn', 'hou.localhost'],
      theme: { brand: '#0A6EBD' },
      idObfuscation: { variant: 'unigate' },
    });
    expect(institution?.idObfuscation.secret).toMatch(/^[0-9a-f]{40}$/);
    const logo = readFileSync(path.join(root, 'public/institutions/hou/logo.svg'), 'utf8');
    expect(logo).toContain('#0A6EBD');
    expect(logo).toContain('<title id="title">Trường Đại học Mở Hà Nội</title>');
  });

  it('refuses a code that exists and a host another tenant has', () => {
    const sameCode = tenantNew(['hust', '--name', 'Bách khoa 2', '--host', 'bk2.unigate.vn']);
    expect(sameCode.status).toBe(1);
    expect(sameCode.output).toContain('institutions/hust.json already exists');
    const sameHost = tenantNew(['bk2', '--name', 'Bách khoa 2', '--host', 'HUST.localhost']);
    expect(sameHost.status).toBe(1);
    expect(sameHost.output).toContain('host "hust.localhost" already belongs to "hust"');
    expect(existsSync(path.join(root, 'institutions/bk2.json'))).toBe(false);
  });

  it('explains its usage when the name or host is missing', () => {
    const result = tenantNew(['ulis', '--name', 'Trường Đại học Ngoại ngữ']);
    expect(result.status).toBe(1);
    expect(result.output).toContain('Usage: npm run tenant:new');
    expect(existsSync(path.join(root, 'institutions/ulis.json'))).toBe(false);
  });
});
