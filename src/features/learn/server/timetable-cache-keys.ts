import type { NearCache } from '../../../server/cache/near-cache';

/** Whose timetable: the student's own classes or the classes they assist. */
export type Role = 'student' | 'assistant';

/** Cache key of a student's serialized timetable answer for a role and semester (registration changes drop the student one). */
export const timetableCacheKey = ({
  rootId,
  studentId,
  role,
  semester,
}: {
  rootId: number;
  studentId: number;
  role: Role | 'class-info';
  semester: string;
}) => `learn:timetable:${rootId}:${studentId}:${role}:${semester}`;

/** Drops students' cached answers that depend on their seats in a semester (timetable and exam schedule), in one round trip. */
export const forgetSeatAnswers = async ({
  cache,
  rootId,
  studentIds,
  semester,
}: {
  cache: NearCache;
  rootId: number;
  studentIds: number[];
  semester: string;
}) =>
  cache.forget(
    studentIds.flatMap((studentId) =>
      (['student', 'class-info'] as const).map((role) =>
        timetableCacheKey({ rootId, studentId, role, semester }),
      ),
    ),
  );
