import { Badge, Body1, makeStyles, Spinner, Text, Title2, Title3, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../client/app/app-link';
import { useLocale, useSource } from '../../../client/engine';
import { projectStatus } from '../../../core';
import { LoadError } from '../../../client/engine/list/load-error';
import { useNow } from './use-now';
import { MyProjectsList } from './my-projects-page';
import { PhaseCard } from './phase-card';
import { ProjectFacts, ProjectMarks } from './project-facts';
import { ProjectFiles } from './project-files';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    minWidth: 0,
    maxWidth: '960px',
  },
  title: { overflowWrap: 'anywhere' },
  phases: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  text: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
});

/** The project id of `?id=`, or null. */
function useProjectId(): number | null {
  const [query] = useSearchParams();
  const raw = query.get('id') ?? '';
  return /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : null;
}

/**
 * /project/my-projects?id=<id>: one of my projects (facts, marks, files) and its phases, each with
 * its report form (Save and Submit as the server allows). Without an id: my projects.
 */
export default function ProjectDetailPage() {
  const id = useProjectId();
  const [query] = useSearchParams();
  if (id === null && !query.has('id')) return <MyProjectsList />;
  return <ProjectDetail id={id} />;
}

function ProjectDetail({ id }: { id: number | null }) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const detail = useSource('projects.detail', { id });
  const now = useNow();
  const back = <AppLink to="/project">{intl.formatMessage({ id: 'project.detail.back' })}</AppLink>;

  if (id === null || (detail.data === null && !detail.isLoading && !detail.error))
    return (
      <section className={styles.root}>
        {back}
        <Title2 as="h1">{intl.formatMessage({ id: 'project.detail.title' })}</Title2>
        <Text>{intl.formatMessage({ id: 'project.detail.notFound' })}</Text>
      </section>
    );
  const data = detail.data;
  if (!data)
    return (
      <section className={styles.root}>
        {back}
        <Title2 as="h1">{intl.formatMessage({ id: 'project.detail.title' })}</Title2>
        {detail.error ? (
          <LoadError onRetry={() => void detail.mutate()} />
        ) : (
          <Spinner label={intl.formatMessage({ id: 'project.loading' })} />
        )}
      </section>
    );
  const { project, phases } = data;
  const title =
    project.projectTitle || project.projectName || intl.formatMessage({ id: 'project.detail.untitled' });
  const ordered = [...phases].sort((a, b) => a.orderIndex - b.orderIndex);
  return (
    <section className={styles.root}>
      {back}
      <Title2 as="h1" className={styles.title}>
        {title}
      </Title2>
      <div>
        <Badge appearance="filled">{projectStatus.label({ value: project.status, locale })}</Badge>
      </div>
      {project.projectDescription ? (
        <Body1 className={styles.text}>{project.projectDescription}</Body1>
      ) : null}
      <Title3 as="h2">{intl.formatMessage({ id: 'project.detail.info' })}</Title3>
      <ProjectFacts project={project} />
      <Title3 as="h2">{intl.formatMessage({ id: 'project.detail.marks' })}</Title3>
      <ProjectMarks project={project} />
      <Title3 as="h2">{intl.formatMessage({ id: 'project.detail.files' })}</Title3>
      <ProjectFiles project={project} />
      <Title3 as="h2">{intl.formatMessage({ id: 'project.detail.phases' })}</Title3>
      {ordered.length === 0 ? (
        <Text>{intl.formatMessage({ id: 'project.detail.noPhases' })}</Text>
      ) : (
        <ol className={styles.phases}>
          {ordered.map((phase) => (
            <li key={phase.id}>
              <PhaseCard detail={data} phase={phase} now={now} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
