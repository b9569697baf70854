import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAppConfig } from '../../../src/config/index';
import type { AppConfig, Institution } from '../../../src/config/index';
import { withChecksum } from '../../../src/core/checksum';
import { createTestApp } from '../../helpers/test-app';
import { copyConfig, writeFile } from '../../config/config-fixture';
import { awardClient, BANK, seededCalls, signIn } from './awards-test-kit';
import type { StaffCall } from './awards-test-kit';

const ULIS_HOST = 'ulis.localhost';

/** A fifth university, onboarded with its institution file only: one scholarship field added, one hidden. */
const ULIS = {
  code: 'ulis',
  rootId: 9,
  name: { vi: 'Trường Đại học Ngoại ngữ - ĐHQGHN', en: 'University of Languages and International Studies' },
  shortName: { vi: 'ĐHNN', en: 'ULIS' },
  hosts: [ULIS_HOST, 'ulis.unigate.vn'],
  logo: '/students/institutions/ulis/logo.svg',
  theme: { brand: '#0B5394', brandDark: '#073763', accent: '#F1C232' },
  idObfuscation: { variant: 'unigate', secret: 'ulis-fixture-secret-0123456789abcdef' },
  formOverrides: {
    'awards.scholarship': {
      properties: { volunteerHours: { type: 'integer', minimum: 0, maximum: 2000 } },
      required: ['volunteerHours'],
      ui: { volunteerHours: { 'ui:title': { vi: 'Số giờ tình nguyện', en: 'Volunteer hours' } } },
      hide: ['phone'],
    },
  },
};

/** Module switches of two seeded tenants: modules that are off answer 404; hmu's figures are read-only. */
const MODULES_OFF: Record<string, Record<string, boolean>> = {
  actvn: { scholarship: false, rewardsDisciplines: false },
  hmu: { staffAwardCategory: false, editableAcademicResult: false },
};

/** The real configuration copied, ULIS added as a file, then two tenants' modules switched. */
const configWithUlis = (root: string): AppConfig => {
  writeFile(root, 'institutions/ulis.json', ULIS);
  mkdirSync(path.join(root, 'public/institutions/ulis'), { recursive: true });
  writeFile(
    root,
    'public/institutions/ulis/logo.svg',
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#0B5394"/></svg>\n',
  );
  const base = loadAppConfig({ rootDir: root });
  const patch = (tenant: Institution): Institution =>
    MODULES_OFF[tenant.code]
      ? { ...tenant, modules: { ...tenant.modules, ...MODULES_OFF[tenant.code] } }
      : tenant;
  const institutions = base.institutions.map(patch);
  const byCode = new Map(institutions.map((tenant) => [tenant.code, tenant]));
  const byHost = new Map([...base.byHost].map(([host, tenant]) => [host, byCode.get(tenant.code)!]));
  return { ...base, institutions, byCode, byHost };
};

describe("a tenant's scholarship form, set by config only", () => {
  let app: FastifyInstance;
  let cleanup = () => {};
  let ulis: ReturnType<typeof awardClient>;
  let unigate: ReturnType<typeof awardClient>;
  let ulisCall: (prefix: string) => StaffCall;
  let unigateCall: (prefix: string) => StaffCall;

  beforeAll(async () => {
    const copy = copyConfig();
    cleanup = copy.cleanup;
    app = await createTestApp({ appConfig: configWithUlis(copy.root) });
    ulis = awardClient({ app, cookie: (await signIn({ app, host: ULIS_HOST })).cookie, host: ULIS_HOST });
    unigate = awardClient({ app, cookie: (await signIn({ app })).cookie });
    ulisCall = (await seededCalls({ app, host: ULIS_HOST })).of;
    unigateCall = (await seededCalls({ app })).of;
  });
  afterAll(async () => {
    await app?.close();
    cleanup();
  });

  describe('the fifth tenant', () => {
    it('hands over a form with its own field and without the hidden one', async () => {
      const { form } = await ulis.studentInfo(ulisCall('HB-KKHT').id);
      const properties = form.schema.properties as Record<string, unknown>;
      expect(properties.volunteerHours).toEqual({ type: 'integer', minimum: 0, maximum: 2000 });
      expect(properties).not.toHaveProperty('phone');
      expect(properties).toHaveProperty('bankName');
      expect(form.schema.required).toEqual(
        expect.arrayContaining(['bankName', 'bankAccountNumber', 'bankAccountHolder', 'volunteerHours']),
      );
      expect(form.schema.required).not.toContain('phone');
      expect(form.uiSchema.volunteerHours).toMatchObject({
        'ui:title': { vi: 'Số giờ tình nguyện', en: 'Volunteer hours' },
      });
      expect(form.uiSchema).not.toHaveProperty('phone');
      expect(form.uiSchema['ui:order'] as string[]).not.toContain('phone');
    });

    it('gives the browser the same form in its client config', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/v1/web-configs/client-config',
        headers: { host: ULIS_HOST },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      const form = (body.data ?? body).forms['awards.scholarship'];
      expect(form.schema.properties).toHaveProperty('volunteerHours');
      expect(form.schema.properties).not.toHaveProperty('phone');
    });

    it.each([
      ['without volunteer hours', 'data.volunteerHours', { ...BANK, commitment: true }],
      [
        'with too many volunteer hours',
        'data.volunteerHours',
        { ...BANK, commitment: true, volunteerHours: 2001 },
      ],
      [
        'with negative volunteer hours',
        'data.volunteerHours',
        { ...BANK, commitment: true, volunteerHours: -1 },
      ],
      [
        'with a phone (not a field here)',
        'data.phone',
        { ...BANK, commitment: true, volunteerHours: 120, phone: '0912 345 678' },
      ],
    ])('refuses an application %s with 400 naming %s', async (_name, field, data) => {
      // Submitted: a draft may leave the tenant's required field empty for now.
      const response = await ulis.apply({ id: ulisCall('HB-KKHT').id, data });
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe(field);
      expect((await ulis.studentInfo(ulisCall('HB-KKHT').id)).application).toBeNull();
    });

    it('takes a valid application and prints its own field in the DOCX', async () => {
      const study = ulisCall('HB-KKHT');
      const response = await ulis.apply({
        id: study.id,
        data: { ...BANK, volunteerHours: 120, commitment: true },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        code: 1,
        data: { status: 'submitted', data: { volunteerHours: 120 } },
      });
      const docx = await ulis.get(`/api/v1/awards/${study.id}/download-form-award`);
      expect(docx.statusCode).toBe(200);
      const text = (await mammoth.extractRawText({ buffer: docx.rawPayload })).value;
      expect(text).toMatch(/Số giờ tình nguyện\s+120/);
      expect(text).toContain('Trường Đại học Ngoại ngữ - ĐHQGHN');
      expect(text).toContain(BANK.bankName);
      // The phone shows once, in the student's own details: the form's (hidden) phone row is not printed.
      expect(text.split('Số điện thoại')).toHaveLength(2);
    });
  });

  describe('the other tenants keep the project form', () => {
    it('still asks the phone and not the volunteer hours', async () => {
      const { form } = await unigate.studentInfo(unigateCall('HB-KKHT').id);
      const properties = form.schema.properties as Record<string, unknown>;
      expect(properties).toHaveProperty('phone');
      expect(properties).not.toHaveProperty('volunteerHours');
      expect(form.schema.required).not.toContain('volunteerHours');
    });

    it('refuses volunteer hours there and takes the form without them', async () => {
      const id = unigateCall('HB-KKHT').id;
      const refused = await unigate.apply({ id, data: { ...BANK, volunteerHours: 120 }, submit: false });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().field).toBe('data.volunteerHours');
      const accepted = await unigate.apply({ id, data: { ...BANK, phone: '0912 345 678' }, submit: false });
      expect(accepted.json()).toMatchObject({ code: 1, data: { status: 'draft' } });
      const text = (
        await mammoth.extractRawText({
          buffer: (await unigate.get(`/api/v1/awards/${id}/download-form-award`)).rawPayload,
        })
      ).value;
      expect(text).not.toContain('Số giờ tình nguyện');
      // The student's details and the form's phone row.
      expect(text.split('Số điện thoại')).toHaveLength(3);
      expect(text).toContain('0912 345 678');
    });
  });

  describe('a tenant without editableAcademicResult (hmu)', () => {
    it('shows the academic figures read-only and stores the computed ones, not what the student sent', async () => {
      const hmu = awardClient({
        app,
        cookie: (await signIn({ app, host: 'hmu.localhost' })).cookie,
        host: 'hmu.localhost',
      });
      const study = (await seededCalls({ app, host: 'hmu.localhost' })).of('HB-KKHT');
      const info = await hmu.studentInfo(study.id);
      expect(info.form.isAcademicEditable).toBe(false);
      expect(info.form.uiSchema.gpaPrevYear).toMatchObject({ 'ui:readonly': true });
      expect(info.form.uiSchema.gpa4s).toMatchObject({ 'ui:readonly': true });
      expect(info.academic.gpaPrevYear).not.toBe(9.99);
      const response = await hmu.apply({
        id: study.id,
        data: { ...BANK, gpaPrevYear: 9.99, gpa4s: 3.99 },
        submit: false,
      });
      expect(response.json()).toMatchObject({ code: 1 });
      const stored = response.json().data.data as Record<string, unknown>;
      expect(stored.gpaPrevYear).toBe(info.academic.gpaPrevYear);
      expect(stored.gpa4s).toBe(info.academic.gpa4s);
      // On unigate (editable, the default) the student's own figure stays.
      const own = await unigate.apply({
        id: unigateCall('HB-VK').id,
        data: { ...BANK, gpaPrevYear: 9.99 },
        submit: false,
      });
      expect(own.json().data.data.gpaPrevYear).toBe(9.99);
    });
  });

  describe('module flags (a module that is off answers 404)', () => {
    it('answers 404 on every scholarship and rewards call where those modules are off', async () => {
      const actvn = awardClient({
        app,
        cookie: (await signIn({ app, host: 'actvn.localhost' })).cookie,
        host: 'actvn.localhost',
      });
      const decision = withChecksum({
        rule: 'decisions.save',
        body: { data: { kind: 'reward', title: 'Quyết định khen thưởng', studentIds: [] } },
      });
      for (const [method, url, payload] of [
        ['GET', '/api/v1/awards', undefined],
        ['GET', '/api/v1/awards/1', undefined],
        ['GET', '/api/v1/awards/1/student-info', undefined],
        ['GET', '/api/v1/awards/1/download-form-award', undefined],
        [
          'POST',
          '/api/v1/awards/1/apply',
          withChecksum({ rule: 'awards.apply', body: { data: { ...BANK } }, id: 1 }),
        ],
        ['GET', '/api/v1/staff/awards', undefined],
        ['GET', '/api/v1/rewards', undefined],
        ['GET', '/api/v1/disciplines', undefined],
        ['GET', '/api/v1/decisions', undefined],
        ['POST', '/api/v1/decisions/save', decision],
      ] as const) {
        const response = method === 'GET' ? await actvn.get(url) : await actvn.post(url, payload!);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
      // The same lists where the modules are on.
      for (const url of ['/api/v1/awards', '/api/v1/rewards', '/api/v1/disciplines', '/api/v1/decisions'])
        expect((await unigate.get(url)).statusCode, url).toBe(200);
      // Its staff award categories stay on.
      expect((await actvn.get('/api/v1/staff-award-category')).statusCode).toBe(200);
    });

    it('answers 404 on the category list where staffAwardCategory is off, keeping the calls', async () => {
      const hmu = awardClient({
        app,
        cookie: (await signIn({ app, host: 'hmu.localhost' })).cookie,
        host: 'hmu.localhost',
      });
      expect((await hmu.get('/api/v1/staff-award-category')).statusCode).toBe(404);
      expect((await hmu.get('/api/v1/awards')).statusCode).toBe(200);
      expect((await unigate.get('/api/v1/staff-award-category')).statusCode).toBe(200);
    });
  });
});
