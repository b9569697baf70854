import { useMemo, useState } from 'react';
import {
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  SpinButton,
  Spinner,
  Tab,
  TabList,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useLocale, useSource } from '../../../client/engine';
import { EMPTY_LIST_TEXT } from '../../../core';
import type { TimetableSlot } from '../../../generated';
import { dateOfTeachingWeek, teachingWeekOf } from '../shared/teaching-week';
import { CalendarExport } from './calendar-export';
import { WeekGrid } from './week-grid';
import type { GridBlock } from './week-grid';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  picker: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'end', flexWrap: 'wrap' },
});

type View = 'week' | 'list' | 'assistant' | 'exams' | 'calendar';

const toBlocks = ({
  slots,
  week,
  tone,
}: {
  slots: TimetableSlot[];
  week: number;
  tone: GridBlock['tone'];
}): GridBlock[] =>
  slots
    .filter((slot) => (slot.weeks ?? []).includes(week))
    .map((slot) => ({
      key: `${tone}-${slot.id}`,
      day: slot.day,
      from: slot.from,
      to: slot.to,
      title: `${slot.courseCode ?? ''} ${slot.courseName ?? ''}`,
      detail: `${slot.classCode ?? ''} · ${slot.place ?? ''} · ${slot.start ?? ''}`,
      tone,
    }));

/** /learn/timetable: week grid (Monday first, periods as rows), list, assistant timetable, exams, calendar export. */
export default function TimetablePage() {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const [view, setView] = useState<View>('week');
  const own = useSource('learn.timetable', { role: 'student' });
  const assisted = useSource('learn.timetable', { role: 'assistant' });
  const exams = useSource('learn.classInfo', {});
  const [chosenWeek, setChosenWeek] = useState<number | null>(null);
  const semester = own.data?.semester;
  const week = chosenWeek ?? own.data?.currentWeek ?? 1;
  const dates = useMemo(
    () =>
      semester
        ? [1, 2, 3, 4, 5, 6, 7].map((day) =>
            dateOfTeachingWeek({ semesterStart: semester.startDate, week, day }),
          )
        : undefined,
    [semester, week],
  );
  const blocks = [
    ...toBlocks({ slots: own.data?.data ?? [], week, tone: 'own' }),
    ...toBlocks({ slots: assisted.data?.data ?? [], week, tone: 'assistant' }),
  ];
  if (own.error)
    return (
      <MessageBar intent="error">
        <MessageBarBody>{intl.formatMessage({ id: 'learn.error' })}</MessageBarBody>
      </MessageBar>
    );
  if (!own.data) return <Spinner label={intl.formatMessage({ id: 'learn.loading' })} />;
  const dayName = (day: number) => intl.formatMessage({ id: `learn.day.${day}` });
  return (
    <div className={styles.root}>
      <Title2>{intl.formatMessage({ id: 'learn.timetable.title' })}</Title2>
      <Text>{locale === 'en' ? semester?.nameEn : semester?.name}</Text>
      <TabList selectedValue={view} onTabSelect={(_e, data) => setView(data.value as View)}>
        <Tab value="week">{intl.formatMessage({ id: 'learn.timetable.week' })}</Tab>
        <Tab value="list">{intl.formatMessage({ id: 'learn.timetable.list' })}</Tab>
        <Tab value="assistant">{intl.formatMessage({ id: 'learn.timetable.assistant' })}</Tab>
        <Tab value="exams">{intl.formatMessage({ id: 'learn.timetable.exams' })}</Tab>
        <Tab value="calendar">{intl.formatMessage({ id: 'learn.calendar.title' })}</Tab>
      </TabList>
      {view === 'week' ? (
        <>
          <div className={styles.picker}>
            <Button
              icon={<ChevronLeftRegular />}
              aria-label={intl.formatMessage({ id: 'learn.timetable.previousWeek' })}
              onClick={() => setChosenWeek(Math.max(1, week - 1))}
            />
            <Field label={intl.formatMessage({ id: 'learn.timetable.teachingWeek' })}>
              <SpinButton
                value={week}
                min={1}
                max={25}
                onChange={(_e, data) => setChosenWeek(Number(data.value ?? data.displayValue) || 1)}
                data-testid="week-input"
              />
            </Field>
            <Button
              icon={<ChevronRightRegular />}
              aria-label={intl.formatMessage({ id: 'learn.timetable.nextWeek' })}
              onClick={() => setChosenWeek(week + 1)}
            />
            <Field label={intl.formatMessage({ id: 'learn.timetable.date' })}>
              <Input
                type="date"
                value={dates?.[0] ?? ''}
                onChange={(_e, data) =>
                  semester &&
                  data.value &&
                  setChosenWeek(
                    Math.max(1, teachingWeekOf({ semesterStart: semester.startDate, date: data.value })),
                  )
                }
              />
            </Field>
          </div>
          <WeekGrid blocks={blocks} dates={dates} />
        </>
      ) : null}
      {view === 'list' || view === 'assistant' ? (
        <SlotTable
          slots={(view === 'list' ? own.data.data : assisted.data?.data) ?? []}
          dayName={dayName}
          empty={EMPTY_LIST_TEXT[locale]}
        />
      ) : null}
      {view === 'exams' ? (
        <Table aria-label={intl.formatMessage({ id: 'learn.timetable.exams' })}>
          <TableHeader>
            <TableRow>
              {['course', 'class', 'date', 'time', 'room'].map((k) => (
                <TableHeaderCell key={k}>{intl.formatMessage({ id: `learn.col.${k}` })}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {(exams.data?.data ?? [])
              .filter((c) => c.role === 'student')
              .flatMap((c) =>
                (c.examInfos ?? []).map((exam) => (
                  <TableRow key={`${c.classId}-${exam.date}`}>
                    <TableCell>
                      {c.courseCode} {c.courseName}
                    </TableCell>
                    <TableCell>{c.classCode}</TableCell>
                    <TableCell>{exam.date.split('-').reverse().join('/')}</TableCell>
                    <TableCell>
                      {exam.start}–{exam.end}
                    </TableCell>
                    <TableCell>{exam.room}</TableCell>
                  </TableRow>
                )),
              )}
          </TableBody>
        </Table>
      ) : null}
      {view === 'calendar' ? <CalendarExport /> : null}
    </div>
  );
}

function SlotTable({
  slots,
  dayName,
  empty,
}: {
  slots: TimetableSlot[];
  dayName: (day: number) => string;
  empty: string;
}) {
  const intl = useIntl();
  if (slots.length === 0) return <Text>{empty}</Text>;
  return (
    <Table aria-label={intl.formatMessage({ id: 'learn.timetable.list' })}>
      <TableHeader>
        <TableRow>
          {['course', 'class', 'day', 'periods', 'weeks', 'room'].map((k) => (
            <TableHeaderCell key={k}>{intl.formatMessage({ id: `learn.col.${k}` })}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {slots.map((slot) => (
          <TableRow key={slot.id}>
            <TableCell>
              {slot.courseCode} {slot.courseName}
            </TableCell>
            <TableCell>{slot.classCode}</TableCell>
            <TableCell>{dayName(slot.day)}</TableCell>
            <TableCell>
              {slot.from}–{slot.to} ({slot.start}–{slot.end})
            </TableCell>
            <TableCell>{(slot.weeks ?? []).join(', ')}</TableCell>
            <TableCell>{slot.place}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
