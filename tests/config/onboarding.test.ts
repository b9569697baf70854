import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkConfig, formatProblem, loadAppConfig, toClientConfig } from '../../src/config/index';
import type { ClientConfig, MenuNode } from '../../src/config/index';
import { copyConfig, NO_FLAGS, writeFile } from './config-fixture';

/** A university onboarded with config files only: no change under src/. */
const ULIS = {
  code: 'ulis',
  rootId: 9,
  name: { vi: 'Trường Đại học Ngoại ngữ - ĐHQGHN', en: 'University of Languages and International Studies' },
  shortName: { vi: 'ĐHNN', en: 'ULIS' },
  hosts: ['ulis.localhost', 'ulis.unigate.vn'],
  logo: '/students/institutions/ulis/logo.svg',
  theme: { brand: '#0B5394', brandDark: '#073763', accent: '#F1C232' },
  idObfuscation: { variant: 'unigate', secret: 'ulis-fixture-secret-0123456789abcdef' },
  modules: { exchange: false },
  listOverrides: { news: { columns: { rename: { title: 'ulis.list.news.title' } }, pageSize: 25 } },
  formOverrides: {
    relative: {
      properties: { languageSkill: { type: 'string', enum: ['none', 'basic', 'fluent'] } },
      required: ['languageSkill'],
      ui: {
        languageSkill: {
          'ui:widget': 'radio',
          'ui:title': { vi: 'Trình độ ngoại ngữ', en: 'Foreign language level' },
        },
      },
    },
  },
  messages: { vi: { 'ulis.list.news.title': 'Bản tin' }, en: { 'ulis.list.news.title': 'Bulletin' } },
};

const flatten = (nodes: readonly MenuNode[]): MenuNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

let root = '';
let cleanup = () => {};
let clientConfig: ClientConfig;
beforeAll(() => {
  ({ root, cleanup } = copyConfig());
  writeFile(root, 'institutions/ulis.json', ULIS);
  mkdirSync(path.join(root, 'public/institutions/ulis'), { recursive: true });
  writeFile(
    root,
    'public/institutions/ulis/logo.svg',
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#0B5394"/></svg>\n',
  );
  const config = loadAppConfig({ rootDir: root, env: {} });
  const institution = config.byHost.get('ulis.unigate.vn');
  if (!institution) throw new Error('ulis is not resolved by its host');
  clientConfig = toClientConfig({ config, institution, flags: NO_FLAGS });
});
afterAll(() => cleanup());

describe('a university onboarded purely by config', () => {
  it('passes config:check', () => {
    expect(checkConfig({ rootDir: root }).map(formatProblem)).toEqual([]);
  });

  it('has its own identity and colours', () => {
    expect(clientConfig).toMatchObject({
      code: 'ulis',
      shortName: { vi: 'ĐHNN', en: 'ULIS' },
      logo: '/students/institutions/ulis/logo.svg',
      theme: { brand: '#0B5394', brandDark: '#073763', accent: '#F1C232' },
      defaultLocale: 'vi',
    });
  });

  it('loses the menu entry and pages of its hidden module, keeping the rest', () => {
    const ids = flatten(clientConfig.menus.student).map((node) => node.id);
    expect(ids).not.toContain('exchange');
    expect(ids).toEqual(expect.arrayContaining(['learn.timetable', 'news', 'relatives']));
    expect(clientConfig.modules).toMatchObject({ exchange: false, news: true });
  });

  it('shows its renamed list column with its own texts', () => {
    expect(clientConfig.lists.news.columns[0]).toMatchObject({
      field: 'title',
      labelId: 'ulis.list.news.title',
    });
    expect(clientConfig.lists.news.pageSize).toBe(25);
    expect(clientConfig.messages?.vi['ulis.list.news.title']).toBe('Bản tin');
    expect(clientConfig.messages?.en['ulis.list.news.title']).toBe('Bulletin');
  });

  it('asks its extra, required form field', () => {
    const form = clientConfig.forms.relative;
    expect((form.schema.properties as Record<string, unknown>).languageSkill).toEqual({
      type: 'string',
      enum: ['none', 'basic', 'fluent'],
    });
    expect(form.schema.required).toEqual(
      expect.arrayContaining(['fullName', 'relationship', 'address', 'languageSkill']),
    );
    expect(form.uiSchema.languageSkill).toMatchObject({ 'ui:widget': 'radio' });
    const order = form.uiSchema['ui:order'] as string[];
    expect(order.includes('*') || order.includes('languageSkill')).toBe(true);
  });

  it('never sends its secret', () => {
    expect(JSON.stringify(clientConfig)).not.toContain(ULIS.idObfuscation.secret);
  });
});
