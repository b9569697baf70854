import { and, eq, sql } from 'drizzle-orm';
import { eduUnits } from '../../../org/shared/tables';
import type { SeedContext } from '../../../../server/db/seed/seed-context';
import { courses, eduPrograms, programModuleCourses, programModules } from '../course-tables';
import { GENERAL_COURSES, fieldOfDepartment } from './course-pools';
import { departmentCourses } from './department-courses';
import type { DraftCourse } from './department-courses';
import { majorNameEn } from './major-names';

/** Catalogue size per tenant: the issue's ~400 courses at the default scale, a smaller one for tests. */
export const catalogueSize = (students: number) =>
  students >= 1000 ? { courses: 400, classesPerSemester: 750 } : { courses: 110, classesPerSemester: 130 };

const creditInfoOf = ({ credits, classType }: { credits: number; classType: string }) =>
  classType === 'TN'
    ? `${credits}(0-0-${credits * 2}-${credits * 2})`
    : classType === 'DA'
      ? `${credits}(0-0-${credits * 2}-${credits * 4})`
      : `${credits}(${credits}-1-0-${credits * 2})`;

const programShape = ({ tenantCode, major, field }: { tenantCode: string; major: string; field: string }) => {
  if (tenantCode === 'hmu')
    return /Y khoa|Răng/.test(major)
      ? { degree: 'Bác sĩ', semesterCount: 12 }
      : { degree: 'Cử nhân', semesterCount: 8 };
  return field === 'economics'
    ? { degree: 'Cử nhân', semesterCount: 8 }
    : { degree: 'Kỹ sư', semesterCount: 10 };
};

/** Courses, their prerequisites, programmes and ordered programme modules of a tenant. */
export const seedCatalogue = async ({ db, tenant, scale }: Pick<SeedContext, 'db' | 'tenant' | 'scale'>) => {
  const rootId = tenant.rootId;
  const departments = await db
    .select({ id: eduUnits.id, name: eduUnits.name, nameEn: eduUnits.nameEn, majors: eduUnits.keywords })
    .from(eduUnits)
    .where(and(eq(eduUnits.rootId, rootId), eq(eduUnits.type, 3)))
    .orderBy(eduUnits.id);
  const size = catalogueSize(scale.students);
  const perDepartment = Math.max(
    8,
    Math.floor((size.courses - GENERAL_COURSES.length) / Math.max(departments.length, 1)),
  );
  const counters = new Map<string, number>();
  const usedNames = new Map<string, string>(GENERAL_COURSES.map((c) => [c.name[0], c.code]));
  const fieldSeen = new Map<string, number>();
  const general: DraftCourse[] = GENERAL_COURSES.map((c) => ({
    code: c.code,
    name: c.name[0],
    nameEn: c.name[1],
    credits: c.credits,
    courseType: 0,
    classType: 'LT+BT',
    gradeType: c.gradeType ?? 1,
    departmentId: rootId,
    departmentName: tenant.name.vi,
    baseCode:
      { MI1121: 'MI1111', PH1120: 'PH1110', FL1102: 'FL1101', FL2101: 'FL1102', MI2020: 'MI1111' }[c.code] ??
      null,
    isGeneral: true,
  }));
  const byDepartment = departments.map((department) => {
    const field = fieldOfDepartment({ tenantCode: tenant.code, name: department.name });
    const seen = fieldSeen.get(field) ?? 0;
    fieldSeen.set(field, seen + 1);
    return {
      department,
      field,
      drafts: departmentCourses({
        field,
        offset: seen * 11,
        count: perDepartment,
        department,
        counters,
        usedNames,
      }),
    };
  });
  const drafts = [...general, ...byDepartment.flatMap((d) => d.drafts)];
  const inserted: { id: number; code: string }[] = [];
  for (let start = 0; start < drafts.length; start += 200) {
    const chunk = drafts.slice(start, start + 200).map((d) => ({
      rootId,
      code: d.code,
      name: d.name,
      nameEn: d.nameEn,
      credits: d.credits,
      creditInfo: creditInfoOf(d),
      courseType: d.courseType,
      departmentId: d.departmentId,
      departmentName: d.departmentName,
      processWeight: d.classType === 'DA' || d.courseType > 0 ? 0.5 : 0.3,
      description: `Học phần ${d.name} (${d.credits} tín chỉ).`,
    }));
    inserted.push(
      ...(await db.insert(courses).values(chunk).returning({ id: courses.id, code: courses.code })),
    );
  }
  const idOf = new Map(inserted.map((row) => [row.code, row.id]));
  const prerequisites = Object.fromEntries(drafts.filter((d) => d.baseCode).map((d) => [d.code, d.baseCode]));
  await db.execute(sql`update courses c set prerequisite_ids = jsonb_build_array(b.id)
    from jsonb_each_text(${JSON.stringify(prerequisites)}::jsonb) m join courses b on b.root_id = ${rootId} and b.code = m.value
    where c.root_id = ${rootId} and c.code = m.key`);
  await seedPrograms({ db, tenantCode: tenant.code, rootId, byDepartment, general, idOf });
};

const seedPrograms = async ({
  db,
  tenantCode,
  rootId,
  byDepartment,
  general,
  idOf,
}: {
  db: SeedContext['db'];
  tenantCode: string;
  rootId: number;
  general: DraftCourse[];
  idOf: Map<string, number>;
  byDepartment: {
    department: { id: number; name: string; nameEn: string; majors: string[] };
    field: string;
    drafts: DraftCourse[];
  }[];
}) => {
  let programIndex = 0;
  for (const { department, field, drafts } of byDepartment) {
    const majors = department.majors.length > 0 ? department.majors : [department.name];
    for (const [majorIndex, major] of majors.entries()) {
      programIndex += 1;
      const shape = programShape({ tenantCode, major, field });
      const last = shape.semesterCount;
      const regular = drafts.filter((d) => d.courseType < 2 && !['TTKT', 'TTTN'].includes(d.classType));
      const rotated =
        majorIndex === 0
          ? regular
          : [
              ...regular.slice(Math.floor(regular.length * 0.4)),
              ...regular.slice(0, Math.floor(regular.length * 0.4)),
            ];
      const core = rotated.slice(0, Math.ceil(rotated.length * 0.4));
      const specialised = rotated.slice(core.length, core.length + Math.ceil(rotated.length * 0.3));
      const electives = rotated.slice(core.length + specialised.length);
      const graduation = drafts.filter((d) => d.courseType >= 2 || ['TTKT', 'TTTN'].includes(d.classType));
      const spread = (list: DraftCourse[], from: number, to: number) =>
        list.map((course, i) => ({
          course,
          term: from + Math.floor((i / Math.max(list.length, 1)) * (to - from + 1)),
        }));
      const blocks = [
        {
          name: 'Khối kiến thức giáo dục đại cương',
          nameEn: 'General education',
          items: spread(general, 1, 4),
          isRequired: true,
        },
        {
          name: 'Khối kiến thức cơ sở ngành',
          nameEn: 'Core courses of the field',
          items: spread(core, 3, Math.min(6, last - 2)),
          isRequired: true,
        },
        {
          name: 'Khối kiến thức chuyên ngành',
          nameEn: 'Specialisation',
          items: spread(specialised, 5, last - 1),
          isRequired: true,
        },
        {
          name: 'Khối kiến thức tự chọn',
          nameEn: 'Electives',
          items: spread(electives, 6, last - 1),
          isRequired: false,
        },
        {
          name: 'Thực tập và tốt nghiệp',
          nameEn: 'Internships and graduation',
          items: graduation.map((course) => ({
            course,
            term: course.classType === 'TTKT' ? last - 2 : course.classType === 'TTTN' ? last - 1 : last,
          })),
          isRequired: true,
        },
      ];
      const sumCredits = (items: { course: DraftCourse }[]) =>
        items.reduce((sum, item) => sum + item.course.credits, 0);
      const moduleCredits = blocks.map((block) =>
        block.isRequired ? sumCredits(block.items) : Math.ceil(sumCredits(block.items) / 2),
      );
      const [program] = await db
        .insert(eduPrograms)
        .values({
          rootId,
          code: `CT${String(programIndex).padStart(3, '0')}`,
          name: `${major} - Chương trình chuẩn`,
          nameEn: `${majorNameEn({ major, fallback: department.nameEn })} - Standard programme`,
          departmentId: department.id,
          majorName: major,
          degree: shape.degree,
          semesterCount: last,
          totalCredits: moduleCredits.reduce((a, b) => a + b, 0),
        })
        .returning({ id: eduPrograms.id });
      const modules = await db
        .insert(programModules)
        .values(
          blocks.map((block, order) => ({
            rootId,
            programId: program.id,
            order: order + 1,
            name: block.name,
            nameEn: block.nameEn,
            requiredCredits: moduleCredits[order],
          })),
        )
        .returning({ id: programModules.id, order: programModules.order });
      const members = blocks.flatMap((block, order) =>
        block.items.map((item, index) => ({
          rootId,
          programId: program.id,
          moduleId: (modules.find((m) => m.order === order + 1) as { id: number }).id,
          courseId: idOf.get(item.course.code) as number,
          order: index + 1,
          suggestedTerm: Math.max(1, Math.min(last, item.term)),
          isRequired: block.isRequired,
        })),
      );
      if (members.length > 0) await db.insert(programModuleCourses).values(members);
    }
  }
};
