import { useState } from 'react';
import {
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../client/engine/engine-config';
import { formatDate } from '../../../core/dates';
import type { TimetableSlot } from '../../../generated';
import { clampTeachingWeek, lastTeachingWeek, weekOfDate } from '../shared/semester-weeks';
import type { SemesterSpan } from '../shared/semester-weeks';
import { dateOfTeachingWeek, weekdayOf } from '../shared/teaching-week';
import { TimetableDayPicker } from './timetable-day-picker';
import { courseLabel } from './course-label';
import { WeekGrid } from './week-grid';
import type { GridBlock } from './week-grid';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  picker: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'end', flexWrap: 'wrap' },
  weekNav: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  weekText: { minWidth: '10ch', textAlign: 'center' },
});

/** The slots of a role that meet in a teaching week, as grid blocks (course, room and class). */
export const toBlocks = ({
  slots,
  week,
  tone,
  locale = 'vi',
}: {
  slots: TimetableSlot[];
  week: number;
  tone: GridBlock['tone'];
  locale?: 'vi' | 'en';
}): GridBlock[] =>
  slots
    .filter((slot) => (slot.weeks ?? []).includes(week))
    .map((slot) => ({
      key: `${tone}-${slot.id}`,
      day: slot.day,
      from: slot.from,
      to: slot.to,
      title: courseLabel({
        code: slot.courseCode,
        name: slot.courseName,
        nameEn: slot.courseNameEn,
        locale,
      }).trim(),
      detail: [slot.place, slot.classCode].filter(Boolean).join(' · '),
      tone,
    }));

/**
 * The timetable's week: a week picker kept within the semester (with a message when the chosen
 * date is outside it), the whole week from 600 px and, below, one day with a day picker.
 */
export function TimetableWeekView({
  span,
  today,
  own,
  assisted,
}: {
  span: SemesterSpan;
  /** 'YYYY-MM-DD' of today. */
  today: string;
  own: TimetableSlot[];
  assisted: TimetableSlot[];
}) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const initial = weekOfDate({ span, date: today });
  const [week, setWeek] = useState(initial.week);
  const [picked, setPicked] = useState<{ date: string; position: 'before' | 'within' | 'after' }>({
    date: today,
    position: initial.position,
  });
  const [day, setDay] = useState(initial.position === 'within' ? weekdayOf(today) : 1);
  const last = lastTeachingWeek(span);
  const dates = [1, 2, 3, 4, 5, 6, 7].map((d) =>
    dateOfTeachingWeek({ semesterStart: span.startDate, week, day: d }),
  );
  const show = (next: number) => {
    const shown = clampTeachingWeek({ span, week: next });
    setWeek(shown);
    setPicked({
      date: dateOfTeachingWeek({ semesterStart: span.startDate, week: shown, day }),
      position: 'within',
    });
  };
  const pick = (date: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return;
    const place = weekOfDate({ span, date });
    setWeek(place.week);
    setPicked({ date, position: place.position });
    if (place.position === 'within') setDay(weekdayOf(date));
  };
  const blocks = [
    ...toBlocks({ slots: own, week, tone: 'own', locale }),
    ...toBlocks({ slots: assisted, week, tone: 'assistant', locale }),
  ];
  const when = (value: string) => formatDate({ value, locale });
  return (
    <div className={styles.root}>
      <div className={styles.picker}>
        <div className={styles.weekNav}>
          <Button
            icon={<ChevronLeftRegular />}
            aria-label={intl.formatMessage({ id: 'learn.timetable.previousWeek' })}
            disabled={week <= 1}
            onClick={() => show(week - 1)}
            data-testid="previous-week"
          />
          <Text className={styles.weekText} aria-live="polite" data-testid="week-label">
            {intl.formatMessage({ id: 'learn.timetable.weekOf' }, { week, last })}
          </Text>
          <Button
            icon={<ChevronRightRegular />}
            aria-label={intl.formatMessage({ id: 'learn.timetable.nextWeek' })}
            disabled={week >= last}
            onClick={() => show(week + 1)}
            data-testid="next-week"
          />
        </div>
        <Field label={intl.formatMessage({ id: 'learn.timetable.date' })}>
          <Input
            type="date"
            value={picked.date}
            min={span.startDate}
            max={span.endDate}
            onChange={(_e, data) => pick(data.value)}
            data-testid="date-input"
          />
        </Field>
      </div>
      <Text size={200}>
        {intl.formatMessage(
          { id: 'learn.timetable.weekDates' },
          { from: when(dates[0]), to: when(dates[6]) },
        )}
      </Text>
      {picked.position === 'within' ? null : (
        <MessageBar intent="warning" data-testid="outside-semester">
          <MessageBarBody>
            {intl.formatMessage(
              {
                id: picked.position === 'after' ? 'learn.timetable.afterEnd' : 'learn.timetable.beforeStart',
              },
              { date: when(picked.date), start: when(span.startDate), end: when(span.endDate), week },
            )}
          </MessageBarBody>
        </MessageBar>
      )}
      <TimetableDayPicker dates={dates} day={day} today={today} onDay={setDay} />
      <WeekGrid
        blocks={blocks}
        dates={dates}
        narrowDay={day}
        today={today}
        // The assistant key only for students who assist a class (most assist none).
        legend={assisted.length > 0 ? ['own', 'assistant'] : ['own']}
      />
    </div>
  );
}
