import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../client/engine';
import { RecordTable } from '../../../client/engine/list/record-table';
import type { RecordColumn } from '../../../client/engine/list/record-table';
import { NARROW_QUERY, useMediaQuery } from '../../../client/engine/list/use-media-query';
import type { StudyResult } from '../../../generated';
import { ReviewRequestButton } from './review-request-button';

/** The course column gets what the others leave, at least this much (px). */
const COURSE_MIN_WIDTH = 160;

/** A mark on the 10 or 4 scale with one decimal; none (negative) is blank. */
const mark = (value: number | undefined) => (value === undefined || value < 0 ? '' : value.toFixed(1));

/** A column of the results: its message key, fixed width on wide screens (none: the rest) and cell. */
type ResultColumn = { id: string; width?: number; render: (result: StudyResult) => ReactNode };

/**
 * One semester's results in the engine's RecordTable. Wide screens: a table whose course column
 * takes the room the marks leave. Phones: a card per course titled by code and name with the
 * final marks and letter first, so nothing hides off-screen to the right.
 */
export function GradesSemesterTable({ label, results }: { label: string; results: StudyResult[] }) {
  const intl = useIntl();
  const locale = useLocale();
  const isNarrow = useMediaQuery(NARROW_QUERY);
  const header = (id: string) => intl.formatMessage({ id: `learn.col.${id}` });
  const name = (r: StudyResult) =>
    `${locale === 'en' && r.courseNameEn ? r.courseNameEn : r.courseName}${
      r.isRetake ? ` (${intl.formatMessage({ id: 'learn.grades.retake' })})` : ''
    }`;
  const code: ResultColumn = { id: 'code', width: 88, render: (r) => r.courseCode };
  const course: ResultColumn = { id: 'course', render: name };
  const credits: ResultColumn = { id: 'credits', width: 68, render: (r) => r.credits };
  const process: ResultColumn = { id: 'process', width: 76, render: (r) => mark(r.processMark) };
  const exam: ResultColumn = { id: 'exam', width: 64, render: (r) => mark(r.examMark) };
  const total: ResultColumn = { id: 'total', width: 88, render: (r) => mark(r.totalMark) };
  const letter: ResultColumn = { id: 'letter', width: 64, render: (r) => r.letterGrade };
  const mark4: ResultColumn = { id: 'mark4', width: 80, render: (r) => mark(r.mark4) };
  const review: ResultColumn = {
    id: 'review',
    width: 132,
    render: (r) => <ReviewRequestButton result={r} />,
  };
  const toColumn = (column: ResultColumn): RecordColumn<StudyResult> => ({
    ...column,
    label: header(column.id),
    minWidth: column.width ? undefined : COURSE_MIN_WIDTH,
  });
  // Phones: titled by code and name, the final marks and letter first.
  const title: ResultColumn = { id: 'course', render: (r) => `${r.courseCode} ${name(r)}` };
  const columns = isNarrow
    ? [title, total, letter, mark4, credits, process, exam, review]
    : [code, course, credits, process, exam, total, letter, mark4, review];
  return <RecordTable label={label} columns={columns.map(toColumn)} rows={results} />;
}
