import { asc, eq } from 'drizzle-orm';
import type { Faker } from '@faker-js/faker';
import { students } from '../../people/shared/tables';
import { DEMO_STUDENT_CODE } from '../../people/server/seed';
import { loadAddressCatalog } from '../../addresses/server/load-address-catalog';
import { insertChunked } from '../../../server/db/seed/seed-context';
import type { SeedContext } from '../../../server/db/seed/seed-context';
import type { Relationship } from '../shared/relationship';
import { relatives } from './tables';

export const seedOrder = 65;

const FAMILY_NAMES = [
  'Nguyễn',
  'Trần',
  'Lê',
  'Phạm',
  'Hoàng',
  'Huỳnh',
  'Phan',
  'Vũ',
  'Võ',
  'Đặng',
  'Bùi',
  'Đỗ',
  'Hồ',
  'Ngô',
  'Dương',
  'Lý',
];
const MIDDLE = {
  male: ['Văn', 'Đức', 'Minh', 'Quang', 'Hữu', 'Xuân', 'Công'],
  female: ['Thị', 'Thu', 'Ngọc', 'Thanh', 'Minh', 'Thúy'],
};
const GIVEN = {
  male: ['Hùng', 'Dũng', 'Tuấn', 'Hải', 'Sơn', 'Long', 'Nam', 'Thắng', 'Cường', 'Bình', 'Quân', 'Khoa'],
  female: ['Lan', 'Hương', 'Hoa', 'Mai', 'Hạnh', 'Thảo', 'Linh', 'Trang', 'Nga', 'Yến', 'Hà', 'Ngân'],
};
const OCCUPATIONS = [
  'Giáo viên',
  'Nông dân',
  'Công nhân',
  'Kỹ sư',
  'Bác sĩ',
  'Kinh doanh tự do',
  'Nhân viên văn phòng',
  'Công chức',
  'Lái xe',
  'Nội trợ',
  'Hưu trí',
  'Điều dưỡng',
  'Kế toán',
];
const STREETS = [
  'Trần Phú',
  'Lê Lợi',
  'Nguyễn Trãi',
  'Hai Bà Trưng',
  'Quang Trung',
  'Lý Thường Kiệt',
  'Hùng Vương',
  'Điện Biên Phủ',
];
/** Current province codes weighted toward the north (Hà Nội, Hải Phòng, Ninh Bình, Thanh Hóa, Nghệ An, Bắc Ninh, Hưng Yên) plus Huế, Đà Nẵng, TP.HCM. */
const PROVINCES = ['01', '01', '01', '31', '37', '38', '40', '24', '33', '46', '48', '79'];

type Sex = 'male' | 'female';

const familyNameOf = ({ fullName, faker }: { fullName: string; faker: Faker }) => {
  const words = fullName.split(' ');
  return words.find((word) => FAMILY_NAMES.includes(word)) ?? faker.helpers.arrayElement(FAMILY_NAMES);
};

const personName = ({ faker, family, sex }: { faker: Faker; family: string; sex: Sex }) =>
  `${family} ${faker.helpers.arrayElement(MIDDLE[sex])} ${faker.helpers.arrayElement(GIVEN[sex])}`;

/** Father and mother for every student, an older or younger sibling for some (the demo student has an older sister), a guardian for a few; deterministic. */
export const seed = async ({ db, tenant, faker }: SeedContext) => {
  const catalog = loadAddressCatalog();
  const people = await db
    .select({
      id: students.id,
      code: students.studentCode,
      fullName: students.fullName,
      birthDate: students.birthDate,
    })
    .from(students)
    .where(eq(students.rootId, tenant.rootId))
    .orderBy(asc(students.id));
  const lastUpdate = new Date('2025-09-15T02:00:00.000Z');
  const rows = people.flatMap((student) => {
    const family = familyNameOf({ fullName: student.fullName, faker });
    const studentYear = Number(student.birthDate.slice(0, 4)) || 2005;
    const provinceCode = faker.helpers.arrayElement(PROVINCES);
    const ward = faker.helpers.arrayElement(catalog.children({ parentCode: provinceCode }) ?? []);
    const street = `Số ${faker.number.int({ min: 1, max: 200 })} ${faker.helpers.arrayElement(STREETS)}`;
    const address = {
      provinceCode,
      wardCode: ward.code,
      street,
      text: catalog.formatAddress({ street, codes: [provinceCode, ward.code] }),
    };
    const phone = () =>
      faker.helpers.replaceSymbols(faker.helpers.arrayElement(['09########', '03########', '08########']));
    const member = ({
      relationship,
      sex,
      fullName,
      birthYear,
    }: {
      relationship: Relationship;
      sex: Sex;
      fullName?: string;
      birthYear: number;
    }) => ({
      rootId: tenant.rootId,
      studentId: student.id,
      fullName: fullName ?? personName({ faker, family, sex }),
      relationship,
      birthYear,
      phone: phone(),
      email: '',
      occupation: faker.helpers.arrayElement(OCCUPATIONS),
      address,
      legacyAddress: null,
      createdAt: lastUpdate,
      lastUpdate,
    });
    const members = [
      member({
        relationship: 'father',
        sex: 'male',
        birthYear: studentYear - faker.number.int({ min: 24, max: 38 }),
      }),
      member({
        relationship: 'mother',
        sex: 'female',
        fullName: personName({ faker, family: faker.helpers.arrayElement(FAMILY_NAMES), sex: 'female' }),
        birthYear: studentYear - faker.number.int({ min: 22, max: 35 }),
      }),
    ];
    const extra =
      student.code === DEMO_STUDENT_CODE
        ? 'olderSister'
        : faker.helpers.weightedArrayElement<Relationship | null>([
            { weight: 5, value: null },
            { weight: 2, value: 'olderBrother' },
            { weight: 2, value: 'youngerSibling' },
            { weight: 1, value: 'guardian' },
          ]);
    if (extra) {
      const sex: Sex =
        extra === 'olderBrother'
          ? 'male'
          : extra === 'olderSister'
            ? 'female'
            : faker.helpers.arrayElement(['male', 'female'] as const);
      const offset =
        extra === 'youngerSibling'
          ? -faker.number.int({ min: 1, max: 8 })
          : faker.number.int({ min: 1, max: 8 });
      const birthYear =
        extra === 'guardian' ? studentYear - faker.number.int({ min: 25, max: 45 }) : studentYear - offset;
      members.push({
        ...member({ relationship: extra, sex, birthYear }),
        occupation: birthYear > 2004 ? 'Học sinh, sinh viên' : faker.helpers.arrayElement(OCCUPATIONS),
      });
    }
    return members;
  });
  await insertChunked({ rows, insert: (chunk) => db.insert(relatives).values(chunk) });
};
