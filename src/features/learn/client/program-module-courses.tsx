import type { ReactNode } from 'react';
import { Badge, makeStyles } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../client/engine';
import { RecordTable } from '../../../client/engine/list/record-table';
import type { RecordColumn } from '../../../client/engine/list/record-table';
import { NARROW_QUERY, useMediaQuery } from '../../../client/engine/list/use-media-query';
import type { AuditCourse } from '../../../generated';

/**
 * Badge colours of the audit statuses: a block or course not reached yet is no alarm (a
 * newcomer has them all), only a course failed is shown in red.
 */
export const STATUS_COLOR = { done: 'success', 'in-progress': 'warning', missing: 'informative' } as const;

/** A course's badge: its audit status, or "not passed" in red when its last attempt failed. */
const courseBadge = (course: AuditCourse) =>
  course.status === 'missing' && course.letterGrade
    ? { color: 'danger' as const, id: 'learn.audit.failed' }
    : { color: STATUS_COLOR[course.status], id: `learn.audit.${course.status}` };

// A pill has a fixed height: its text must stay on one line or it spills out of it.
const useStyles = makeStyles({ badge: { whiteSpace: 'nowrap' } });

type CourseRow = { id: number; course: AuditCourse };

/**
 * A programme module's courses: a table on wide screens, a card per course on phones (the
 * engine's RecordTable, titled by code and name), so names wrap instead of running into the credits.
 */
export function ProgramModuleCourses({ label, courses }: { label: string; courses: AuditCourse[] }) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const isNarrow = useMediaQuery(NARROW_QUERY);
  const column = (
    id: string,
    render: (course: AuditCourse) => ReactNode,
    minWidth: number,
  ): RecordColumn<CourseRow> => ({
    id,
    label: intl.formatMessage({ id: `learn.col.${id}` }),
    render: (row) => render(row.course),
    minWidth,
  });
  const name = (course: AuditCourse) =>
    `${locale === 'en' && course.nameEn ? course.nameEn : course.name}${
      course.isRequired ? '' : ` (${intl.formatMessage({ id: 'learn.program.elective' })})`
    }`;
  const status = column(
    'status',
    (course) => (
      <Badge appearance="tint" color={courseBadge(course).color} className={styles.badge}>
        {intl.formatMessage({ id: courseBadge(course).id })}
        {course.letterGrade ? ` · ${course.letterGrade}` : ''}
      </Badge>
    ),
    // Five equal columns (the table's layout is fixed): 650 px keeps 130 for the widest badge.
    150,
  );
  const credits = column('credits', (course) => course.credits, 100);
  const term = column('term', (course) => course.suggestedTerm, 100);
  const columns = isNarrow
    ? [column('course', (course) => `${course.code} ${name(course)}`, 0), credits, term, status]
    : [column('code', (course) => course.code, 100), column('course', name, 200), credits, term, status];
  return (
    <RecordTable
      label={label}
      columns={columns}
      rows={courses.map((course) => ({ id: course.courseId, course }))}
    />
  );
}
