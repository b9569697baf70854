import { makeStyles, Title3, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import type { PageConfig } from '../config-types';
import { DetailView } from './detail-view';

/** A detail page's config. */
export type DetailPageConfig = Extract<PageConfig, { kind: 'detail' }>;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  caption: { color: tokens.colorNeutralForeground3 },
});

/** The page's title as a caption above the record; the route params (e.g. `:id`) go to the source. */
export function DetailPage({ page }: { page: DetailPageConfig }) {
  const intl = useIntl();
  const styles = useStyles();
  const params = useParams();
  return (
    <section className={styles.root}>
      <Title3 as="p" className={styles.caption}>
        {intl.formatMessage({ id: page.titleId })}
      </Title3>
      <DetailView source={page.source} params={params} ui={page.ui} />
    </section>
  );
}
