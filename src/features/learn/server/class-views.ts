import { classFlags, classTypeLabel, parseCalendarInfo, periodRangeTime } from '../../../core/index';
import type { ClassRow } from './class-tables';

/** calendarInfo parsed for the wire: weeks expanded, period times added. */
export const calendarEntriesOf = (calendarInfo: string) =>
  parseCalendarInfo(calendarInfo).entries.map((entry) => ({
    ...entry,
    weeks: [...entry.weeks],
    ...periodRangeTime({ from: entry.from, to: entry.to }),
  }));

/** Class type code with its names. */
export const classTypeNames = (classType: string) => ({
  classTypeName: classTypeLabel({ code: classType, locale: 'vi' }),
  classTypeNameEn: classTypeLabel({ code: classType, locale: 'en' }),
});

/** SPEC §3 Class on the wire (schemas/entities/class.json). */
export const toClassView = ({
  row,
  credits,
  waitlistCount,
}: {
  row: ClassRow;
  credits: number;
  waitlistCount: number;
}) => {
  const { enrolled, lastUpdate: _lastUpdate, ...rest } = row;
  return {
    ...rest,
    ...classTypeNames(row.classType),
    studentNum: enrolled,
    waitlistCount,
    credits,
    calendarEntries: calendarEntriesOf(row.calendarInfo),
    examInfos: row.examInfos.map((exam) => ({
      ...exam,
      ...periodRangeTime({ from: exam.from, to: exam.to }),
    })),
    flags: classFlags({ classType: row.classType, needTN: row.needTN }),
  };
};
