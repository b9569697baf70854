import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withChecksum } from '../../../src/core/checksum';
import { awardApplications, awards } from '../../../src/features/awards/server/tables';
import { publicIdsOf } from '../../../src/server/public-ids';
import { createTestApp } from '../../helpers/test-app';
import { BOUNDARY, multipart, PNG } from '../files/fixtures';
import { awardClient, BANK, HOST, OTHER_STUDENT, prefixOf, seededCalls, signIn } from './awards-test-kit';
import type { ApplyBody, StaffCall } from './awards-test-kit';

type Award = {
  id: number;
  publicId: string;
  code: string;
  name: string;
  nameEn: string;
  category: string;
  isOpen: boolean;
  applicationStatus: string;
};
type AwardList = { data: Award[]; total: number; openCount: number };

const OPEN_VISIBLE = ['HB-KKHT', 'HB-VK', 'HB-TT', 'HB-SB'];
const HIDDEN = ['HB-TV', 'HB-KHOA', 'HB-DS'];
const CLOSED = 'HB-KKHT-TRUOC';

describe('the award calls of a student (SPEC §5, §7)', () => {
  let app: FastifyInstance;
  let me: ReturnType<typeof awardClient>;
  let other: ReturnType<typeof awardClient>;
  let otherCookie: string;
  let call: (prefix: string) => StaffCall;

  beforeAll(async () => {
    app = await createTestApp();
    me = awardClient({ app, cookie: (await signIn({ app })).cookie });
    otherCookie = (await signIn({ app, account: OTHER_STUDENT })).cookie;
    other = awardClient({ app, cookie: otherCookie });
    call = (await seededCalls({ app })).of;
  });
  afterAll(async () => app?.close());

  const list = async (query = '') => {
    const response = await me.get(`/api/v1/awards${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as AwardList;
  };
  const codes = (awards: Award[]) => awards.map((award) => prefixOf(award.code)).sort();

  describe('GET /api/v1/awards', () => {
    it('lists the visible calls; openCount is the number of open visible calls whatever the filters', async () => {
      const all = await list('?status=all');
      expect(codes(all.data)).toEqual([...OPEN_VISIBLE, CLOSED].sort());
      expect(all.total).toBe(5);
      expect(all.openCount).toBe(all.data.filter((award) => award.isOpen).length);
      expect(all.openCount).toBe(4);
      // Open calls first.
      expect(all.data.map((award) => award.isOpen)).toEqual([true, true, true, true, false]);
      expect((await list('?category=hardship')).openCount).toBe(4);
      expect((await list('?status=closed')).openCount).toBe(4);
      expect((await list()).total).toBe(5);
      // English names say the semester in words, never by its code ("…, 20261").
      for (const award of all.data) expect(award.nameEn, award.code).not.toMatch(/\b\d{5}\b/);
      expect(all.data.find((award) => prefixOf(award.code) === 'HB-KKHT')?.nameEn).toMatch(
        /^Study encouragement scholarship, Semester [12], \d{4}–\d{4}$/,
      );
    });

    it('filters by status and category', async () => {
      const open = await list('?status=open');
      expect(codes(open.data)).toEqual([...OPEN_VISIBLE].sort());
      expect(open.data.every((award) => award.isOpen)).toBe(true);
      const closed = await list('?status=closed');
      expect(codes(closed.data)).toEqual([CLOSED]);
      expect(closed.data[0].isOpen).toBe(false);
      expect(codes((await list('?category=hardship')).data)).toEqual(['HB-VK']);
      expect(codes((await list('?category=study&status=open')).data)).toEqual(['HB-KKHT']);
      expect(codes((await list('?category=study&status=all')).data)).toEqual(['HB-KKHT', CLOSED].sort());
      // The only sponsor calls are hidden ones.
      expect(await list('?category=sponsor')).toMatchObject({ data: [], total: 0 });
    });

    it('searches names with or without diacritics, codes and sponsors, never in hidden calls', async () => {
      for (const search of ['vượt khó', 'VUOT KHO', 'vuot kho', 'Thắp sáng', 'thap sang'])
        expect(codes((await list(`?search=${encodeURIComponent(search)}`)).data), search).toEqual(['HB-VK']);
      expect(codes((await list('?search=fpt%20software')).data)).toEqual(['HB-TT']);
      expect(codes((await list('?search=song%20b%C4%83ng')).data)).toEqual(['HB-SB']);
      expect(codes((await list('?search=song%20bang')).data)).toEqual(['HB-SB']);
      expect(codes((await list('?search=khuyen%20khich')).data)).toEqual(['HB-KKHT', CLOSED].sort());
      // HB-DS is sponsored by Samsung, HB-TV is the freshman call: hidden from this student.
      expect((await list('?search=samsung')).total).toBe(0);
      expect((await list('?search=t%C3%A2n%20sinh%20vi%C3%AAn')).total).toBe(0);
    });

    it('filters by staff award category', async () => {
      const categories = (await me.get('/api/v1/staff-award-category')).json().data as {
        id: number;
        code: string;
      }[];
      const idOf = (code: string) => categories.find((category) => category.code === code)!.id;
      expect(codes((await list(`?categoryId=${idOf('HB_KKHT')}`)).data)).toEqual(
        ['HB-KKHT', 'HB-SB', CLOSED].sort(),
      );
      expect(codes((await list(`?categoryId=${idOf('HB_TT')}`)).data)).toEqual(['HB-TT', 'HB-VK']);
      expect((await list(`?categoryId=${idOf('KT_CB')}`)).total).toBe(0);
    });

    it('pages', async () => {
      const all = await list('?pageSize=100');
      const pages = [
        await list('?page=1&pageSize=2'),
        await list('?page=2&pageSize=2'),
        await list('?page=3&pageSize=2'),
      ];
      expect(pages.map((page) => page.data.length)).toEqual([2, 2, 1]);
      expect(pages.every((page) => page.total === 5)).toBe(true);
      expect(pages.flatMap((page) => page.data.map((award) => award.id))).toEqual(
        all.data.map((award) => award.id),
      );
      expect((await list('?page=4&pageSize=2')).data).toEqual([]);
    });

    it.each([
      ['?status=bogus', 'querystring.status'],
      ['?category=lottery', 'querystring.category'],
      ['?pageSize=0', 'querystring.pageSize'],
      ['?pageSize=101', 'querystring.pageSize'],
      ['?page=0', 'querystring.page'],
      ['?categoryId=abc', 'querystring.categoryId'],
    ])('refuses %s with a 400 naming %s', async (query, field) => {
      const response = await me.get(`/api/v1/awards${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe(field);
    });

    it('needs a session', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/v1/awards', headers: { host: HOST } });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('GET /api/v1/awards/{id}', () => {
    it('reads a call by its numeric and by its obfuscated id', async () => {
      const study = call('HB-KKHT');
      const byId = await me.get(`/api/v1/awards/${study.id}`);
      expect(byId.statusCode, byId.body).toBe(200);
      const award = byId.json().data as Award;
      expect(award).toMatchObject({
        id: study.id,
        code: study.code,
        isOpen: true,
        applicationStatus: 'none',
      });
      expect(award.publicId).not.toBe(String(study.id));
      const byPublicId = await me.get(`/api/v1/awards/${award.publicId}`);
      expect(byPublicId.statusCode).toBe(200);
      expect(byPublicId.json().data).toEqual(award);
    });

    it('answers 404 for a missing call and an id that is neither', async () => {
      expect((await me.get('/api/v1/awards/99999999')).statusCode).toBe(404);
      expect((await me.get('/api/v1/awards/notAnId')).statusCode).toBe(404);
      expect((await me.get('/api/v1/awards/99999999/student-info')).statusCode).toBe(404);
    });
  });

  describe('calls SPEC §5 hides from the student answer exactly as missing ones', () => {
    const tenant = () => app.appConfig.byHost.get(HOST)!;

    it.each(HIDDEN)('%s: 404 on reads, -2 on apply, by numeric and obfuscated id', async (prefix) => {
      const hidden = call(prefix);
      for (const id of [String(hidden.id), publicIdsOf(tenant()).encode(hidden.id)]) {
        for (const suffix of ['', '/student-info', '/download-form-award'])
          expect((await me.get(`/api/v1/awards/${id}${suffix}`)).statusCode, `${id}${suffix}`).toBe(404);
        const applied = await me.apply({ id: hidden.id, urlId: id, data: { ...BANK } });
        expect(applied.statusCode).toBe(200);
        expect(applied.json()).toMatchObject({ code: -2, data: null });
      }
      const update = await me.post(
        `/api/v1/awards/${hidden.id}/update-student-info`,
        withChecksum({
          rule: 'awards.updateStudentInfo',
          body: { updates: { phone: '0912345678' } },
          id: hidden.id,
        }),
      );
      expect(update.json()).toMatchObject({ code: -2, data: null });
      // Nothing was stored for the hidden call.
      const rows = await app.db
        .select()
        .from(awardApplications)
        .where(
          and(
            eq(awardApplications.awardId, hidden.id),
            eq(awardApplications.studentId, (await me.studentInfo(call('HB-KKHT').id)).student.id),
          ),
        );
      expect(rows).toEqual([]);
    });

    it('lets a listed student (20230002 in HB-DS) read the named-list call', async () => {
      const named = call('HB-DS');
      const response = await other.get(`/api/v1/awards/${named.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ id: named.id, code: named.code });
      expect((await other.get(`/api/v1/awards/${named.id}/student-info`)).statusCode).toBe(200);
      const listed = (await other.get('/api/v1/awards?status=all')).json() as AwardList;
      expect(listed.data.map((award) => award.id)).toContain(named.id);
    });
  });

  describe('GET /api/v1/awards/{id}/student-info', () => {
    it('hands over the student, the academic figures and the form without hidden fields', async () => {
      const info = await me.studentInfo(call('HB-VK').id);
      expect(info.student).toMatchObject({ studentCode: '20230001' });
      expect(info.student.fullName.length).toBeGreaterThan(0);
      expect(Object.keys(info.academic).sort()).toEqual(['cpa', 'gpa', 'gpa4s', 'gpaB1B2', 'gpaPrevYear']);
      for (const [name, value] of Object.entries(info.academic)) {
        expect(typeof value, name).toBe('number');
        expect(value, name).toBeGreaterThanOrEqual(0);
        expect(value, name).toBeLessThanOrEqual(name === 'gpaPrevYear' ? 10 : name === 'gpa4s' ? 4 : 10);
      }
      const properties = Object.keys(info.form.schema.properties as object);
      // A hardship call: family circumstances, no B1 + B2; the tenant's defaults hide the rest.
      expect(properties).toEqual(
        expect.arrayContaining([
          'phone',
          'bankName',
          'bankAccountNumber',
          'bankAccountHolder',
          'gpaPrevYear',
          'gpa4s',
          'familyCircumstances',
        ]),
      );
      for (const hidden of [
        'cpa',
        'gpa',
        'tpa',
        'ctpa',
        'tpa2s',
        'otherAchievement',
        'reason',
        'familyMembers',
        'familyIncome',
        'gpaB1B2',
      ])
        expect(properties, hidden).not.toContain(hidden);
      expect(info.form.schema.required).toEqual(
        expect.arrayContaining(['bankName', 'bankAccountNumber', 'bankAccountHolder']),
      );
      expect(info.form.isAcademicEditable).toBe(true);
      expect(info.application).toBeNull();
    });

    it('asks B1 + B2 in an internship call, not family circumstances', async () => {
      const properties = Object.keys(
        (await me.studentInfo(call('HB-TT').id)).form.schema.properties as object,
      );
      expect(properties).toContain('gpaB1B2');
      expect(properties).not.toContain('familyCircumstances');
    });
  });

  describe('POST /api/v1/awards/{id}/apply', () => {
    it.each([
      ['an empty bank name', { ...BANK, bankName: '' }],
      ['a blank bank name', { ...BANK, bankName: '   ' }],
      [
        'no bank name',
        { bankAccountNumber: BANK.bankAccountNumber, bankAccountHolder: BANK.bankAccountHolder },
      ],
    ])('refuses to submit %s with 400 naming data.bankName and the form message', async (_name, data) => {
      const response = await me.apply({ id: call('HB-KKHT').id, data: { ...data, commitment: true } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        field: 'data.bankName',
        reason: 'Vui lòng nhập tên ngân hàng, chi nhánh',
      });
    });

    it('answers the message in English when asked', async () => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1/awards/${call('HB-KKHT').id}/apply`,
        headers: { host: HOST, cookie: (await signIn({ app })).cookie, 'accept-language': 'en' },
        payload: withChecksum({
          rule: 'awards.apply',
          body: { data: { ...BANK, bankName: '', commitment: true } },
          id: call('HB-KKHT').id,
        }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        field: 'data.bankName',
        reason: 'Please enter the bank name and branch',
      });
    });

    it.each([
      ['an unknown field', 'data.secretNote', { ...BANK, secretNote: 'x' }],
      ['a field the tenant hides (cpa)', 'data.cpa', { ...BANK, cpa: 3.9 }],
      [
        'family circumstances in a study call',
        'data.familyCircumstances',
        { ...BANK, familyCircumstances: 'Khó khăn' },
      ],
      ['a bad account number', 'data.bankAccountNumber', { ...BANK, bankAccountNumber: '12ab' }],
      ['a bad phone', 'data.phone', { ...BANK, phone: 'gọi tôi' }],
    ])('refuses %s with 400 naming %s', async (_name, field, data) => {
      const response = await me.apply({ id: call('HB-KKHT').id, data, submit: false });
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe(field);
    });

    it('refuses a wrong checksum with code -1 and stores nothing', async () => {
      const dual = call('HB-SB');
      const signedForAnotherCall = withChecksum({
        rule: 'awards.apply',
        body: { data: { ...BANK }, submit: false },
        id: call('HB-VK').id,
      });
      for (const checkSum of ['0'.repeat(64), signedForAnotherCall.checkSum]) {
        const response = await me.apply({ id: dual.id, data: { ...BANK }, submit: false, checkSum });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ code: -1, data: null });
      }
      // Signed over other data than sent.
      const tampered = withChecksum({
        rule: 'awards.apply',
        body: { data: { ...BANK }, submit: false },
        id: dual.id,
      });
      const response = await me.post(`/api/v1/awards/${dual.id}/apply`, {
        ...tampered,
        data: { ...BANK, bankAccountHolder: 'KE GIAN' },
      });
      expect(response.json()).toMatchObject({ code: -1, data: null });
      expect((await me.studentInfo(dual.id)).application).toBeNull();
      expect((await me.get(`/api/v1/awards/${dual.id}/download-form-award`)).statusCode).toBe(404);
    });

    it('saves a draft, keeps it against a stale save, then submits it once', async () => {
      const hardship = call('HB-VK');
      const first = await me.apply({
        id: hardship.id,
        urlId: (await me.get(`/api/v1/awards/${hardship.id}`)).json().data.publicId,
        data: { ...BANK, familyCircumstances: 'Bố mẹ làm nông, thu nhập thấp' },
        submit: false,
      });
      expect(first.statusCode, first.body).toBe(200);
      const saved = first.json() as ApplyBody;
      expect(saved).toMatchObject({
        code: 1,
        data: { status: 'draft', submittedAt: null, studentCode: '20230001' },
      });
      expect(saved.data!.data).toMatchObject({
        bankName: BANK.bankName,
        familyCircumstances: 'Bố mẹ làm nông, thu nhập thấp',
      });

      const info = await me.studentInfo(hardship.id);
      expect(info.application).toMatchObject({
        id: saved.data!.id,
        status: 'draft',
        lastUpdate: saved.data!.lastUpdate,
      });
      expect(info.application!.data).toMatchObject({
        bankName: BANK.bankName,
        familyCircumstances: 'Bố mẹ làm nông, thu nhập thấp',
      });
      // The computed figures fill the form's figures the student left empty.
      expect(info.application!.data).toMatchObject({
        gpaPrevYear: info.academic.gpaPrevYear,
        gpa4s: info.academic.gpa4s,
      });
      expect((await me.get(`/api/v1/awards/${hardship.id}`)).json().data.applicationStatus).toBe('draft');

      // A second tab saves without the lastUpdate it read: the stored application comes back unchanged.
      const stale = await me.apply({
        id: hardship.id,
        data: { ...BANK, bankName: 'BIDV – CN Bách Khoa' },
        submit: false,
      });
      expect(stale.json()).toMatchObject({ code: 0, data: { id: saved.data!.id, status: 'draft' } });
      expect((stale.json() as ApplyBody).data!.data.bankName).toBe(BANK.bankName);
      // The stored application comes back whole: the student's printed details, never blanks.
      const printed = saved.data as unknown as {
        studentCode: string;
        studentName: string;
        className: string;
      };
      expect(printed.studentName).not.toBe('');
      expect(printed.className).not.toBe('');
      expect(stale.json()).toMatchObject({
        data: {
          studentCode: printed.studentCode,
          studentName: printed.studentName,
          className: printed.className,
        },
      });
      const staleOld = await me.apply({
        id: hardship.id,
        data: { ...BANK, bankName: 'BIDV – CN Bách Khoa', lastUpdate: '2020-01-01T00:00:00.000Z' },
        submit: false,
      });
      expect(staleOld.json().code).toBe(0);
      expect((await me.studentInfo(hardship.id)).application!.data.bankName).toBe(BANK.bankName);

      // With the lastUpdate it read, the save goes through; the student's own figure is kept (editable academic result).
      const second = await me.apply({
        id: hardship.id,
        data: {
          ...BANK,
          bankAccountHolder: 'VUONG TUAN LONG',
          gpaPrevYear: 9.1,
          lastUpdate: saved.data!.lastUpdate,
        },
        submit: false,
      });
      expect(second.json()).toMatchObject({ code: 1, data: { status: 'draft' } });
      const secondData = (second.json() as ApplyBody).data!;
      expect(secondData.data.gpaPrevYear).toBe(9.1);
      expect(new Date(secondData.lastUpdate).getTime()).toBeGreaterThan(
        new Date(saved.data!.lastUpdate).getTime(),
      );

      // `submit` left out submits.
      const submitted = await me.apply({
        id: hardship.id,
        data: { ...BANK, commitment: true, lastUpdate: secondData.lastUpdate },
      });
      expect(submitted.json()).toMatchObject({ code: 1, data: { status: 'submitted' } });
      expect((submitted.json() as ApplyBody).data!.submittedAt).not.toBeNull();
      expect((await me.get(`/api/v1/awards/${hardship.id}`)).json().data.applicationStatus).toBe('submitted');
      expect((await list('?category=hardship')).data[0].applicationStatus).toBe('submitted');

      // Submitted is final for the student.
      const again = await me.apply({
        id: hardship.id,
        data: { ...BANK, commitment: true, lastUpdate: (submitted.json() as ApplyBody).data!.lastUpdate },
        submit: true,
      });
      expect(again.json()).toMatchObject({
        code: -3,
        data: { status: 'submitted', studentCode: '20230001', studentName: printed.studentName },
      });
      const draftAgain = await me.apply({
        id: hardship.id,
        data: { ...BANK, lastUpdate: (submitted.json() as ApplyBody).data!.lastUpdate },
        submit: false,
      });
      expect(draftAgain.json().code).toBe(-3);
      expect((await me.studentInfo(hardship.id)).application).toMatchObject({ status: 'submitted' });
    });

    it('refuses a closed call with -4', async () => {
      const closed = call('HB-KKHT-TRUOC');
      expect((await me.get(`/api/v1/awards/${closed.id}`)).json().data.isOpen).toBe(false);
      const response = await me.apply({ id: closed.id, data: { ...BANK }, submit: false });
      expect(response.json()).toMatchObject({ code: -4, data: null });
      expect((await me.studentInfo(closed.id)).application).toBeNull();
    });

    it("refuses evidence files that are another student's uploads, accepts the student's own", async () => {
      const upload = async (cookie: string) => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/v1/files?kind=evidence',
          headers: { host: HOST, cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
          payload: multipart({ filename: 'giấy-khen.png', content: PNG }),
        });
        expect(response.statusCode, response.body).toBe(200);
        return response.json().data as { id: number; url: string; name: string; size: number; type: string };
      };
      const achievement = (file: object) => ({
        title: 'Giải Nhì Olympic Vật lý',
        level: 'university',
        year: 2025,
        evidence: [file],
      });
      const dual = call('HB-SB');
      const foreign = await upload(otherCookie);
      const refused = await me.apply({
        id: dual.id,
        data: { ...BANK, achievements: [achievement(foreign)] },
        submit: false,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().field).toBe('data.achievements');
      expect((await me.studentInfo(dual.id)).application).toBeNull();

      const own = await upload((await signIn({ app })).cookie);
      const accepted = await me.apply({
        id: dual.id,
        data: { ...BANK, achievements: [achievement(own)] },
        submit: false,
      });
      expect(accepted.json()).toMatchObject({ code: 1, data: { status: 'draft' } });
      expect((accepted.json() as ApplyBody).data!.data.achievements).toEqual([achievement(own)]);
    });

    it('makes one application of 20 concurrent first saves', async () => {
      const internship = call('HB-TT');
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          me.apply({
            id: internship.id,
            data: { ...BANK, bankAccountNumber: `00110044556${String(index).padStart(2, '0')}` },
            submit: false,
          }),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
      const bodies = responses.map((response) => response.json() as ApplyBody);
      expect(bodies.filter((body) => body.code === 1)).toHaveLength(1);
      expect(bodies.filter((body) => body.code === 0)).toHaveLength(19);
      const ids = new Set(bodies.map((body) => body.data!.id));
      expect(ids.size).toBe(1);
      const studentId = (await me.studentInfo(internship.id)).student.id;
      const rows = await app.db
        .select({ id: awardApplications.id })
        .from(awardApplications)
        .where(and(eq(awardApplications.awardId, internship.id), eq(awardApplications.studentId, studentId)));
      expect(rows.map((row) => Number(row.id))).toEqual([...ids]);
    });
  });

  describe('GET /api/v1/awards/{id}/download-form-award', () => {
    it('answers 404 before the first save', async () => {
      expect((await me.get(`/api/v1/awards/${call('HB-KKHT').id}/download-form-award`)).statusCode).toBe(404);
    });

    it("hands the student's own application over as a DOCX with Vietnamese intact", async () => {
      const hardship = call('HB-VK');
      const info = await me.studentInfo(hardship.id);
      expect(info.application).not.toBeNull();
      const response = await me.get(`/api/v1/awards/${hardship.id}/download-form-award`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      );
      expect(String(response.headers['content-disposition'])).toMatch(/^attachment; filename="[^"]+\.docx"$/);
      const buffer = response.rawPayload;
      expect(buffer.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
      const text = (await mammoth.extractRawText({ buffer })).value;
      expect(text).toContain(info.student.fullName);
      expect(text).toContain('20230001');
      expect(text).toContain(BANK.bankName);
      expect(text).toContain('Học bổng vượt khó');
    });

    it("never shows another student's application", async () => {
      const hardship = call('HB-VK');
      expect((await me.studentInfo(hardship.id)).application).not.toBeNull();
      const theirs = await other.studentInfo(hardship.id);
      expect(theirs.student.studentCode).toBe(OTHER_STUDENT);
      expect(theirs.application).toBeNull();
      expect((await other.get(`/api/v1/awards/${hardship.id}`)).json().data.applicationStatus).toBe('none');
      expect((await other.get(`/api/v1/awards/${hardship.id}/download-form-award`)).statusCode).toBe(404);
    });
  });

  describe('POST /api/v1/awards/{id}/update-student-info', () => {
    const update = (
      id: number,
      updates: Record<string, unknown>,
      urlId: number | string = id,
      checkSum?: string,
    ) => {
      const signed = withChecksum({ rule: 'awards.updateStudentInfo', body: { updates }, id });
      return me.post(
        `/api/v1/awards/${urlId}/update-student-info`,
        checkSum ? { ...signed, checkSum } : signed,
      );
    };

    it('updates the phone shown on the form (signed with the numeric call id)', async () => {
      const study = call('HB-KKHT');
      const publicId = (await me.get(`/api/v1/awards/${study.id}`)).json().data.publicId as string;
      const response = await update(study.id, { phone: '0987 654 321' }, publicId);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ code: 1, data: { phone: '0987 654 321' } });
      expect((await me.studentInfo(study.id)).student.phone).toBe('0987 654 321');
    });

    it('refuses a bad phone with 400 and a wrong checksum with -1', async () => {
      const study = call('HB-KKHT');
      const bad = await update(study.id, { phone: '12345' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().field).toBe('body.updates.phone');
      const forged = await update(study.id, { phone: '0911 111 111' }, study.id, 'f'.repeat(64));
      expect(forged.json()).toMatchObject({ code: -1, data: null });
      // Signed for another call.
      const signedElsewhere = withChecksum({
        rule: 'awards.updateStudentInfo',
        body: { updates: { phone: '0911 111 111' } },
        id: call('HB-VK').id,
      });
      const elsewhere = await me.post(`/api/v1/awards/${study.id}/update-student-info`, signedElsewhere);
      expect(elsewhere.json().code).toBe(-1);
      expect((await me.studentInfo(study.id)).student.phone).toBe('0987 654 321');
    });

    // BUG (src/features/awards/server/routes.ts update-student-info + update-contact.ts): `updates.email`
    // rewrites students.email, the school e-mail that SPEC §5 matches against a call's named list
    // (award-visibility.ts). A student who sets it to a listed e-mail sees, and may apply to, a call
    // naming someone else. (people/student-update-routes.ts lets a student change only phone and
    // relatedEmail.)
    it("never lets a student into a named-list call by taking a listed student's e-mail", async () => {
      const theirEmail = (await other.studentInfo(call('HB-KKHT').id)).student.email;
      expect(theirEmail).toMatch(/@/);
      const [named] = await app.db
        .insert(awards)
        .values({
          rootId: app.appConfig.byHost.get(HOST)!.rootId,
          code: 'HB-EMAIL-LIST',
          name: 'Học bổng đề cử theo e-mail',
          category: 'sponsor',
          studentIds: [theirEmail],
          startDate: new Date(Date.now() - 86_400_000),
          endDate: new Date(Date.now() + 30 * 86_400_000),
        })
        .returning({ id: awards.id });
      const namedId = Number(named.id);
      expect((await other.get(`/api/v1/awards/${namedId}`)).statusCode).toBe(200);
      expect((await me.get(`/api/v1/awards/${namedId}`)).statusCode).toBe(404);

      for (const field of ['email', 'relatedEmail'])
        expect((await update(call('HB-KKHT').id, { [field]: theirEmail })).statusCode, field).toBe(400);
      expect((await me.get(`/api/v1/awards/${namedId}`)).statusCode, 'the call stays hidden').toBe(404);
    });
  });

  it('lists the staff award categories (SPEC §6)', async () => {
    const response = await me.get('/api/v1/staff-award-category');
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      data: { code: string; name: string; subject: string }[];
      total: number;
    };
    expect(body.total).toBe(body.data.length);
    expect(body.data.map((category) => category.code)).toEqual(['HB_KKHT', 'HB_TT', 'KT_SV', 'KT_CB']);
    expect(body.data.find((category) => category.code === 'KT_CB')).toMatchObject({
      subject: 'staff',
      name: 'Khen thưởng cán bộ',
    });
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/staff-award-category', headers: { host: HOST } }))
        .statusCode,
    ).toBe(401);
  });
});
