import { and, eq, gt } from 'drizzle-orm';
import { users } from '../../auth/shared/tables';
import { DEMO_STUDENT_CODE } from '../../people/server/seed';
import { insertChunked } from '../../../server/db/seed/seed-context';
import type { SeedContext } from '../../../server/db/seed/seed-context';
import { loadAddressCatalog } from './load-address-catalog';
import { legacyAddresses } from './tables';

export const seedOrder = 60;

/** Provinces most students of a Hà Nội university came from (legacy codes), weighted. */
const HOME_PROVINCES = [
  '01',
  '01',
  '01',
  '26',
  '27',
  '30',
  '33',
  '34',
  '35',
  '36',
  '37',
  '38',
  '40',
  '42',
  '19',
  '24',
  '25',
  '22',
  '31',
  '79',
];

/** A pre-2025 home address for most student accounts (about one in ten has none on file; the demo student has one). */
export const seed = async ({ db, tenant, faker }: SeedContext) => {
  const catalog = loadAddressCatalog();
  const accounts = await db
    .select({ id: users.id, account: users.account })
    .from(users)
    .where(and(eq(users.rootId, tenant.rootId), gt(users.studentId, 0)))
    .orderBy(users.id);
  const rows = accounts.flatMap(({ id, account }) => {
    if (account !== DEMO_STUDENT_CODE && faker.number.int({ min: 1, max: 10 }) === 1) return [];
    const provinceCode = faker.helpers.arrayElement(HOME_PROVINCES);
    const district = faker.helpers.arrayElement(
      catalog.children({ parentCode: provinceCode, list: 'legacy' }) ?? [],
    );
    const wards = catalog.children({ parentCode: district.code, list: 'legacy' }) ?? [];
    if (wards.length === 0) return [];
    const ward = faker.helpers.arrayElement(wards);
    const street = `Số ${faker.number.int({ min: 1, max: 250 })}, ${faker.helpers.arrayElement(['Thôn', 'Xóm', 'Tổ', 'Ngõ'])} ${faker.number.int({ min: 1, max: 30 })}`;
    return [
      {
        rootId: tenant.rootId,
        userId: id,
        provinceCode,
        districtCode: district.code,
        wardCode: ward.code,
        street,
        lastUpdate: new Date('2024-09-01T00:00:00Z'),
      },
    ];
  });
  await insertChunked({ rows, insert: (chunk) => db.insert(legacyAddresses).values(chunk) });
};
