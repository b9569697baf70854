import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkConfig, ConfigError, loadAppConfig } from '../../src/config/index';
import type { Problem } from '../../src/config/index';
import { copyConfig, editJson, readJson, REPO_ROOT, writeFile } from './config-fixture';

type Json = Record<string, any>;

let root = '';
let cleanup = () => {};
beforeEach(() => ({ root, cleanup } = copyConfig()));
afterEach(() => cleanup());

const problemsOf = (env: Record<string, string> = {}) => checkConfig({ rootDir: root, env });

/** The one problem reported, asserted to name `file` and `path`, with a reason matching `reason`. */
const expectProblem = (problems: Problem[], expected: { file: string; path: string; reason: RegExp }) => {
  expect(problems).toContainEqual({
    file: expected.file,
    path: expected.path,
    reason: expect.stringMatching(expected.reason),
  });
};

describe('checkConfig: problems in single files (also fatal at boot)', () => {
  it('reports invalid JSON', () => {
    writeFile(root, 'menus/lab.json', '{ "items": [ }');
    expectProblem(problemsOf(), { file: 'menus/lab.json', path: '$', reason: /^invalid JSON/ });
  });

  it('reports an unknown institution key with a suggestion', () => {
    editJson<Json>(root, 'institutions/hust.json', (data) => void (data.thme = data.theme));
    expectProblem(problemsOf(), {
      file: 'institutions/hust.json',
      path: '$.thme',
      reason: /unknown key \(did you mean "theme"\?\)/,
    });
  });

  it('blames _defaults.json for a bad value a tenant inherits', () => {
    editJson<Json>(
      root,
      'institutions/_defaults.json',
      (data) => void (data.registration.credits.normal.max = 'many'),
    );
    expectProblem(problemsOf(), {
      file: 'institutions/_defaults.json',
      path: '$.registration.credits.normal.max',
      reason: /must be integer/,
    });
  });

  it('blames the tenant for a missing required key', () => {
    editJson<Json>(root, 'institutions/hmu.json', (data) => void delete data.idObfuscation);
    expectProblem(problemsOf(), {
      file: 'institutions/hmu.json',
      path: '$.idObfuscation.secret',
      reason: /is required/,
    });
  });

  it('reports a bad colour with its path', () => {
    editJson<Json>(root, 'institutions/actvn.json', (data) => void (data.theme.accent = 'gold'));
    expectProblem(problemsOf(), {
      file: 'institutions/actvn.json',
      path: '$.theme.accent',
      reason: /"gold" does not match/,
    });
  });

  it('reports a host used by two tenants and a shared rootId', () => {
    editJson<Json>(root, 'institutions/unigate.json', (data) => {
      data.hosts.push('hmu.localhost');
      data.rootId = 2;
    });
    const problems = problemsOf();
    expectProblem(problems, {
      file: 'institutions/unigate.json',
      path: '$.hosts[3]',
      reason: /host "hmu.localhost" is also a host of "hmu"/,
    });
    expectProblem(problems, {
      file: 'institutions/unigate.json',
      path: '$.rootId',
      reason: /rootId 2 is also the rootId of "hmu"/,
    });
  });

  it('reports a code that differs from the file name, an unknown base and a cycle', () => {
    editJson<Json>(root, 'institutions/hmu.json', (data) => void (data.code = 'hmu2'));
    editJson<Json>(root, 'institutions/actvn.json', (data) => void (data.extends = 'nowhere'));
    editJson<Json>(root, 'institutions/hust.json', (data) => void (data.extends = 'unigate'));
    editJson<Json>(root, 'institutions/unigate.json', (data) => void (data.extends = 'hust'));
    const problems = problemsOf();
    expectProblem(problems, {
      file: 'institutions/hmu.json',
      path: '$.code',
      reason: /"hmu2" must equal the file name "hmu"/,
    });
    expectProblem(problems, {
      file: 'institutions/actvn.json',
      path: '$.extends',
      reason: /institutions\/nowhere.json does not exist/,
    });
    expectProblem(problems, { file: 'institutions/unigate.json', path: '$.extends', reason: /a cycle/ });
  });

  it('names the environment variable when an overriding secret is invalid', () => {
    expectProblem(problemsOf({ UNIGATE_HUST_ID_OBFUSCATION_SECRET: 'short' }), {
      file: 'environment variable UNIGATE_HUST_ID_OBFUSCATION_SECRET',
      path: '$.idObfuscation.secret',
      reason: /fewer than 16 characters/,
    });
  });

  it('reports a malformed page and a bad source name', () => {
    editJson<Json>(root, 'pages/student.json', (data) => {
      data.pages['/news'].lst = 'news';
      data.pages['/faq/:id'].source = 'Help';
    });
    const problems = problemsOf();
    expectProblem(problems, {
      file: 'pages/student.json',
      path: '$.pages["/news"].lst',
      reason: /unknown key \(did you mean "list"\?\)/,
    });
    expectProblem(problems, {
      file: 'pages/student.json',
      path: '$.pages["/faq/:id"].source',
      reason: /"Help" does not match/,
    });
  });

  it('stops the server: loadAppConfig throws a ConfigError listing every problem', () => {
    editJson<Json>(root, 'institutions/hust.json', (data) => void (data.defaultLocale = 'fr'));
    editJson<Json>(root, 'menus/student.json', (data) => void (data.items[0].icon = 'home'));
    expect(() => loadAppConfig({ rootDir: root, env: {} })).toThrow(ConfigError);
    try {
      loadAppConfig({ rootDir: root, env: {} });
    } catch (error) {
      expect((error as Error).message).toContain(
        'institutions/hust.json: $.defaultLocale: "fr" must be one of: "vi", "en"',
      );
      expect((error as Error).message).toContain(
        'menus/student.json: $.items[0].icon: "home" does not match',
      );
    }
  });
});

describe('checkConfig: cross-references', () => {
  it('reports a menu route with no page that is not declared unbuilt', () => {
    editJson<Json>(
      root,
      'pages/student.json',
      (data) => void (data.unbuilt = data.unbuilt.filter((route: string) => route !== '/student-surveys')),
    );
    const index = readJson<Json>(root, 'menus/student.json').items.findIndex(
      (node: Json) => node.route === '/student-surveys',
    );
    expectProblem(problemsOf(), {
      file: 'menus/student.json',
      path: `$.items[${index}].route`,
      reason: /route "\/student-surveys" has no page/,
    });
  });

  it('reports a route that is both a page and unbuilt', () => {
    let index = -1;
    editJson<Json>(root, 'pages/student.json', (data) => void (index = data.unbuilt.push('/news') - 1));
    expectProblem(problemsOf(), {
      file: 'pages/student.json',
      path: `$.unbuilt[${index}]`,
      reason: /has a page now/,
    });
  });

  it('reports pages naming unknown lists, forms and modules', () => {
    editJson<Json>(root, 'pages/student.json', (data) => {
      data.pages['/news'].list = 'articles';
      data.pages['/relatives'].form = 'family';
      data.pages['/events'].module = 'happenings';
    });
    const problems = problemsOf();
    expectProblem(problems, {
      file: 'pages/student.json',
      path: '$.pages["/news"].list',
      reason: /unknown list "articles"/,
    });
    expectProblem(problems, {
      file: 'pages/student.json',
      path: '$.pages["/relatives"].form',
      reason: /unknown form "family"/,
    });
    expectProblem(problems, {
      file: 'pages/student.json',
      path: '$.pages["/events"].module',
      reason: /unknown module "happenings"/,
    });
  });

  it('reports a list column naming an enum src/core does not register', () => {
    let index = -1;
    editJson<Json>(root, 'pages/lists.json', (data) => {
      index =
        data.relatives.columns.push({
          field: 'status',
          labelId: 'list.relatives.fullName',
          format: 'status',
          enum: 'mood',
        }) - 1;
    });
    expectProblem(problemsOf(), {
      file: 'pages/lists.json',
      path: `$.relatives.columns[${index}].enum`,
      reason: /unknown enum "mood"/,
    });
  });

  it('reports a label missing in one language', () => {
    editJson<Json>(root, 'menus/messages.en.json', (data) => void delete data['menu.learn.timetable']);
    const problems = problemsOf();
    const learn = readJson<Json>(root, 'menus/student.json').items.findIndex(
      (node: Json) => node.id === 'learn',
    );
    expectProblem(problems, {
      file: 'menus/student.json',
      path: `$.items[${learn}].children[0].labelId`,
      reason: /"menu.learn.timetable" is missing in en/,
    });
    expectProblem(problems, {
      file: 'menus/messages.en.json',
      path: '$["menu.learn.timetable"]',
      reason: /has a vi text but no en text/,
    });
  });

  it('reports a form whose schema file is missing', () => {
    editJson<Json>(root, 'pages/forms.json', (data) => void (data.relative.schema = 'kin'));
    expectProblem(problemsOf(), {
      file: 'pages/forms.json',
      path: '$.relative.schema',
      reason: /schemas\/forms\/kin.schema.json does not exist/,
    });
  });

  it('reports unknown widgets, widgets unfit for the type and hints for missing fields', () => {
    editJson<Json>(root, 'schemas/forms/relative.ui.json', (data) => {
      data.fullName['ui:widget'] = 'fancyText';
      data.email['ui:widget'] = 'updown';
      data.nickname = { 'ui:widget': 'text' };
    });
    const problems = problemsOf();
    const file = 'schemas/forms/relative.ui.json';
    expectProblem(problems, { file, path: '$.fullName["ui:widget"]', reason: /unknown widget "fancyText"/ });
    expectProblem(problems, {
      file,
      path: '$.email["ui:widget"]',
      reason: /widget "updown" cannot render a field of type string/,
    });
    expectProblem(problems, { file, path: '$.nickname', reason: /not a field of the form schema/ });
  });

  it('reports a form schema $ref to an unknown schema', () => {
    editJson<Json>(
      root,
      'schemas/forms/relative.schema.json',
      (data) => void (data.properties.address = { $ref: 'https://schemas.unigate.vn/common/nowhere.json#' }),
    );
    expectProblem(problemsOf(), {
      file: 'schemas/forms/relative.schema.json',
      path: '$.properties.address.$ref',
      reason: /unknown schema/,
    });
  });

  it('reports tenant overrides that point at nothing', () => {
    editJson<Json>(root, 'institutions/hmu.json', (data) => {
      data.menuOverrides.hide = ['learn.grades'];
      data.listOverrides = {
        news: { columns: { remove: ['author'], rename: { title: 'hmu.list.news.heading' } } },
        clubs: {},
      };
      data.formOverrides = { relative: { required: ['nickname'] } };
      data.pageOverrides = { '/clubs': { titleId: 'page.news.title' } };
    });
    const problems = problemsOf();
    const file = 'institutions/hmu.json';
    expectProblem(problems, {
      file,
      path: '$.menuOverrides.hide[0]',
      reason: /unknown menu id "learn.grades"/,
    });
    expectProblem(problems, {
      file,
      path: '$.listOverrides.news.columns.remove[0]',
      reason: /list "news" has no column "author"/,
    });
    expectProblem(problems, {
      file,
      path: '$.listOverrides.news.columns.rename.title',
      reason: /message "hmu.list.news.heading" is missing in vi and en/,
    });
    expectProblem(problems, { file, path: '$.listOverrides.clubs', reason: /unknown list "clubs"/ });
    expectProblem(problems, {
      file,
      path: '$.formOverrides.relative.required[0]',
      reason: /form "relative" has no field "nickname"/,
    });
    expectProblem(problems, {
      file,
      path: '$.pageOverrides["/clubs"]',
      reason: /no page "\/clubs" to override/,
    });
  });

  it('reports incoherent tenant settings', () => {
    editJson<Json>(root, 'institutions/actvn.json', (data) => {
      data.registration.windows[0].closesAt = '2026-10-01T00:00:00+07:00';
      data.registration.credits = { normal: { min: 30, max: 20 } };
      data.sso = { enabled: true };
      data.logo = '/students/institutions/actvn/missing.svg';
      data.messages.vi['actvn.only.vi'] = 'Chỉ tiếng Việt';
    });
    const problems = problemsOf();
    const file = 'institutions/actvn.json';
    expectProblem(problems, {
      file,
      path: '$.registration.windows[0].closesAt',
      reason: /must be after opensAt/,
    });
    expectProblem(problems, {
      file,
      path: '$.registration.credits.normal.min',
      reason: /min \(30\) is greater than max \(20\)/,
    });
    expectProblem(problems, { file, path: '$.sso.issuer', reason: /required when SSO is enabled/ });
    expectProblem(problems, {
      file,
      path: '$.logo',
      reason: /public\/institutions\/actvn\/missing.svg does not exist/,
    });
    expectProblem(problems, {
      file,
      path: '$.messages.en["actvn.only.vi"]',
      reason: /has a vi text but no en text/,
    });
  });
});

describe('npm run config:check', () => {
  const run = () => {
    try {
      return {
        status: 0,
        stdout: execFileSync(
          process.execPath,
          ['--import', 'tsx', path.join(REPO_ROOT, 'scripts/config-check.ts'), '--root', root],
          { encoding: 'utf8', stdio: 'pipe' },
        ),
      };
    } catch (error) {
      const failure = error as { status: number; stdout: string };
      return { status: failure.status, stdout: failure.stdout };
    }
  };

  it('prints one line per problem and exits 1, or a one-line summary', () => {
    const ok = run();
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/^config:check OK: 4 institutions \(hust, hmu, actvn, unigate\), 5 menus/);
    expect(ok.stdout).toContain(
      '\nHidden in menus/student.json:\n  integratedLearning.engineering (/integrated-learning/engineering): route "/integrated-learning/engineering" is unbuilt (no page yet) [hust, actvn, unigate]\n',
    );
    editJson<Json>(root, 'institutions/hmu.json', (data) => void (data.modules.exchnage = false));
    const failed = run();
    expect(failed.status).toBe(1);
    expect(failed.stdout.split('\n')).toEqual([
      'institutions/hmu.json: $.modules.exchnage: unknown key (did you mean "exchange"?)',
      'config:check found 1 problem.',
      '',
    ]);
  });
});
