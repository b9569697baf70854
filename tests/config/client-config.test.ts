import { describe, expect, it } from 'vitest';
import {
  loadAppConfig,
  SERVER_ONLY_KEYS,
  serverOnlyValues,
  tenantMenus,
  toClientConfig,
} from '../../src/config/index';
import type { Institution, JsonValue, MenuNode } from '../../src/config/index';
import { validateMeta } from '../../src/config/meta-validator';
import { copyConfig, editJson, NO_FLAGS, REPO_ROOT } from './config-fixture';

const config = loadAppConfig({ rootDir: REPO_ROOT, env: {} });
const hust = config.byCode.get('hust') as Institution;

const flatten = (nodes: readonly MenuNode[]): MenuNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

/** The tenant with some keys replaced (institutions are frozen: build a new object). */
const withChanges = (institution: Institution, changes: Partial<Institution>): Institution => ({
  ...structuredClone(institution),
  ...changes,
});

describe('toClientConfig', () => {
  it('declares the server-only keys in the meta schema', () => {
    expect(SERVER_ONLY_KEYS).toEqual(['idObfuscation', 'sso.clientSecret']);
  });

  it('never contains a server-only value of any tenant', () => {
    const secrets = config.institutions.flatMap((institution) =>
      serverOnlyValues(institution as unknown as JsonValue).filter(
        ([keyPath, value]) => value.length >= 8 && keyPath !== 'idObfuscation.variant',
      ),
    );
    expect(secrets.length).toBeGreaterThanOrEqual(6);
    for (const institution of config.institutions) {
      const serialized = JSON.stringify(toClientConfig({ config, institution, flags: NO_FLAGS }));
      for (const [keyPath, value] of secrets)
        expect(serialized.includes(value), `${institution.code} leaks ${keyPath}`).toBe(false);
      expect(serialized).not.toMatch(/"(idObfuscation|clientSecret|secret|issuer|clientId)"/);
    }
  });

  it('matches schemas/meta/client-config.schema.json for every tenant', () => {
    for (const institution of config.institutions) {
      const clientConfig = toClientConfig({ config, institution, flags: NO_FLAGS });
      expect(validateMeta({ name: 'client-config', data: clientConfig, file: institution.code })).toEqual([]);
    }
  });

  it('removes the menu entries and pages of a disabled module', () => {
    const institution = withChanges(hust, { modules: { ...hust.modules, timetable: false, news: false } });
    const clientConfig = toClientConfig({ config, institution, flags: NO_FLAGS });
    const ids = flatten(clientConfig.menus.student).map((node) => node.id);
    expect(ids).not.toContain('learn.timetable');
    expect(ids).not.toContain('news');
    expect(ids).toContain('learn.viewGrades');
    expect(clientConfig.pages['/news']).toBeUndefined();
    expect(clientConfig.pages['/news/:id']).toBeUndefined();
    expect(clientConfig.pages['/events']).toBeDefined();
    expect(clientConfig.modules.timetable).toBe(false);
  });

  it('removes a whole group when its module is off, and a group left empty', () => {
    const offGroup = toClientConfig({
      config,
      institution: withChanges(hust, { modules: { ...hust.modules, learn: false } }),
      flags: NO_FLAGS,
    });
    expect(offGroup.menus.student.map((node) => node.id)).not.toContain('learn');
    const menuOverrides = {
      hide: [
        'learn.timetable',
        'learn.educationProgram',
        'learn.viewGrades',
        'learn.courseRegistration',
        'learn.classRegistration',
        'learn.continueStudy',
      ],
      relabel: { news: 'page.newsDetail.title' },
    };
    const emptied = toClientConfig({
      config,
      institution: withChanges(hust, { menuOverrides }),
      flags: NO_FLAGS,
    });
    expect(emptied.menus.student.map((node) => node.id)).not.toContain('learn');
    expect(emptied.menus.student.find((node) => node.id === 'news')?.labelId).toBe('page.newsDetail.title');
  });

  it('drops a page hidden by pageOverrides together with the menu entry opening it', () => {
    const institution = withChanges(hust, {
      pageOverrides: { '/honor': { hidden: true }, '/faq': { titleId: 'menu.faq' } },
    });
    const clientConfig = toClientConfig({ config, institution, flags: NO_FLAGS });
    expect(clientConfig.pages['/honor']).toBeUndefined();
    expect(flatten(clientConfig.menus.student).map((node) => node.id)).not.toContain('honor');
    expect(clientConfig.pages['/faq']).toMatchObject({
      kind: 'list',
      list: 'help.topics',
      titleId: 'menu.faq',
    });
  });

  it('shows only entries whose page works: unbuilt routes and empty groups hidden, with the reason', () => {
    const clientConfig = toClientConfig({ config, institution: hust, flags: NO_FLAGS });
    const ids = flatten(clientConfig.menus.student).map((node) => node.id);
    expect(ids).toEqual(expect.arrayContaining(['home', 'learn.timetable', 'learn.continueStudy', 'faq']));
    for (const id of ['studentResearch', 'integratedLearning', 'exchange', 'studentSurveys'])
      expect(ids).not.toContain(id);
    expect(ids).toContain('tuition');
    expect(ids).toEqual(
      expect.arrayContaining(['scholarship', 'scholarship.calls', 'scholarship.requirements']),
    );
    for (const node of flatten(clientConfig.menus.student))
      if (node.route) expect(clientConfig.pages[node.route], node.id).toBeDefined();
    const { hidden } = tenantMenus({ config, institution: hust });
    expect(hidden.student).toContainEqual({
      id: 'studentSurveys',
      route: '/student-surveys',
      reason: 'route "/student-surveys" is unbuilt (no page yet)',
    });
    expect(hidden.student).toContainEqual({ id: 'integratedLearning', reason: 'no entry left in the group' });
    expect(ids).toEqual(expect.arrayContaining(['project', 'project.register', 'project.myProjects']));
    expect(hidden.business.map((entry) => entry.id)).toContain('business.recruitment');
  });

  it('says which module or override hides an entry', () => {
    const institution = withChanges(hust, {
      modules: { ...hust.modules, news: false },
      menuOverrides: { hide: ['events'], relabel: {} },
      pageOverrides: { '/honor': { hidden: true } },
    });
    const { hidden } = tenantMenus({ config, institution });
    expect(hidden.student).toEqual(
      expect.arrayContaining([
        { id: 'news', route: '/news', reason: 'module "news" is off' },
        { id: 'events', route: '/events', reason: 'hidden by menuOverrides.hide' },
        { id: 'honor', route: '/honor', reason: 'page "/honor" is hidden by pageOverrides' },
      ]),
    );
  });

  it('shows an entry with no other change once its route moves from "unbuilt" to a page', () => {
    const fixture = copyConfig();
    try {
      editJson<{ pages: Record<string, unknown>; unbuilt: string[] }>(
        fixture.root,
        'pages/student.json',
        (data) => {
          data.unbuilt = data.unbuilt.filter((route) => route !== '/student-surveys');
          data.pages['/student-surveys'] = {
            kind: 'component',
            component: 'home',
            titleId: 'menu.studentSurveys',
            module: 'studentSurveys',
          };
        },
      );
      const built = loadAppConfig({ rootDir: fixture.root, env: {} });
      const menus = toClientConfig({
        config: built,
        institution: built.byCode.get('hust') as Institution,
        flags: NO_FLAGS,
      }).menus;
      expect(flatten(menus.student).map((node) => node.id)).toContain('studentSurveys');
    } finally {
      fixture.cleanup();
    }
  });

  it('turns SSO off when the environment disables it', () => {
    expect(toClientConfig({ config, institution: hust, flags: NO_FLAGS }).sso).toEqual({ enabled: true });
    expect(
      toClientConfig({ config, institution: hust, flags: { ...NO_FLAGS, ssoDisabled: true } }).sso,
    ).toEqual({ enabled: false });
  });

  it('sends self-contained forms and each tenant its own overrides', () => {
    const hustForm = toClientConfig({ config, institution: hust, flags: NO_FLAGS }).forms.relative;
    const hmuForm = toClientConfig({
      config,
      institution: config.byCode.get('hmu') as Institution,
      flags: NO_FLAGS,
    }).forms.relative;
    expect(JSON.stringify(hustForm.schema)).not.toContain('$ref');
    expect(Object.keys(hustForm.schema.properties as object)).toContain('workplace');
    expect(Object.keys(hmuForm.schema.properties as object)).not.toContain('workplace');
    expect(hustForm).toMatchObject({
      submit: 'people.saveRelative',
      draft: 'local',
      source: 'people.relative',
    });
    const actvnNews = toClientConfig({
      config,
      institution: config.byCode.get('actvn') as Institution,
      flags: NO_FLAGS,
    }).lists.news;
    expect(actvnNews.columns.map((column) => [column.field, column.labelId])).toEqual([
      ['title', 'actvn.list.news.title'],
      ['publishedAt', 'list.news.publishedAt'],
    ]);
  });

  it('returns a copy the caller may change without touching the loaded config', () => {
    const first = toClientConfig({ config, institution: hust, flags: NO_FLAGS });
    first.lists.news.columns.length = 0;
    first.menus.student.length = 0;
    const second = toClientConfig({ config, institution: hust, flags: NO_FLAGS });
    expect(second.lists.news.columns.length).toBeGreaterThan(0);
    expect(second.menus.student.length).toBeGreaterThan(0);
  });
});
