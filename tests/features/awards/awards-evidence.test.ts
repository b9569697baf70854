import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../helpers/test-app';
import { BOUNDARY, multipart, PNG } from '../files/fixtures';
import {
  awardClient,
  BANK,
  HOST,
  OTHER_STUDENT,
  seededCalls,
  signIn,
  STAFF,
  TEACHER,
} from './awards-test-kit';
import type { ApplyBody, StaffCall } from './awards-test-kit';

type UploadedFile = { id: number; url: string; name: string; size: number; type: string };

const FORGED = {
  url: 'https://evil.example/hust-login',
  name: 'Giấy khen cấp trường.pdf',
  size: 1,
  type: 'application/pdf',
};

describe('evidence files of scholarship applications', () => {
  let app: FastifyInstance;
  let myCookie: string;
  let me: ReturnType<typeof awardClient>;
  let call: (prefix: string) => StaffCall;

  const upload = async ({ cookie, filename }: { cookie: string; filename: string }) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/files?kind=evidence',
      headers: { host: HOST, cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart({ filename, content: PNG }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as UploadedFile;
  };
  const achievement = (evidence: object[]) => ({
    title: 'Giải nhất',
    level: 'university',
    year: 2025,
    evidence,
  });
  const download = async ({ id, cookie, host = HOST }: { id: number; cookie: string; host?: string }) =>
    (await app.inject({ method: 'GET', url: `/api/v1/files/${id}`, headers: { host, cookie } })).statusCode;
  const staffApplications = async (callId: number) => {
    const staff = awardClient({ app, cookie: (await signIn({ app, account: STAFF })).cookie });
    const response = await staff.get(`/api/v1/staff/awards/${callId}/applications`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as NonNullable<ApplyBody['data']>[];
  };

  beforeAll(async () => {
    app = await createTestApp();
    myCookie = (await signIn({ app })).cookie;
    me = awardClient({ app, cookie: myCookie });
    call = (await seededCalls({ app })).of;
  });
  afterAll(async () => app?.close());

  it('stores what the database says about an evidence file, never the url and name the client sent', async () => {
    const real = await upload({ cookie: myCookie, filename: 'anh-giay-khen.png' });
    const study = call('HB-KKHT');
    const draft = await me.apply({
      id: study.id,
      data: { ...BANK, achievements: [achievement([{ ...FORGED, id: real.id }])] },
      submit: false,
    });
    expect(draft.json()).toMatchObject({ code: 1, data: { status: 'draft' } });
    const stored = {
      id: real.id,
      url: `/api/v1/files/${real.id}`,
      name: real.name,
      size: real.size,
      type: real.type,
    };
    expect(stored).toMatchObject({ name: 'anh-giay-khen.png', type: 'image/png' });
    expect((draft.json() as ApplyBody).data!.data.achievements).toEqual([achievement([stored])]);

    const submitted = await me.apply({
      id: study.id,
      data: {
        ...BANK,
        commitment: true,
        achievements: [achievement([{ ...FORGED, id: real.id }])],
        lastUpdate: (draft.json() as ApplyBody).data!.lastUpdate,
      },
      submit: true,
    });
    expect(submitted.json()).toMatchObject({ code: 1, data: { status: 'submitted' } });
    expect((submitted.json() as ApplyBody).data!.data.achievements).toEqual([achievement([stored])]);

    const applications = await staffApplications(study.id);
    const mine = applications.find(
      (application) => application.id === (submitted.json() as ApplyBody).data!.id,
    );
    expect(mine?.data.achievements).toEqual([achievement([stored])]);
    expect(JSON.stringify(applications)).not.toContain('evil.example');
    expect(JSON.stringify(applications)).not.toContain(FORGED.name);
  });

  it('lets staff of the tenant download the evidence of a submitted application, nothing else', async () => {
    const evidence = await upload({ cookie: myCookie, filename: 'minh-chung.png' });
    const unreferenced = await upload({ cookie: myCookie, filename: 'khong-dung.png' });
    const otherCookie = (await signIn({ app, account: OTHER_STUDENT })).cookie;
    const inDraft = await upload({ cookie: otherCookie, filename: 'nhap.png' });
    const staffCookie = (await signIn({ app, account: STAFF })).cookie;

    // The other student's evidence sits in a draft only: staff cannot read it yet.
    const other = awardClient({ app, cookie: otherCookie });
    const study = call('HB-KKHT').id;
    const seeded = (await other.studentInfo(study)).application;
    const draft = await other.apply({
      id: study,
      data: {
        ...BANK,
        achievements: [achievement([{ ...inDraft }])],
        ...(seeded ? { lastUpdate: seeded.lastUpdate } : {}),
      },
      submit: false,
    });
    expect(draft.json()).toMatchObject({ code: 1, data: { status: 'draft' } });
    expect(await download({ id: inDraft.id, cookie: staffCookie })).toBe(404);

    const hardship = call('HB-VK');
    const submitted = await me.apply({
      id: hardship.id,
      data: { ...BANK, commitment: true, achievements: [achievement([{ ...evidence }])] },
      submit: true,
    });
    expect(submitted.json()).toMatchObject({ code: 1, data: { status: 'submitted' } });

    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/files/${evidence.id}`,
      headers: { host: HOST, cookie: staffCookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.rawPayload.equals(PNG)).toBe(true);
    // Not referenced by any application: still the student's alone.
    expect(await download({ id: unreferenced.id, cookie: staffCookie })).toBe(404);
    expect(await download({ id: unreferenced.id, cookie: myCookie })).toBe(200);
    // Students read only their own files; teachers get nothing new.
    expect(await download({ id: evidence.id, cookie: otherCookie })).toBe(404);
    const teacherCookie = (await signIn({ app, account: TEACHER })).cookie;
    expect(await download({ id: evidence.id, cookie: teacherCookie })).toBe(404);
    // Another tenant's staff.
    const hustStaff = (await signIn({ app, account: STAFF, host: 'hust.localhost' })).cookie;
    expect(await download({ id: evidence.id, cookie: hustStaff, host: 'hust.localhost' })).toBe(404);
  });
});
