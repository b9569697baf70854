import type { ReactNode } from 'react';
import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../client/engine';
import { EMPTY_LIST_TEXT, formatDate } from '../../../core';
import type { StudentClassInfo, TimetableSlot } from '../../../generated';
import { NARROW_MEDIA } from './week-grid';

/** 'IT3080 Mạng máy tính' / 'IT3080 Computer Networks' (the Vietnamese name when there is no English one). */
export function courseLabel({
  code,
  name,
  nameEn,
  locale,
}: {
  code?: string;
  name?: string;
  nameEn?: string;
  locale: 'vi' | 'en';
}): string {
  return `${code ?? ''} ${locale === 'en' && nameEn ? nameEn : (name ?? '')}`;
}

const useStyles = makeStyles({
  table: { [NARROW_MEDIA]: { display: 'none' } },
  cards: {
    display: 'none',
    margin: 0,
    padding: 0,
    listStyle: 'none',
    [NARROW_MEDIA]: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  },
  card: {
    margin: 0,
    padding: tokens.spacingVerticalS,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 5fr)',
    gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  pair: { display: 'contents' },
  name: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

/** A table from 600 px; below, one card per row (each value after its column name). */
function StackedTable({
  label,
  columns,
  rows,
}: {
  label: string;
  columns: { key: string; label: string }[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  const styles = useStyles();
  return (
    <>
      <Table aria-label={label} className={styles.table}>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHeaderCell key={column.key}>{column.label}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((cell, index) => (
                <TableCell key={columns[index].key}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ul className={styles.cards} aria-label={label} data-testid="stacked-cards">
        {rows.map((row) => (
          <li key={row.key}>
            <dl className={styles.card}>
              {row.cells.map((cell, index) => (
                <div key={columns[index].key} className={styles.pair}>
                  <dt className={styles.name}>{columns[index].label}</dt>
                  <dd className={styles.value}>{cell}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The timetable (own or assisted) as a list: one row per weekly meeting with days, times and weeks. */
export function TimetableSlotList({ slots, label }: { slots: TimetableSlot[]; label: string }) {
  const intl = useIntl();
  const locale = useLocale();
  if (slots.length === 0) return <Text>{EMPTY_LIST_TEXT[locale]}</Text>;
  const columns = ['course', 'class', 'day', 'periods', 'weeks', 'room'].map((key) => ({
    key,
    label: intl.formatMessage({ id: `learn.col.${key}` }),
  }));
  return (
    <StackedTable
      label={label}
      columns={columns}
      rows={slots.map((slot) => ({
        key: `${slot.role ?? ''}-${slot.id}`,
        cells: [
          courseLabel({ code: slot.courseCode, name: slot.courseName, nameEn: slot.courseNameEn, locale }),
          slot.classCode,
          intl.formatMessage({ id: `learn.day.${slot.day}` }),
          `${slot.from}–${slot.to} (${slot.start ?? ''}–${slot.end ?? ''})`,
          (slot.weeks ?? []).join(', '),
          slot.place,
        ],
      }))}
    />
  );
}

/** My exam sittings (as a student) with date, time and room. */
export function TimetableExamList({ classes }: { classes: StudentClassInfo[] }) {
  const intl = useIntl();
  const locale = useLocale();
  const rows = classes
    .filter((c) => c.role === 'student')
    .flatMap((c) =>
      (c.examInfos ?? []).map((exam) => ({
        key: `${c.classId}-${exam.date}-${exam.from}`,
        cells: [
          courseLabel({ code: c.courseCode, name: c.courseName, nameEn: c.courseNameEn, locale }),
          c.classCode,
          formatDate({ value: exam.date, locale }),
          `${exam.start ?? ''}–${exam.end ?? ''}`,
          exam.room,
        ],
      })),
    );
  if (rows.length === 0) return <Text>{EMPTY_LIST_TEXT[locale]}</Text>;
  const columns = ['course', 'class', 'date', 'time', 'room'].map((key) => ({
    key,
    label: intl.formatMessage({ id: `learn.col.${key}` }),
  }));
  return (
    <StackedTable label={intl.formatMessage({ id: 'learn.timetable.exams' })} columns={columns} rows={rows} />
  );
}
