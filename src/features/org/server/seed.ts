import { sql } from 'drizzle-orm';
import { eduUnits } from '../shared/tables';
import type { SeedContext } from '../../../server/db/seed/seed-context';
import { schoolsFor } from './unit-catalog';

export const seedOrder = 10;

/** Unit types used in `edu_units.type`. */
export const UNIT_TYPE = { university: 1, school: 2, department: 3 } as const;

/** The tenant root (id = rootId), its schools and departments. */
export const seed = async ({ db, tenant, faker }: SeedContext) => {
  const rootId = tenant.rootId;
  await db.insert(eduUnits).values({
    id: rootId,
    rootId,
    name: tenant.name.vi,
    nameEn: tenant.name.en,
    shortNameVi: tenant.shortName.vi,
    shortNameEn: tenant.shortName.en,
    abbrName: tenant.code.toUpperCase(),
    unitCode: tenant.code,
    type: UNIT_TYPE.university,
    status: 1,
    functionType: 0,
    order: 0,
    email: `contact@${tenant.code}.edu.vn`,
    website: `https://${tenant.code}.edu.vn`,
    phoneNumber: faker.phone.number(),
    address: `${faker.location.streetAddress()}, Hà Nội`,
    foundedDate: faker.date.past({ years: 60 }).toISOString().slice(0, 10),
  });
  // Root ids are small and explicit (institution config); generated ids start above them.
  await db.execute(
    sql`select setval(pg_get_serial_sequence('edu_units', 'id'), greatest((select max(id) from edu_units), 1000))`,
  );
  let order = 1;
  for (const school of schoolsFor(tenant.code)) {
    const [schoolRow] = await db
      .insert(eduUnits)
      .values({
        rootId,
        parentId: rootId,
        parentName: tenant.name.vi,
        name: school.vi,
        nameEn: school.en,
        abbrName: school.abbr,
        unitCode: `${tenant.code}-${school.abbr.toLowerCase()}`,
        type: UNIT_TYPE.school,
        status: 1,
        functionType: 0,
        order: order++,
        email: `${school.abbr.toLowerCase()}@${tenant.code}.edu.vn`,
      })
      .returning({ id: eduUnits.id });
    let index = 1;
    for (const department of school.departments) {
      await db.insert(eduUnits).values({
        rootId,
        parentId: schoolRow.id,
        parentName: school.vi,
        name: department.vi,
        nameEn: department.en,
        abbrName: `${school.abbr}-${index}`,
        unitCode: `${tenant.code}-${school.abbr.toLowerCase()}-${index++}`,
        type: UNIT_TYPE.department,
        status: 1,
        functionType: 0,
        order: order++,
        keywords: department.majors,
        staffNum: faker.number.int({ min: 15, max: 80 }),
      });
    }
  }
};
