import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkConfig, formatProblem, loadAppConfig, MENU_NAMES } from '../../src/config/index';
import type { MenuNode } from '../../src/config/index';
import { REPO_ROOT } from './config-fixture';

/** SPEC §2 student routes ('followed by an id' written as ':id'). */
const SPEC_STUDENT_ROUTES = [
  '/',
  '/learn',
  '/learn/timetable',
  '/learn/education-program',
  '/learn/view-grades',
  '/learn/course-registration',
  '/learn/class-registration',
  '/project',
  '/project/my-projects',
  '/project/register',
  '/project/refer',
  '/project/topic',
  '/project/company',
  '/project/company/detail',
  '/project/plagiarism',
  '/scholarship',
  '/scholarship/requirements',
  '/detail-scholarship/:id',
  '/user-form',
  '/user-form/your-form',
  '/student-research',
  '/student-research/create',
  '/exchange',
  '/integrated-learning',
  '/integrated-learning/engineering',
  '/integrated-learning/master',
  '/user-manual',
  '/faq',
  '/news',
  '/honor',
  '/events',
  '/detail-company/:id',
  '/detail-job/:id',
  '/rewards-disciplines',
  '/tuition',
  '/student-surveys',
];

const flatten = (nodes: readonly MenuNode[]): MenuNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

const config = loadAppConfig({ rootDir: REPO_ROOT, env: {} });

describe('the real configuration', () => {
  it('passes config:check with no problem', () => {
    expect(checkConfig({ rootDir: REPO_ROOT }).map(formatProblem)).toEqual([]);
  });

  it('has the four tenants with their root ids, hosts and variants', () => {
    const summary = config.institutions.map(({ code, rootId, idObfuscation }) => [
      code,
      rootId,
      idObfuscation.variant,
    ]);
    expect(summary).toEqual([
      ['hust', 1, 'hust'],
      ['hmu', 2, 'unigate'],
      ['actvn', 3, 'unigate'],
      ['unigate', 4, 'unigate'],
    ]);
    for (const code of ['hust', 'hmu', 'actvn', 'unigate'])
      expect(config.byHost.get(`${code}.localhost`)?.code).toBe(code);
    expect(config.byHost.get('localhost')?.code).toBe('unigate');
    expect(config.byHost.get('127.0.0.1')?.code).toBe('unigate');
  });

  it('gives every tenant its own colours, name and logo file', () => {
    const brands = new Set(config.institutions.map((institution) => institution.theme.brand));
    expect(brands.size).toBe(4);
    expect(config.byCode.get('hust')?.name.vi).toBe('Đại học Bách khoa Hà Nội');
    for (const institution of config.institutions) {
      expect(institution.logo).toBe(`/students/institutions/${institution.code}/logo.svg`);
      expect(existsSync(path.join(REPO_ROOT, 'public', 'institutions', institution.code, 'logo.svg'))).toBe(
        true,
      );
    }
  });

  it('keeps registration open on 2026-11-22 for every demo cohort (2022-2026) of every tenant', () => {
    const today = Date.parse('2026-11-22T10:00:00+07:00');
    for (const institution of config.institutions) {
      for (const cohort of [2022, 2023, 2024, 2025, 2026]) {
        const open = institution.registration.windows.some(
          (window) =>
            window.cohorts.includes(cohort) &&
            Date.parse(window.opensAt) <= today &&
            today < Date.parse(window.closesAt),
        );
        expect(open, `${institution.code} cohort ${cohort}`).toBe(true);
      }
    }
  });

  it('applies the SPEC §6 module defaults', () => {
    const modules = config.byCode.get('unigate')?.modules;
    expect(modules).toMatchObject({
      timetableScoreSheet: true,
      courseRegistrationMinCreditStrict: true,
      studentInfo: false,
      staffAwardCategory: true,
      programDetail: true,
      hideCPA: true,
      hideGPA: true,
      hideTPA: true,
      hideCTPA: true,
      hideTPA2S: true,
      hideOtherAchievement: true,
      hideReason: true,
      useGPA4S: true,
      editableAcademicResult: true,
      familyInfo: false,
      template: false,
    });
    expect(config.byCode.get('unigate')?.registration.credits).toEqual({
      normal: { min: 12, max: 24 },
      warning: { min: 8, max: 14 },
    });
  });

  it('covers every SPEC §2 student route with a page or an unbuilt entry', () => {
    const declared = new Set([
      ...Object.keys(config.pageFiles.student.pages),
      ...config.pageFiles.student.unbuilt,
    ]);
    expect(SPEC_STUDENT_ROUTES.filter((route) => !declared.has(route))).toEqual([]);
  });

  it('has the SPEC §2 student menu groups with their items, in Vietnamese', () => {
    const groups = Object.fromEntries(
      config.menus.student
        .filter((node) => node.children)
        .map((node) => [node.id, node.children?.map((child) => child.route)]),
    );
    expect(groups).toEqual({
      learn: [
        '/learn/timetable',
        '/learn/education-program',
        '/learn/view-grades',
        '/learn/course-registration',
        '/learn/class-registration',
        '/learn/continue-study',
      ],
      project: [
        '/project/my-projects',
        '/project/register',
        '/project/refer',
        '/project/topic',
        '/project/company',
        '/project/plagiarism',
      ],
      integratedLearning: ['/integrated-learning/engineering', '/integrated-learning/master'],
      scholarship: ['/scholarship', '/scholarship/requirements'],
    });
    expect(config.messages.vi['menu.learn.timetable']).toBe('Thời khóa biểu');
    expect(config.messages.vi['menu.learn.courseRegistration']).toBe('Đăng ký học phần');
    expect(config.menus.student.find((node) => node.id === 'notifications')?.badge).toEqual({
      source: 'notifications.unreadCount',
    });
  });

  it('puts business routes under /business and lab routes under /lab/:slug', () => {
    expect(
      flatten(config.menus.business).every((node) => !node.route || node.route.startsWith('/business')),
    ).toBe(true);
    expect(
      flatten(config.menus.lab).every((node) => !node.route || node.route.startsWith('/lab/:slug')),
    ).toBe(true);
  });

  it('names only icons that @fluentui/react-icons exports', () => {
    const icons = createRequire(import.meta.url)('@fluentui/react-icons') as Record<string, unknown>;
    const used = MENU_NAMES.flatMap((name) => flatten(config.menus[name])).flatMap((node) =>
      node.icon ? [node.icon] : [],
    );
    expect(used.length).toBeGreaterThan(40);
    expect(
      used.filter((icon) => typeof icons[icon] !== 'function' && typeof icons[icon] !== 'object'),
    ).toEqual([]);
  });
});
