import { parseCalendarInfo } from '../../../core/index';
import type { CalendarEntry } from '../../../core/index';

/** A class as the conflict rule sees it. */
export type ScheduledClass = {
  id: number;
  classId: string;
  courseName: string;
  /** '' when the course has no English name. */
  courseNameEn?: string;
  calendarInfo: string;
};

/** Where two classes meet at the same time: the day, the shared periods and the shared weeks. */
export type ScheduleClash = {
  classId: number;
  classCode: string;
  courseName: string;
  /** '' when the course has no English name. */
  courseNameEn?: string;
  day: number;
  from: number;
  to: number;
  weeks: number[];
};

const sharedWeeks = (a: readonly number[], b: readonly number[]) => {
  const other = new Set(b);
  return a.filter((week) => other.has(week));
};

/**
 * The clash of two weekly meetings, or null. Meetings clash when they are on the same day, their
 * period ranges share at least one period (1-3 and 3-5 share period 3; 1-3 and 4-6 do not) and
 * they share at least one teaching week (odd-week and even-week meetings never clash).
 */
export const entriesClash = (a: CalendarEntry, b: CalendarEntry) => {
  if (a.day !== b.day) return null;
  const from = Math.max(a.from, b.from);
  const to = Math.min(a.to, b.to);
  if (from > to) return null;
  const weeks = sharedWeeks(a.weeks, b.weeks);
  return weeks.length > 0 ? { day: a.day, from, to, weeks } : null;
};

/** Every clash between a candidate class and classes already on the student's timetable. */
export const findScheduleClashes = ({
  candidate,
  existing,
}: {
  candidate: ScheduledClass;
  existing: readonly ScheduledClass[];
}): ScheduleClash[] => {
  const mine = parseCalendarInfo(candidate.calendarInfo).entries;
  const clashes: ScheduleClash[] = [];
  for (const other of existing) {
    if (other.id === candidate.id) continue;
    for (const theirs of parseCalendarInfo(other.calendarInfo).entries) {
      for (const entry of mine) {
        const clash = entriesClash(entry, theirs);
        if (clash)
          clashes.push({
            classId: other.id,
            classCode: other.classId,
            courseName: other.courseName,
            ...(other.courseNameEn ? { courseNameEn: other.courseNameEn } : {}),
            ...clash,
          });
      }
    }
  }
  return clashes;
};
