import type { IntlShape } from 'react-intl';
import { compressWeeks } from '../../../core';
import type { ClassOffering, ClassRegistration } from '../../../generated';

type Meeting = NonNullable<ClassOffering['calendarEntries']>[number];

/** One line per weekly meeting: 'Thứ 2, tiết 1–3, D3-301 · tuần 1-8'. */
export const scheduleLines = ({ entries, intl }: { entries: Meeting[] | undefined; intl: IntlShape }) =>
  (entries ?? []).map(
    (entry) =>
      `${intl.formatMessage(
        { id: 'learn.classReg.meeting' },
        {
          day: intl.formatMessage({ id: `learn.day.${entry.day}` }),
          from: entry.from,
          to: entry.to,
          place: entry.place,
        },
      )} · ${intl.formatMessage({ id: 'learn.classReg.weeksOf' }, { weeks: compressWeeks(entry.weeks) })}`,
  );

/** The course name in the UI language (the Vietnamese one when there is no English name). */
export const courseNameIn = ({
  row,
  locale,
}: {
  row: Pick<ClassOffering | ClassRegistration, 'courseName' | 'courseNameEn'>;
  locale: 'vi' | 'en';
}) => (locale === 'en' && row.courseNameEn ? row.courseNameEn : (row.courseName ?? ''));
