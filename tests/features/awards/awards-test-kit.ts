import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { withChecksum } from '../../../src/core/checksum';
import { login } from '../../helpers/test-app';

export const HOST = 'unigate.localhost';
export const STAFF = 'CTSV0001';
export const TEACHER = 'GV0001';
export const OTHER_STUDENT = '20230002';

/** Valid bank details of the scholarship form (the bank name with diacritics). */
export const BANK = {
  bankName: 'Ngân hàng TMCP Ngoại thương Việt Nam – CN Hà Nội',
  bankAccountNumber: '0011004455667',
  bankAccountHolder: 'VUONG TUAN LONG',
} as const;

/** What an apply answers (SPEC §8 generic codes). */
export type ApplyBody = {
  code: number;
  message?: string;
  data: null | {
    id: number;
    awardId: number;
    studentId: number;
    studentCode: string;
    status: string;
    data: Record<string, unknown> & { lastUpdate: string };
    academic: Record<string, number>;
    reviewNote: string;
    submittedAt: string | null;
    lastUpdate: string;
  };
};

/** One row of GET /api/v1/staff/awards. */
export type StaffCall = {
  id: number;
  code: string;
  counts: { submitted: number; reviewing: number; approved: number; rejected: number };
};

/** The seeded call codes without their semester suffix: 'HB-KKHT-20261' → 'HB-KKHT'. */
export const prefixOf = (code: string) => code.replace(/-\d+$/, '');

/** Signs in and fails the test when sign-in does not work. */
export const signIn = async ({
  app,
  account,
  host = HOST,
}: {
  app: FastifyInstance;
  account?: string;
  host?: string;
}) => {
  const session = await login({ app, host, account });
  expect(session.cookie, `sign-in of ${account ?? 'the demo student'}`).not.toBe('');
  return session;
};

/** Calls of the award area as one signed-in user. */
export const awardClient = ({
  app,
  cookie,
  host = HOST,
}: {
  app: FastifyInstance;
  cookie: string;
  host?: string;
}) => {
  const headers = { host, cookie };
  const get = (url: string) => app.inject({ method: 'GET', url, headers });
  return {
    get,
    post: (url: string, payload: object) => app.inject({ method: 'POST', url, headers, payload }),
    /** POST /api/v1/awards/{urlId}/apply signed for the numeric call id. */
    apply: ({
      id,
      data,
      submit,
      urlId = id,
      checkSum,
    }: {
      id: number;
      data: Record<string, unknown>;
      submit?: boolean;
      urlId?: number | string;
      checkSum?: string;
    }) => {
      const body = submit === undefined ? { data } : { data, submit };
      const signed = withChecksum({ rule: 'awards.apply', body, id });
      return app.inject({
        method: 'POST',
        url: `/api/v1/awards/${urlId}/apply`,
        headers,
        payload: checkSum === undefined ? signed : { ...signed, checkSum },
      });
    },
    studentInfo: async (id: number | string) => {
      const response = await get(`/api/v1/awards/${id}/student-info`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as {
        student: { id: number; studentCode: string; fullName: string; phone: string; email: string };
        academic: Record<string, number>;
        form: {
          schema: Record<string, unknown>;
          uiSchema: Record<string, unknown>;
          isAcademicEditable: boolean;
        };
        application: ApplyBody['data'];
      };
    },
  };
};

/** The tenant's calls as staff see them, by code prefix ('HB-DS', 'HB-KKHT-TRUOC', …). */
export const seededCalls = async ({ app, host = HOST }: { app: FastifyInstance; host?: string }) => {
  const { cookie } = await signIn({ app, account: STAFF, host });
  const response = await app.inject({
    method: 'GET',
    url: '/api/v1/staff/awards',
    headers: { host, cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  const calls = response.json().data as StaffCall[];
  const byPrefix = new Map(calls.map((call) => [prefixOf(call.code), call]));
  const of = (prefix: string) => {
    const call = byPrefix.get(prefix);
    if (!call) throw new Error(`no seeded call ${prefix}`);
    return call;
  };
  return { calls, of };
};
