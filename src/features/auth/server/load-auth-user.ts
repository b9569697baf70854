import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/create-db';
import { eduUnits } from '../../org/shared/tables';
import { students } from '../../people/shared/tables';
import { users } from '../shared/tables';
import { toStudentProfile } from '../../people/shared/to-student-profile';

/** The AuthUser wire shape (schemas/entities/auth-user.json) of a user, with the student profile. */
export const loadAuthUser = async ({ db, userId, rootId }: { db: Db; userId: number; rootId: number }) => {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.rootId, rootId)))
    .limit(1);
  if (!user) return null;
  let student = null;
  if (user.studentId > 0) {
    const [row] = await db
      .select({ s: students, departmentName: eduUnits.name, departmentNameEn: eduUnits.nameEn })
      .from(students)
      .leftJoin(eduUnits, eq(eduUnits.id, students.departmentId))
      .where(and(eq(students.id, user.studentId), eq(students.rootId, rootId)))
      .limit(1);
    if (row)
      student = toStudentProfile({
        student: row.s,
        departmentName: row.departmentName ?? '',
        departmentNameEn: row.departmentNameEn ?? '',
      });
  }
  return {
    id: user.id,
    account: user.account,
    name: user.name,
    email: user.email,
    level: user.level,
    rootId: user.rootId,
    studentId: user.studentId,
    teacherId: user.teacherId,
    mustChangePassword: user.mustChangePassword,
    student,
  };
};

export type AuthUserView = NonNullable<Awaited<ReturnType<typeof loadAuthUser>>>;
