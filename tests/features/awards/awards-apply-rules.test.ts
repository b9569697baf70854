import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withChecksum } from '../../../src/core/checksum';
import { createTestApp } from '../../helpers/test-app';
import { awardClient, BANK, HOST, seededCalls, signIn } from './awards-test-kit';
import type { ApplyBody, StaffCall } from './awards-test-kit';

const DECLARATION_VI = 'Vui lòng đánh dấu cam đoan trước khi nộp hồ sơ';
const DECLARATION_EN = 'Please tick the declaration before submitting';

/**
 * The two rules of POST /api/v1/awards/{id}/apply that tell a draft from a submission: the
 * declaration must be ticked to submit (submitting is final), and a draft keeps whatever is
 * filled in (required fields are required on submit only; what is filled is still checked).
 */
describe('apply: the declaration on submit, partial drafts', () => {
  let app: FastifyInstance;
  let me: ReturnType<typeof awardClient>;
  let call: (prefix: string) => StaffCall;

  beforeAll(async () => {
    app = await createTestApp();
    me = awardClient({ app, cookie: (await signIn({ app })).cookie });
    call = (await seededCalls({ app })).of;
  });
  afterAll(async () => app?.close());

  describe('submitting', () => {
    it.each([
      ['without the declaration', { ...BANK }],
      ['with the declaration unticked', { ...BANK, commitment: false }],
    ])('refuses a submission %s with 400 naming data.commitment, storing nothing', async (_name, data) => {
      const id = call('HB-KKHT').id;
      for (const submit of [true, undefined]) {
        const response = await me.apply({ id, data, submit });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({ field: 'data.commitment', reason: DECLARATION_VI });
      }
      expect((await me.studentInfo(id)).application).toBeNull();
    });

    it('words the refusal in English when asked', async () => {
      const id = call('HB-KKHT').id;
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1/awards/${id}/apply`,
        headers: { host: HOST, cookie: (await signIn({ app })).cookie, 'accept-language': 'en' },
        payload: withChecksum({ rule: 'awards.apply', body: { data: { ...BANK } }, id }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'data.commitment', reason: DECLARATION_EN });
    });

    it('submits once the declaration is ticked', async () => {
      const id = call('HB-SB').id;
      const response = await me.apply({ id, data: { ...BANK, commitment: true } });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as ApplyBody;
      expect(body.code).toBe(1);
      expect(body.data?.status).toBe('submitted');
      expect(body.data?.data.commitment).toBe(true);
    });
  });

  describe('saving a draft', () => {
    it('saves a draft without the required fields and hands it back as saved', async () => {
      const id = call('HB-VK').id;
      const response = await me.apply({
        id,
        data: {
          phone: '0912345678',
          bankName: '',
          familyCircumstances: 'Bố mẹ làm nông, em còn hai em đang đi học.',
          achievements: [{ title: 'Giải Ba Olympic Toán' }],
        },
        submit: false,
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as ApplyBody;
      expect(body.code).toBe(1);
      expect(body.data?.status).toBe('draft');

      const { application } = await me.studentInfo(id);
      expect(application?.status).toBe('draft');
      expect(application?.submittedAt).toBeNull();
      expect(application?.data).toMatchObject({
        phone: '0912345678',
        familyCircumstances: 'Bố mẹ làm nông, em còn hai em đang đi học.',
        achievements: [{ title: 'Giải Ba Olympic Toán' }],
      });
      // An emptied field is not filled in: nothing is kept for it.
      expect(application?.data).not.toHaveProperty('bankName');
      expect(application?.data).not.toHaveProperty('bankAccountNumber');

      // The saved draft goes on: unticked declaration, then the rest filled in later.
      const later = await me.apply({
        id,
        data: { ...application!.data, bankName: BANK.bankName, commitment: false },
        submit: false,
      });
      expect(later.json().code, later.body).toBe(1);
      const stored = (await me.studentInfo(id)).application;
      expect(stored?.data).toMatchObject({ bankName: BANK.bankName, commitment: false });

      // Submitting it still needs every required field.
      const submitted = await me.apply({
        id,
        data: { ...stored!.data, commitment: true },
      });
      expect(submitted.statusCode).toBe(400);
      expect(submitted.json().field).toMatch(
        /^data\.(bankAccountNumber|bankAccountHolder|achievements\.0\.)/,
      );
      expect((await me.studentInfo(id)).application?.status).toBe('draft');
    });

    it.each([
      ['a bad account number', 'data.bankAccountNumber', { bankAccountNumber: '12ab' }],
      ['a blank bank name', 'data.bankName', { bankName: '   ' }],
      ['a bad phone', 'data.phone', { phone: 'gọi tôi' }],
      ['an unknown field', 'data.secretNote', { secretNote: 'x' }],
      ['a bad achievement year', 'data.achievements.0.year', { achievements: [{ year: 1200 }] }],
    ])('still refuses %s in a draft with 400 naming %s', async (_name, field, data) => {
      const response = await me.apply({ id: call('HB-TT').id, data, submit: false });
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe(field);
    });
  });
});
