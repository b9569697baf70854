import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { and, eq, ne, sql } from 'drizzle-orm';
import { withChecksum } from '../../../src/core/checksum';
import { createTestApp, login } from '../../helpers/test-app';
import { relatives } from '../../../src/features/relatives/server/tables';
import { MAX_RELATIVES } from '../../../src/features/relatives/server/relative-service';

const HOST = 'unigate.localhost';
const RULE = 'relatives.save';

type Relative = {
  id: number;
  fullName: string;
  relationship: string;
  relationshipName: string;
  relationshipNameEn: string;
  birthYear: number;
  address: { provinceCode: string; wardCode: string; street: string; text: string };
  legacyAddress: unknown;
  lastUpdate: string;
  [extra: string]: unknown;
};
type Result = { code: number; message?: string; data?: Relative };

const sibling = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Nguyễn Minh Khang',
  relationship: 'youngerSibling',
  birthYear: 2010,
  phone: '0912 345 678',
  occupation: 'Học sinh',
  address: { provinceCode: '01', wardCode: '00097', street: '12 Phố Hồng Hà', text: 'ignored' },
  ...overrides,
});

describe('relatives of the signed-in student', () => {
  let app: FastifyInstance;
  let cookie: string;
  let studentId: number;
  const headers = (extra: Record<string, string> = {}) => ({ host: HOST, cookie, ...extra });
  const save = async (data: Record<string, unknown>, extra: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/relatives/save',
      headers: headers(extra),
      payload: withChecksum({ rule: RULE, body: { data } }),
    });
  const remove = async (id: number, lastUpdate: string) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/relatives/delete/${id}`,
      headers: headers(),
      payload: withChecksum({ rule: RULE, body: { data: { id, lastUpdate } } }),
    });
  const list = async () =>
    (await app.inject({ method: 'GET', url: '/api/v1/relatives', headers: headers() })).json() as {
      data: Relative[];
      total: number;
    };

  beforeAll(async () => {
    app = await createTestApp();
    const session = await login({ app, host: HOST });
    cookie = session.cookie;
    studentId = session.body.data.studentId;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('needs a session of the same tenant', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/relatives', headers: { host: HOST } })).statusCode,
    ).toBe(401);
    const hust = await login({ app, host: 'hust.localhost' });
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/v1/relatives',
          headers: { host: 'hmu.localhost', cookie: hust.cookie },
        })
      ).statusCode,
    ).toBe(401);
  });

  it("lists only the student's own relatives", async () => {
    const { data, total } = await list();
    const own = await app.db
      .select({ id: relatives.id })
      .from(relatives)
      .where(eq(relatives.studentId, studentId));
    expect(total).toBe(own.length);
    expect(data.map((row) => row.id).sort()).toEqual(own.map((row) => row.id).sort());
    expect(data.map((row) => row.relationship)).toEqual(expect.arrayContaining(['father', 'mother']));
    expect(data.find((row) => row.relationship === 'mother')).toMatchObject({
      relationshipName: 'Mẹ',
      relationshipNameEn: 'Mother',
    });
    const one = await app.inject({
      method: 'GET',
      url: `/api/v1/relatives/${data[0].id}`,
      headers: headers(),
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual(data[0]);
  });

  it('creates a relative, composing the address text from the GSO units', async () => {
    const response = await save(
      sibling({
        legacyAddress: { provinceCode: '01', districtCode: '001', wardCode: '00001', street: 'Số 5' },
      }),
    );
    expect(response.statusCode).toBe(200);
    const { code, data } = response.json() as Result;
    expect(code).toBe(1);
    expect(data).toMatchObject({
      fullName: 'Nguyễn Minh Khang',
      relationshipName: 'Em',
      phone: '0912345678',
      birthYear: 2010,
    });
    expect(data!.address).toEqual({
      provinceCode: '01',
      wardCode: '00097',
      street: '12 Phố Hồng Hà',
      text: '12 Phố Hồng Hà, Phường Hồng Hà, Thành phố Hà Nội',
    });
    expect(data!.legacyAddress).toEqual({
      provinceCode: '01',
      districtCode: '001',
      wardCode: '00001',
      street: 'Số 5',
      text: 'Số 5, Phường Phúc Xá, Quận Ba Đình, Thành phố Hà Nội',
    });
    expect((await list()).data.map((row) => row.id)).toContain(data!.id);
  });

  it('refuses a checksum mismatch without saving', async () => {
    const before = (await list()).total;
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/relatives/save',
      headers: headers(),
      payload: { data: sibling(), checkSum: 'deadbeef' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: -1 });
    expect(response.json().message).toContain('mã kiểm tra');
    const tampered = withChecksum({ rule: RULE, body: { data: sibling() } });
    const changed = await app.inject({
      method: 'POST',
      url: '/api/v1/relatives/save',
      headers: headers(),
      payload: { ...tampered, data: sibling({ fullName: 'Người Khác' }) },
    });
    expect(changed.json()).toMatchObject({ code: -1 });
    expect((await list()).total).toBe(before);
  });

  it('refuses bad input with 400 naming the field, with the form’s own message', async () => {
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ ...sibling(), fullName: undefined }, 'data.fullName', 'Vui lòng nhập họ và tên'],
      [
        sibling({ fullName: 'Nguyễn 123' }),
        'data.fullName',
        'Họ và tên không được chứa chữ số hoặc ký tự đặc biệt',
      ],
      [sibling({ phone: '12345' }), 'data.phone'],
      [sibling({ relationship: 'cousin' }), 'data.relationship'],
      [sibling({ birthYear: 2999 }), 'data.birthYear'],
      [sibling({ address: { provinceCode: '01' } }), 'data.address.wardCode', 'Vui lòng chọn phường/xã'],
      [
        sibling({ address: { provinceCode: '79', wardCode: '00097' } }),
        'data.address.wardCode',
        'Phường Hồng Hà không thuộc Thành phố Hồ Chí Minh',
      ],
      [sibling({ address: { provinceCode: '02', wardCode: '00097' } }), 'data.address.provinceCode'],
      [
        sibling({ legacyAddress: { provinceCode: '79', districtCode: '001', wardCode: '00001' } }),
        'data.legacyAddress.districtCode',
      ],
      [sibling({ workplace: 'Công ty A' }), 'data.workplace'],
    ];
    for (const [data, field, reason] of cases) {
      const response = await save(data);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().field).toBe(field);
      if (reason) expect(response.json().reason).toBe(reason);
    }
    const english = await save(sibling({ address: { provinceCode: '79', wardCode: '00097' } }), {
      'x-locale': 'en',
    });
    expect(english.json().reason).toBe('Phường Hồng Hà is not in Thành phố Hồ Chí Minh');
    const noBody = await app.inject({
      method: 'POST',
      url: '/api/v1/relatives/save',
      headers: headers(),
      payload: { checkSum: 'x' },
    });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().field).toBe('body.data');
  });

  it('updates with the lastUpdate last read and refuses a stale one without overwriting', async () => {
    const created = (
      await save(sibling({ fullName: 'Trần Văn Bảo', relationship: 'guardian', birthYear: 1975 }))
    ).json() as Result;
    const original = created.data!;
    const updated = (
      await save({
        ...sibling({ fullName: 'Trần Văn Bảo', relationship: 'guardian', occupation: 'Kỹ sư' }),
        id: original.id,
        lastUpdate: original.lastUpdate,
      })
    ).json() as Result;
    expect(updated.code).toBe(1);
    expect(updated.data).toMatchObject({ id: original.id, occupation: 'Kỹ sư' });
    expect(updated.data!.lastUpdate).not.toBe(original.lastUpdate);

    const stale = await save({
      ...sibling({ fullName: 'Tên Cũ', relationship: 'guardian' }),
      id: original.id,
      lastUpdate: original.lastUpdate,
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toMatchObject({
      code: 0,
      data: { id: original.id, fullName: 'Trần Văn Bảo', occupation: 'Kỹ sư' },
    });
    expect(stale.json().message).toContain('tải lại');
    const missingVersion = await save({ ...sibling({ relationship: 'guardian' }), id: original.id });
    expect(missingVersion.statusCode).toBe(400);
    expect(missingVersion.json().field).toBe('data.lastUpdate');
  });

  it('lets only one of two concurrent edits of the same version win', async () => {
    const { data: row } = (
      await save(sibling({ fullName: 'Lê Thu Hà', relationship: 'olderSister', birthYear: 1999 }))
    ).json() as Result;
    const edits = await Promise.all(
      ['Lê Thu Hằng', 'Lê Thu Hiền'].map((fullName) =>
        save({
          ...sibling({ fullName, relationship: 'olderSister' }),
          id: row!.id,
          lastUpdate: row!.lastUpdate,
        }),
      ),
    );
    expect(edits.map((edit) => edit.json().code).sort()).toEqual([0, 1]);
    const winner = edits.find((edit) => edit.json().code === 1)!.json().data.fullName;
    const [stored] = await app.db
      .select({ fullName: relatives.fullName })
      .from(relatives)
      .where(eq(relatives.id, row!.id));
    expect(stored.fullName).toBe(winner);
  });

  it('refuses a second father (duplicated code -3)', async () => {
    const response = await save(
      sibling({ fullName: 'Phạm Văn Hùng', relationship: 'father', birthYear: 1970 }),
    );
    expect(response.json()).toMatchObject({ code: -3 });
  });

  it('keeps the same person once, even from ten concurrent submits with their own keys', async () => {
    const guardian = sibling({ fullName: 'Trần Thị Dung', relationship: 'guardian', birthYear: 1968 });
    const before = (await list()).total;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => save(guardian, { 'idempotency-key': `same-person-${i}` })),
    );
    const codes = answers.map((answer) => (answer.json() as Result).code).sort();
    expect(codes).toEqual([-3, -3, -3, -3, -3, -3, -3, -3, -3, 1]);
    expect((await list()).total).toBe(before + 1);
    // Another case of the name is the same person; another birth year is another person.
    const again = (await save({ ...guardian, fullName: 'TRẦN THỊ DUNG' })).json() as Result;
    expect(again).toMatchObject({ code: -3, message: 'TRẦN THỊ DUNG (Người giám hộ) đã có trong hồ sơ.' });
    expect(((await save({ ...guardian, birthYear: 1990 })).json() as Result).code).toBe(1);
  });

  it("hides another student's relatives (as missing ones) and another tenant's", async () => {
    const [theirs] = await app.db
      .select()
      .from(relatives)
      .where(
        and(eq(relatives.rootId, app.appConfig.byHost.get(HOST)!.rootId), ne(relatives.studentId, studentId)),
      )
      .limit(1);
    const lastUpdate = theirs.lastUpdate.toISOString();
    const edit = await save({ ...sibling({ relationship: 'other' }), id: theirs.id, lastUpdate });
    expect(edit.statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `/api/v1/relatives/${theirs.id}`, headers: headers() }))
        .statusCode,
    ).toBe(404);
    expect((await remove(theirs.id, lastUpdate)).statusCode).toBe(404);
    const [foreign] = await app.db
      .select()
      .from(relatives)
      .where(eq(relatives.rootId, app.appConfig.byHost.get('hust.localhost')!.rootId))
      .limit(1);
    expect(
      (
        await save({
          ...sibling({ relationship: 'other' }),
          id: foreign.id,
          lastUpdate: foreign.lastUpdate.toISOString(),
        })
      ).statusCode,
    ).toBe(404);
    expect((await remove(foreign.id, foreign.lastUpdate.toISOString())).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `/api/v1/relatives/${foreign.id}`, headers: headers() }))
        .statusCode,
    ).toBe(404);
    const [unchanged] = await app.db.select().from(relatives).where(eq(relatives.id, theirs.id));
    expect(unchanged.fullName).toBe(theirs.fullName);
  });

  it('deletes the version the student saw, refusing a stale one and a bad checksum', async () => {
    const { data: row } = (
      await save(sibling({ fullName: 'Đỗ Văn Nam', relationship: 'other', birthYear: 1980 }))
    ).json() as Result;
    const badChecksum = await app.inject({
      method: 'POST',
      url: `/api/v1/relatives/delete/${row!.id}`,
      headers: headers(),
      payload: { data: { id: row!.id, lastUpdate: row!.lastUpdate }, checkSum: 'nope' },
    });
    expect(badChecksum.json()).toMatchObject({ code: -1 });
    const mismatch = await app.inject({
      method: 'POST',
      url: `/api/v1/relatives/delete/${row!.id + 1}`,
      headers: headers(),
      payload: withChecksum({ rule: RULE, body: { data: { id: row!.id, lastUpdate: row!.lastUpdate } } }),
    });
    expect(mismatch.statusCode).toBe(400);
    const { data: edited } = (
      await save({
        ...sibling({ fullName: 'Đỗ Văn Nam', relationship: 'other', occupation: 'Thợ mộc' }),
        id: row!.id,
        lastUpdate: row!.lastUpdate,
      })
    ).json() as Result;
    expect((await remove(row!.id, row!.lastUpdate)).json()).toMatchObject({ code: 0, data: { id: row!.id } });
    expect((await remove(row!.id, edited!.lastUpdate)).json()).toMatchObject({
      code: 1,
      data: { id: row!.id },
    });
    expect((await list()).data.map((relative) => relative.id)).not.toContain(row!.id);
    expect((await remove(row!.id, edited!.lastUpdate)).statusCode).toBe(404);
  });
  it('migrates a database that already holds the same person twice: later copies numbered, none deleted', async () => {
    const run = (text: string) => app.db.execute(sql.raw(text));
    await run('drop index relatives_same_person_index');
    const copy = `insert into relatives (root_id, student_id, full_name, relationship, birth_year, address)
      select root_id, student_id, 'Lê Văn Bảy', 'other', 1950, address from relatives where student_id = ${studentId} limit 1`;
    for (let i = 0; i < 3; i++) await run(copy);
    const migration = readFileSync(
      new URL('../../../src/server/db/migrations/0020_relatives_same_person.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) await run(statement);
    const names = (
      (await run(
        `select full_name from relatives where student_id = ${studentId} and full_name like 'Lê Văn Bảy%' order by id`,
      )) as unknown as { rows: { full_name: string }[] }
    ).rows.map((row) => row.full_name);
    expect(names).toEqual(['Lê Văn Bảy', 'Lê Văn Bảy (2)', 'Lê Văn Bảy (3)']);
    await expect(run(copy)).rejects.toThrow();
  });

  it(`keeps at most ${MAX_RELATIVES}, even when ten new relatives are submitted at once`, async () => {
    // Names take letters only: one given name per relative ('Người thân An', … 'Người thân Bảo Chi').
    const GIVEN = ['An', 'Bảo', 'Chi', 'Dũng', 'Giang', 'Hà', 'Khôi', 'Lan', 'Minh', 'Ngọc', 'Phúc', 'Quân'];
    const person = (i: number) =>
      sibling({
        fullName: `Người thân ${GIVEN[i % GIVEN.length]} ${GIVEN[Math.floor(i / GIVEN.length) % GIVEN.length]}`,
        relationship: 'other',
        birthYear: 1960,
      });
    for (let i = (await list()).total; i < MAX_RELATIVES - 3; i++)
      expect(((await save(person(i))).json() as Result).code).toBe(1);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => save(person(100 + i), { 'idempotency-key': `over-the-cap-${i}` })),
    );
    const results = answers.map((answer) => answer.json() as Result);
    expect(results.filter((result) => result.code === 1)).toHaveLength(3);
    expect(results.filter((result) => result.code === 0).map((result) => result.message)).toEqual(
      Array.from({ length: 7 }, () => `Chỉ lưu được tối đa ${MAX_RELATIVES} người thân.`),
    );
    expect((await list()).total).toBe(MAX_RELATIVES);
  });
});

describe('relatives with a tenant form override (HUST adds workplace)', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('accepts, validates and returns the extra field', async () => {
    const { cookie } = await login({ app, host: 'hust.localhost' });
    const post = (data: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/relatives/save',
        headers: { host: 'hust.localhost', cookie },
        payload: withChecksum({ rule: RULE, body: { data } }),
      });
    const saved = await post(sibling({ relationship: 'guardian', workplace: 'Công ty Điện lực Hà Nội' }));
    expect(saved.json()).toMatchObject({ code: 1, data: { workplace: 'Công ty Điện lực Hà Nội' } });
    const tooLong = await post(sibling({ relationship: 'guardian', workplace: 'x'.repeat(201) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      field: 'data.workplace',
      reason: 'Nơi công tác không quá 200 ký tự',
    });
    const listed = (
      await app.inject({
        method: 'GET',
        url: '/api/v1/relatives',
        headers: { host: 'hust.localhost', cookie },
      })
    ).json() as { data: Relative[] };
    expect(listed.data.find((row) => row.id === saved.json().data.id)?.workplace).toBe(
      'Công ty Điện lực Hà Nội',
    );
  });
});
