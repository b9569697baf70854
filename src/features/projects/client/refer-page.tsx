import { makeStyles, Tab, Text, Title2, tokens } from '@fluentui/react-components';
import { ArrowTabList } from '../../../client/engine';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { ReferenceProjects } from './reference-projects';
import { RefBooks } from './ref-books';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    minWidth: 0,
    maxWidth: '960px',
  },
});

/** /project/refer: past theses to learn from (cursor paged) and the reference books of my project courses. */
export default function ReferPage() {
  const intl = useIntl();
  const styles = useStyles();
  const [query, setQuery] = useSearchParams();
  const tab = query.get('tab') === 'books' ? 'books' : 'projects';
  return (
    <section className={styles.root}>
      <Title2 as="h1">{intl.formatMessage({ id: 'project.refer.title' })}</Title2>
      <Text>{intl.formatMessage({ id: 'project.refer.intro' })}</Text>
      <ArrowTabList
        selectedValue={tab}
        onTabSelect={(_, data) => setQuery(data.value === 'books' ? { tab: 'books' } : {}, { replace: true })}
      >
        <Tab value="projects">{intl.formatMessage({ id: 'project.refer.projects' })}</Tab>
        <Tab value="books">{intl.formatMessage({ id: 'project.refer.books' })}</Tab>
      </ArrowTabList>
      <div
        role="tabpanel"
        aria-label={intl.formatMessage({
          id: tab === 'books' ? 'project.refer.books' : 'project.refer.projects',
        })}
      >
        {tab === 'books' ? <RefBooks /> : <ReferenceProjects />}
      </div>
    </section>
  );
}
