import { matchesWords, normaliseSearchText, searchWords } from '../../../core/search-text';

/** What the class search looks at in a class (texts already normalised with `normaliseSearchText`). */
export type BrowsableClass = {
  id: number;
  classId: string;
  courseId: number;
  courseCode: string;
  classType: string;
  /** Class code, course code, course names (vi, en) and teacher name, normalised. */
  searchText: string;
  /** Teacher name, normalised. */
  teacherText: string;
  meetings: readonly { day: number; from: number; to: number }[];
};

/** The filters a student sets on the class list. */
export type OfferingFilter = {
  search?: string;
  courseId?: number;
  classType?: string;
  /** 1..7 = Monday..Sunday. */
  day?: number;
  /** A lesson period the class meets in (on `day` when both are given). */
  period?: number;
  teacher?: string;
  hasSeats?: boolean;
  /** Only classes of courses in the student's programme. */
  inProgram?: boolean;
};

/**
 * The classes that pass every filter, classes of the student's programme first, each group in
 * the order given (course code, class code). `inProgram` is ignored for a student without a
 * programme (`programCourseIds` null); `hasSeat` tells whether a class has a seat left.
 */
export const selectOfferings = <T extends BrowsableClass>({
  classes,
  filter,
  programCourseIds,
  hasSeat,
}: {
  classes: readonly T[];
  filter: OfferingFilter;
  programCourseIds: ReadonlySet<number> | null;
  hasSeat: (id: number) => boolean;
}): T[] => {
  const words = searchWords(filter.search);
  const teacher = normaliseSearchText(filter.teacher ?? '');
  const inProgram = (c: T) => programCourseIds?.has(c.courseId) ?? false;
  const meets = (c: T) =>
    (filter.day === undefined && filter.period === undefined) ||
    c.meetings.some(
      (m) =>
        (filter.day === undefined || m.day === filter.day) &&
        (filter.period === undefined || (m.from <= filter.period && filter.period <= m.to)),
    );
  const kept = classes.filter(
    (c) =>
      (filter.courseId === undefined || c.courseId === filter.courseId) &&
      (!filter.classType || c.classType === filter.classType) &&
      (!filter.inProgram || programCourseIds === null || inProgram(c)) &&
      (teacher === '' || c.teacherText.includes(teacher)) &&
      matchesWords({ text: c.searchText, words }) &&
      meets(c) &&
      (!filter.hasSeats || hasSeat(c.id)),
  );
  if (programCourseIds === null) return kept;
  return [...kept.filter(inProgram), ...kept.filter((c) => !inProgram(c))];
};
