import { useIntl } from 'react-intl';
import { compareExamTimes } from '../shared/exam-order';
import { useLocale } from '../../../client/engine/engine-config';
import { RecordTable } from '../../../client/engine/list/record-table';
import type { RecordColumn } from '../../../client/engine/list/record-table';
import { formatDate } from '../../../core/dates';
import type { StudentClassInfo, TimetableSlot } from '../../../generated';
import { courseLabel } from './course-label';

/** A row of one of the lists: its key and its cells in column order. */
type ListRow = { id: string; cells: (string | undefined)[] };

/** Columns reading a row's cells in order, labelled by `learn.col.<key>`. */
const columnsOf = ({
  keys,
  label,
}: {
  keys: string[];
  label: (key: string) => string;
}): RecordColumn<ListRow>[] =>
  keys.map((key, index) => ({ id: key, label: label(key), render: (row) => row.cells[index] }));

/** The timetable (own or assisted) as a list: one row per weekly meeting with days, times and weeks. */
export function TimetableSlotList({ slots, label }: { slots: TimetableSlot[]; label: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const columns = columnsOf({
    keys: ['course', 'class', 'day', 'periods', 'weeks', 'room'],
    label: (key) => intl.formatMessage({ id: `learn.col.${key}` }),
  });
  return (
    <RecordTable
      label={label}
      columns={columns}
      rows={slots.map((slot) => ({
        id: `${slot.role ?? ''}-${slot.id}`,
        cells: [
          courseLabel({ code: slot.courseCode, name: slot.courseName, nameEn: slot.courseNameEn, locale }),
          slot.classCode,
          intl.formatMessage({ id: `learn.day.${slot.day}` }),
          `${slot.from}–${slot.to} (${slot.start ?? ''}–${slot.end ?? ''})`,
          (slot.weeks ?? []).join(', '),
          slot.place ?? '',
        ],
      }))}
    />
  );
}

/** My exam sittings (as a student) with date, time and room, earliest first. */
export function TimetableExamList({ classes }: { classes: StudentClassInfo[] }) {
  const intl = useIntl();
  const locale = useLocale();
  const rows = classes
    .filter((c) => c.role === 'student')
    .flatMap((c) => (c.examInfos ?? []).map((exam) => ({ c, exam })))
    .sort((x, y) => compareExamTimes(x.exam, y.exam))
    .map(({ c, exam }) => ({
      id: `${c.classId}-${exam.date}-${exam.from}`,
      cells: [
        courseLabel({ code: c.courseCode, name: c.courseName, nameEn: c.courseNameEn, locale }),
        c.classCode,
        formatDate({ value: exam.date, locale }),
        `${exam.start ?? ''}–${exam.end ?? ''}`,
        exam.room ?? '',
      ],
    }));
  const columns = columnsOf({
    keys: ['course', 'class', 'date', 'time', 'room'],
    label: (key) => intl.formatMessage({ id: `learn.col.${key}` }),
  });
  return (
    <RecordTable label={intl.formatMessage({ id: 'learn.timetable.exams' })} columns={columns} rows={rows} />
  );
}
