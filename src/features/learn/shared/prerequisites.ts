/** A course the student holds a class of in a semester whose result for it is not out yet. */
export type StudiedCourse = { courseId: number; semester: string };

/**
 * The courses being studied in a semester before `semester` (their result is not out yet), as
 * when a first-year plans semester 2 while taking semester 1. Semester codes (YYYYS) compare as text.
 */
export const studiedBefore = ({
  studying,
  semester,
}: {
  studying: readonly StudiedCourse[];
  semester: string;
}): ReadonlySet<number> =>
  new Set(studying.filter((course) => course.semester < semester).map((course) => course.courseId));

/**
 * The courses that meet a prerequisite: those passed, and those being studied before the
 * semester registered for (studiedBefore). A course failed is not met; studied again, it counts
 * once more while that attempt runs.
 */
export const prerequisitesMetFor = ({
  passedCourseIds,
  studiedIds,
}: {
  passedCourseIds: ReadonlySet<number>;
  studiedIds: ReadonlySet<number>;
}): ReadonlySet<number> =>
  studiedIds.size === 0 ? passedCourseIds : new Set([...passedCourseIds, ...studiedIds]);

/** Prerequisite course ids that do not count as met (see prerequisitesMetFor), in the course's order. */
export const missingPrerequisites = ({
  prerequisiteIds,
  metCourseIds,
}: {
  prerequisiteIds: readonly number[];
  metCourseIds: ReadonlySet<number>;
}) => prerequisiteIds.filter((id) => !metCourseIds.has(id));
