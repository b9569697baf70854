/** Prerequisite course ids that the student has not passed yet, in the course's order. */
export const missingPrerequisites = ({
  prerequisiteIds,
  passedCourseIds,
}: {
  prerequisiteIds: readonly number[];
  passedCourseIds: ReadonlySet<number>;
}) => prerequisiteIds.filter((id) => !passedCourseIds.has(id));
