import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../client/engine';
import { formatSemester, projectStatus, projectType } from '../../../core';
import type { Project } from '../../../generated';

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    '@media (max-width: 599px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

/** The teachers of a project (SPEC §3: up to five), in order, without the unset ones. */
export const teacherNames = (project: Project): string[] =>
  [
    project.teacherName,
    project.teacher2Name,
    project.teacher3Name,
    project.teacher4Name,
    project.teacher5Name,
  ].filter((name) => Boolean(name));

/** A project's facts: type, status, teachers, company, reviewer, course, semester, defence date. */
export function ProjectFacts({ project }: { project: Project }) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const rows: [string, ReactNode][] = [
    ['project.fact.type', projectType.label({ value: project.projectType, locale })],
    [
      'project.fact.status',
      <Badge key="status" appearance="tint">
        {projectStatus.label({ value: project.status, locale })}
      </Badge>,
    ],
    ['project.fact.course', [project.courseCode, project.courseName].filter(Boolean).join(' – ')],
    ['project.fact.semester', project.semester ? formatSemester({ semester: project.semester, locale }) : ''],
    ['project.fact.teachers', teacherNames(project).join(', ')],
    ['project.fact.company', project.companyName],
    ['project.fact.reviewer', [project.reviewerName, project.reviewer2Name].filter(Boolean).join(', ')],
    ['project.fact.step', project.currentStepName],
    ['project.fact.defenseDate', project.defenseDate],
  ];
  return (
    <dl className={styles.facts}>
      {rows
        .filter(([, value]) => value !== '' && value !== null)
        .map(([labelId, value]) => (
          <Fragment key={labelId}>
            <dt className={styles.term}>{intl.formatMessage({ id: labelId })}</dt>
            <dd className={styles.value}>{value}</dd>
          </Fragment>
        ))}
    </dl>
  );
}

const MARKS = ['supervisorMark', 'reviewerMark', 'processMark', 'examMark', 'finalMark'] as const;

/** The marks given so far (SPEC §3: a mark is set when >= 0), or a line saying there are none yet. */
export function ProjectMarks({ project }: { project: Project }) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const given = MARKS.filter((field) => project[field] >= 0);
  if (given.length === 0 && !project.finalResult)
    return <p>{intl.formatMessage({ id: 'project.marks.none' })}</p>;
  const number = new Intl.NumberFormat(locale === 'vi' ? 'vi-VN' : 'en-US', { maximumFractionDigits: 2 });
  return (
    <dl className={styles.facts}>
      {given.map((field) => (
        <Fragment key={field}>
          <dt className={styles.term}>{intl.formatMessage({ id: `project.marks.${field}` })}</dt>
          <dd className={styles.value}>{number.format(project[field])}</dd>
        </Fragment>
      ))}
      {project.finalResult ? (
        <>
          <dt className={styles.term}>{intl.formatMessage({ id: 'project.marks.finalResult' })}</dt>
          <dd className={styles.value}>{project.finalResult}</dd>
        </>
      ) : null}
    </dl>
  );
}
