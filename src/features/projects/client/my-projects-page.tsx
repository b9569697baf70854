import { Button, makeStyles, Text, Title2, tokens } from '@fluentui/react-components';
import { DocumentAddRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { ReactNode } from 'react';
import { getListConfig, ListView, useEngineConfig, useSource } from '../../../client/engine';
import { AppLink } from '../../../client/app/app-link';

/** The configured list of my projects (pages/lists.json, columns overridable per tenant). */
export const MY_PROJECTS_LIST = 'projects.mine';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
  },
  hint: { textAlign: 'center' },
});

/** The list's first page, unfiltered: the same call (and cache entry) as the list's own first page. */
const FIRST_PAGE = 1;
const DEFAULT_PAGE_SIZE = 10;

/**
 * /project (and /project/my-projects without an id): my course projects, graduation projects,
 * internships and theses with their SPEC §4 status labels, filtered by type; a row opens its
 * detail. Cards on phones (the engine's list). With no project at all, a line under the list's
 * empty text says what will be listed and links to the request form.
 */
export function MyProjectsList() {
  const intl = useIntl();
  const styles = useStyles();
  const navigate = useNavigate();
  const { config } = useEngineConfig();
  const pageSize = getListConfig({ config, name: MY_PROJECTS_LIST }).pageSize ?? DEFAULT_PAGE_SIZE;
  const all = useSource('projects.mine', { page: FIRST_PAGE, pageSize });
  const hasNone = all.data?.total === 0;
  return (
    <section className={styles.root}>
      <div className={styles.header}>
        <Title2 as="h1">{intl.formatMessage({ id: 'project.mine.title' })}</Title2>
        <Button
          appearance="primary"
          icon={<DocumentAddRegular />}
          onClick={() => navigate('/project/register')}
        >
          {intl.formatMessage({ id: 'project.mine.register' })}
        </Button>
      </div>
      <Text>{intl.formatMessage({ id: 'project.mine.intro' })}</Text>
      <ListView
        list={MY_PROJECTS_LIST}
        syncWithUrl
        onRowOpen={(row) => navigate(`/project/my-projects?id=${encodeURIComponent(String(row.id))}`)}
      />
      {hasNone ? (
        <Text className={styles.hint}>
          {intl.formatMessage(
            { id: 'project.mine.emptyHint' },
            { link: (chunks: ReactNode[]) => <AppLink to="/project/register">{chunks}</AppLink> },
          )}
        </Text>
      ) : null}
    </section>
  );
}

export default MyProjectsList;
