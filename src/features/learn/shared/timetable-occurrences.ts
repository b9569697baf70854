import { parseCalendarInfo, periodRangeTime } from '../../../core/index';
import { dateOfTeachingWeek } from './teaching-week';

/** A class as the timetable needs it. */
export type TimetableClass = {
  id: number;
  classId: string;
  courseCode: string;
  courseName: string;
  classType: string;
  teacherName: string;
  calendarInfo: string;
};

/** One dated meeting of a class. */
export type Occurrence = {
  classId: number;
  classCode: string;
  courseCode: string;
  courseName: string;
  classType: string;
  teacherName: string;
  week: number;
  day: number;
  date: string;
  from: number;
  to: number;
  start: string;
  end: string;
  place: string;
};

/** Every dated meeting of some classes in a semester, ordered by date then period. */
export const expandOccurrences = ({
  classes,
  semesterStart,
}: {
  classes: readonly TimetableClass[];
  semesterStart: string;
}): Occurrence[] =>
  classes
    .flatMap((klass) =>
      parseCalendarInfo(klass.calendarInfo).entries.flatMap((entry) =>
        entry.weeks.map((week) => {
          const time = periodRangeTime({ from: entry.from, to: entry.to });
          return {
            classId: klass.id,
            classCode: klass.classId,
            courseCode: klass.courseCode,
            courseName: klass.courseName,
            classType: klass.classType,
            teacherName: klass.teacherName,
            week,
            day: entry.day,
            date: dateOfTeachingWeek({ semesterStart, week, day: entry.day }),
            from: entry.from,
            to: entry.to,
            start: time.start,
            end: time.end,
            place: entry.place,
          };
        }),
      ),
    )
    .sort((a, b) => (a.date === b.date ? a.from - b.from : a.date < b.date ? -1 : 1));
