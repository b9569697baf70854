import { Button, makeStyles, Text, Title2, tokens } from '@fluentui/react-components';
import { DocumentAddRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ListView } from '../../../client/engine';

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
});

/**
 * /project (and /project/my-projects without an id): my course projects, graduation projects,
 * internships and theses with their SPEC §4 status labels, filtered by type; a row opens its
 * detail. Cards on phones (the engine's list).
 */
export function MyProjectsList() {
  const intl = useIntl();
  const styles = useStyles();
  const navigate = useNavigate();
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
    </section>
  );
}

export default MyProjectsList;
