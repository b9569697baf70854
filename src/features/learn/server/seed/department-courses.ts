import { FIELD_COURSES, FIELD_PREFIX } from './course-pools';
import { COURSE_VARIANTS } from './course-variants';
import type { CourseName } from './course-pools';
import { majorNameEn } from './major-names';

/** A course of the seeded catalogue before it has an id. */
export type DraftCourse = {
  code: string;
  name: string;
  nameEn: string;
  credits: number;
  courseType: number;
  classType: string;
  gradeType: number;
  departmentId: number;
  departmentName: string;
  baseCode: string | null;
  isGeneral: boolean;
};

/** Courses of one department: main courses first, then their labs, projects and advanced variants. */
export const departmentCourses = ({
  field,
  offset,
  count,
  department,
  counters,
  usedNames,
}: {
  field: keyof typeof FIELD_COURSES;
  offset: number;
  count: number;
  department: { id: number; name: string; nameEn: string; majors: string[] };
  counters: Map<string, number>;
  usedNames: Map<string, string>;
}): DraftCourse[] => {
  const pool = FIELD_COURSES[field];
  const rotated = [...pool.slice(offset % pool.length), ...pool.slice(0, offset % pool.length)];
  const prefix = FIELD_PREFIX[field];
  const drafts: DraftCourse[] = [];
  const add = ({
    name,
    classType,
    courseType,
    credits,
    baseCode,
  }: {
    name: CourseName;
    classType: string;
    courseType: number;
    credits: number;
    baseCode: string | null;
  }) => {
    if (usedNames.has(name[0])) return;
    const next = (counters.get(prefix) ?? 0) + 1;
    counters.set(prefix, next);
    const level = Math.min(4, 2 + Math.floor((drafts.length / Math.max(count, 1)) * 3));
    const code = `${prefix}${level}${String(next).padStart(3, '0')}`;
    usedNames.set(name[0], code);
    drafts.push({
      code,
      name: name[0],
      nameEn: name[1],
      credits,
      courseType,
      classType,
      gradeType: 1,
      departmentId: department.id,
      departmentName: department.name,
      baseCode,
    } as DraftCourse);
  };
  const target = count - 3;
  for (let variant = 0; variant < COURSE_VARIANTS.length && drafts.length < target; variant += 1) {
    for (const [index, base] of rotated.entries()) {
      if (drafts.length >= target) break;
      const spec = COURSE_VARIANTS[variant];
      const baseCode = variant === 0 ? null : usedNames.get(base[0]);
      if (variant > 0 && !baseCode) continue;
      add({
        name: [spec.vi(base[0]), spec.en(base[1])],
        classType: spec.classType,
        courseType: spec.courseType,
        credits:
          variant === 0 || variant === 6
            ? 2 + ((index * 7 + offset) % 3)
            : variant === 1 || variant === 2 || variant === 5
              ? 1 + (index % 2)
              : 2,
        baseCode: baseCode ?? null,
      });
    }
  }
  const major = department.majors[0] ?? department.name;
  const majorEn = majorNameEn({ major, fallback: department.nameEn });
  // The end of the programme is a chain: engineering internship, then graduation internship, then
  // the graduation project. Each needs the one before passed or being studied in an earlier
  // semester (learn/shared/prerequisites.ts), so course registration never offers a first-year the
  // graduation project as open to them.
  const engineeringInternship: CourseName = [
    `Thực tập kỹ thuật ${major}`,
    `Engineering Internship in ${majorEn}`,
  ];
  const graduationInternship: CourseName = [
    `Thực tập tốt nghiệp ${major}`,
    `Graduation Internship in ${majorEn}`,
  ];
  add({ name: engineeringInternship, classType: 'TTKT', courseType: 3, credits: 2, baseCode: null });
  add({
    name: graduationInternship,
    classType: 'TTTN',
    courseType: 3,
    credits: 3,
    baseCode: usedNames.get(engineeringInternship[0]) ?? null,
  });
  add({
    name: [`Đồ án tốt nghiệp ${major}`, `Graduation Project in ${majorEn}`],
    classType: 'DATN',
    courseType: 2,
    credits: 8,
    baseCode: usedNames.get(graduationInternship[0]) ?? null,
  });
  return drafts.map((d) => ({ ...d, isGeneral: false }));
};

/** Semesters of a programme: medicine and odontology 12, engineering 10, bachelor 8. */
