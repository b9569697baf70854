import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  Title2,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatSemester, projectStatus, projectType } from '../../../core';
import { ListView, useLocale, useSource } from '../../../client/engine';
import { TeacherPhaseReview } from './teacher-phase-review';
import './teacher-sources';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  back: { alignSelf: 'flex-start' },
  phases: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** One supervised project (?id=): its facts and phases, each with my review. */
function SupervisedProject({ id }: { id: number }) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const navigate = useNavigate();
  const detail = useSource('projects.supervisedDetail', { id });
  const back = (
    <Button className={styles.back} icon={<ArrowLeftRegular />} onClick={() => navigate('/teacher/projects')}>
      {intl.formatMessage({ id: 'teacher.project.back' })}
    </Button>
  );
  if (detail.data === undefined) return <Spinner />;
  if (detail.data === null)
    return (
      <section className={styles.root}>
        {back}
        <MessageBar intent="warning">
          <MessageBarBody>{intl.formatMessage({ id: 'teacher.project.notFound' })}</MessageBarBody>
        </MessageBar>
      </section>
    );
  const { project, phases } = detail.data;
  return (
    <section className={styles.root}>
      {back}
      <Title2 as="h1">{project.projectTitle || project.projectName}</Title2>
      <Text>
        {[
          `${project.studentName} (${project.studentCode})`,
          projectType.label({ value: project.projectType, locale }),
          formatSemester({ semester: project.semester, locale }),
          projectStatus.label({ value: project.status, locale }),
        ].join(' · ')}
      </Text>
      <Title3 as="h2">{intl.formatMessage({ id: 'teacher.project.phases' })}</Title3>
      {phases.length === 0 ? (
        <Text>{intl.formatMessage({ id: 'teacher.project.noPhases' })}</Text>
      ) : (
        <div className={styles.phases}>
          {phases.map((phase) => (
            <TeacherPhaseReview key={`${phase.id}:${String(phase.lastUpdate)}`} phase={phase} />
          ))}
        </div>
      )}
    </section>
  );
}

/** /teacher/projects: projects I supervise (the configured list `teacher.projects`); ?id= opens one. */
export default function TeacherProjectsPage() {
  const intl = useIntl();
  const styles = useStyles();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  if (Number.isInteger(id) && id > 0) return <SupervisedProject id={id} />;
  return (
    <section className={styles.root}>
      <Title2 as="h1">{intl.formatMessage({ id: 'teacher.projects.title' })}</Title2>
      <Text>{intl.formatMessage({ id: 'teacher.projects.intro' })}</Text>
      <ListView
        list="teacher.projects"
        syncWithUrl
        onRowOpen={(row) => navigate(`/teacher/projects?id=${encodeURIComponent(String(row.id))}`)}
      />
    </section>
  );
}
