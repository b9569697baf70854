import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { students } from '../../people/shared/tables';
import { auditProgram } from '../shared/degree-audit';
import type { AuditModuleInput } from '../shared/degree-audit';
import { courses, eduPrograms, programModuleCourses, programModules } from './course-tables';
import { studyResults } from './record-tables';
import { classRegistrations } from './registration-tables';
import { notFound } from '../../../server/http-errors';

/** Programmes and the degree audit (own programme, or a what-if for another one). */
export const createProgramService = (app: FastifyInstance) => {
  const list = async ({
    rootId,
    studentId,
    search,
  }: {
    rootId: number;
    studentId: number;
    search?: string;
  }) => {
    const [student] = await app.db
      .select({ programId: students.eduProgramId })
      .from(students)
      .where(eq(students.id, studentId));
    const rows = await app.db
      .select()
      .from(eduPrograms)
      .where(eq(eduPrograms.rootId, rootId))
      .orderBy(asc(eduPrograms.code));
    const needle = search?.toLocaleLowerCase('vi');
    return rows
      .filter(
        (row) =>
          !needle || `${row.code} ${row.name} ${row.majorName}`.toLocaleLowerCase('vi').includes(needle),
      )
      .map(({ rootId: _rootId, ...row }) => ({ ...row, isMine: row.id === student?.programId }));
  };

  const detail = async ({
    rootId,
    studentId,
    programId,
  }: {
    rootId: number;
    studentId: number;
    programId?: number;
  }) => {
    const [student] = await app.db
      .select({ programId: students.eduProgramId })
      .from(students)
      .where(eq(students.id, studentId));
    const wanted = programId ?? student?.programId ?? -1;
    const [program] = await app.db
      .select()
      .from(eduPrograms)
      .where(and(eq(eduPrograms.id, wanted), eq(eduPrograms.rootId, rootId)));
    if (!program) throw notFound('Không tìm thấy chương trình đào tạo / Programme not found');
    const [modules, members, results, held] = await Promise.all([
      app.db
        .select()
        .from(programModules)
        .where(eq(programModules.programId, program.id))
        .orderBy(asc(programModules.order)),
      app.db
        .select({ m: programModuleCourses, c: courses })
        .from(programModuleCourses)
        .innerJoin(courses, eq(courses.id, programModuleCourses.courseId))
        .where(eq(programModuleCourses.programId, program.id))
        .orderBy(asc(programModuleCourses.order)),
      app.db.select().from(studyResults).where(eq(studyResults.studentId, studentId)),
      app.db
        .select({ courseId: classRegistrations.courseId })
        .from(classRegistrations)
        .where(and(eq(classRegistrations.studentId, studentId), eq(classRegistrations.status, 'registered'))),
    ]);
    const passed = new Map<number, string>();
    for (const result of results.filter((r) => r.isPassed).sort((a, b) => a.totalMark - b.totalMark))
      passed.set(result.courseId, result.letterGrade);
    const input: AuditModuleInput[] = modules.map((module) => ({
      id: module.id,
      order: module.order,
      name: module.name,
      nameEn: module.nameEn,
      requiredCredits: module.requiredCredits,
      courses: members
        .filter((row) => row.m.moduleId === module.id)
        .map(({ m, c }) => ({
          courseId: c.id,
          code: c.code,
          name: c.name,
          nameEn: c.nameEn,
          credits: c.credits,
          isRequired: m.isRequired,
          suggestedTerm: m.suggestedTerm,
        })),
    }));
    const audit = auditProgram({
      modules: input,
      passed,
      inProgressCourseIds: new Set(held.map((row) => row.courseId)),
    });
    const unused =
      audit.unusedCourseIds.length === 0
        ? []
        : await app.db
            .select({
              courseId: courses.id,
              code: courses.code,
              name: courses.name,
              nameEn: courses.nameEn,
              credits: courses.credits,
            })
            .from(courses)
            .where(inArray(courses.id, audit.unusedCourseIds));
    const { rootId: _rootId, ...programView } = program;
    const { unusedCourseIds: _ids, ...totals } = audit;
    return {
      program: { ...programView, isMine: program.id === student?.programId },
      isWhatIf: program.id !== student?.programId,
      ...totals,
      unusedCourses: unused,
    };
  };

  return { list, detail };
};
