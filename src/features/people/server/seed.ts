import { and, eq } from 'drizzle-orm';
import { eduUnits } from '../../org/shared/tables';
import { insertChunked } from '../../../server/db/seed/seed-context';
import type { SeedContext } from '../../../server/db/seed/seed-context';
import { students, teachers } from '../shared/tables';
import { majorNameEn } from '../../learn/server/seed/major-names';

export const seedOrder = 40;

/** The demo student's code in every tenant (cohort 2023, first of its list). */
export const DEMO_STUDENT_CODE = '20230001';

const COHORTS = [2022, 2023, 2024, 2025, 2026];
const ADMISSIONS = [
  { code: 'A00', name: 'Toán, Vật lý, Hóa học' },
  { code: 'A01', name: 'Toán, Vật lý, Tiếng Anh' },
  { code: 'B00', name: 'Toán, Hóa học, Sinh học' },
  { code: 'D01', name: 'Toán, Ngữ văn, Tiếng Anh' },
];
/** Vietnamese order: family name first, then middle and given names (faker's vi firstName holds both). */
const vietnameseName = ({ faker, sex }: { faker: SeedContext['faker']; sex?: 'male' | 'female' }) =>
  `${faker.person.lastName()} ${faker.person.firstName(sex)}`;

const TITLES = ['GS.TS.', 'PGS.TS.', 'TS.', 'TS.', 'ThS.', 'ThS.'];

/** Teachers and students spread over the tenant's departments, deterministic per tenant. */
export const seed = async ({ db, tenant, faker, scale }: SeedContext) => {
  const rootId = tenant.rootId;
  const departments = await db
    .select({
      id: eduUnits.id,
      name: eduUnits.name,
      nameEn: eduUnits.nameEn,
      parentId: eduUnits.parentId,
      parentName: eduUnits.parentName,
      majors: eduUnits.keywords,
      abbr: eduUnits.abbrName,
    })
    .from(eduUnits)
    .where(and(eq(eduUnits.rootId, rootId), eq(eduUnits.type, 3)))
    .orderBy(eduUnits.id);
  if (departments.length === 0) throw new Error(`seed: tenant ${tenant.code} has no departments`);
  // English names of the schools the departments belong to.
  const units = await db
    .select({ id: eduUnits.id, nameEn: eduUnits.nameEn })
    .from(eduUnits)
    .where(eq(eduUnits.rootId, rootId));
  const unitNameEn = new Map(units.map((unit) => [unit.id, unit.nameEn]));

  const teacherRows = Array.from({ length: scale.teachers }, (_, index) => {
    const department = departments[index % departments.length];
    return {
      rootId,
      code: `GV${String(index + 1).padStart(4, '0')}`,
      fullName: vietnameseName({ faker }),
      email: `gv${index + 1}@${tenant.code}.edu.vn`,
      phone: faker.helpers.replaceSymbols('09########'),
      title: faker.helpers.arrayElement(TITLES),
      departmentId: department.id,
      researchInterests: faker.helpers.arrayElements(
        department.majors.length ? department.majors : ['Giảng dạy'],
        { min: 1, max: 2 },
      ),
    };
  });
  await insertChunked({ rows: teacherRows, insert: (chunk) => db.insert(teachers).values(chunk) });

  const perCohort = Math.ceil(scale.students / COHORTS.length);
  const studentRows = Array.from({ length: scale.students }, (_, index) => {
    const cohort = COHORTS[index % COHORTS.length];
    const seq = Math.floor(index / COHORTS.length) + 1;
    const code = `${cohort}${String(seq).padStart(Math.max(4, String(perCohort).length), '0')}`;
    const department = code === DEMO_STUDENT_CODE ? departments[0] : faker.helpers.arrayElement(departments);
    const major = department.majors[0] ?? department.name;
    const majorEn = majorNameEn({ major, fallback: department.nameEn });
    const gender = faker.number.int({ min: 0, max: 1 });
    const admission = faker.helpers.arrayElement(ADMISSIONS);
    const fullName = vietnameseName({ faker, sex: gender === 1 ? 'male' : 'female' });
    return {
      rootId,
      studentCode: code,
      fullName,
      email: `${code}@sv.${tenant.code}.edu.vn`,
      relatedEmail: faker.internet.email().toLowerCase(),
      phone: faker.helpers.replaceSymbols('09########'),
      gender,
      birthDate: faker.date
        .between({ from: `${cohort - 19}-01-01`, to: `${cohort - 18}-12-31` })
        .toISOString()
        .slice(0, 10),
      cohort,
      className: `${department.abbr}.${String(faker.number.int({ min: 1, max: 4 })).padStart(2, '0')} K${cohort - 1955}`,
      departmentId: department.id,
      majorName: major,
      majorNameEn: majorEn,
      schoolName: department.parentName,
      schoolNameEn: unitNameEn.get(department.parentId) ?? '',
      eduProgramName: `${major} - Chương trình chuẩn`,
      eduProgramNameEn: majorEn ? `${majorEn} - Standard programme` : '',
      admissionCode: admission.code,
      admissionName: admission.name,
      status:
        code === DEMO_STUDENT_CODE
          ? 0
          : faker.helpers.weightedArrayElement([
              { weight: 92, value: 0 },
              { weight: 3, value: 9 },
              { weight: 3, value: 5 },
              { weight: 2, value: 3 },
            ]),
      warningLevel:
        code === DEMO_STUDENT_CODE
          ? 0
          : faker.helpers.weightedArrayElement([
              { weight: 94, value: 0 },
              { weight: 5, value: 1 },
              { weight: 1, value: 2 },
            ]),
    };
  });
  await insertChunked({ rows: studentRows, insert: (chunk) => db.insert(students).values(chunk) });
};
