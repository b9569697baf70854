import { makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { EngineClientConfig, PageConfig } from '../config-types';
import { useEngineConfig } from '../engine-config';
import { backTarget } from '../list/back-state';
import { DetailView } from './detail-view';

/** A detail page's config. */
export type DetailPageConfig = Extract<PageConfig, { kind: 'detail' }>;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  back: {
    display: 'inline-flex',
    alignItems: 'center',
    alignSelf: 'flex-start',
    gap: tokens.spacingHorizontalXS,
    minHeight: '32px',
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline', color: tokens.colorBrandForegroundLinkHover },
  },
});

/**
 * The list page a detail page belongs to: the one at the parent path (`/news` for `/news/12`)
 * whose rows open detail pages. Null for pages with no list above them (e.g. the user manual).
 */
export function parentListOf({
  config,
  pathname,
}: {
  config: EngineClientConfig;
  pathname: string;
}): { route: string; titleId: string } | null {
  const route = pathname.replace(/\/+$/, '').replace(/\/[^/]+$/, '');
  const page = route && config.pages && Object.hasOwn(config.pages, route) ? config.pages[route] : undefined;
  return page?.kind === 'list' && page.detailRoute ? { route, titleId: page.titleId } : null;
}

/**
 * A record on its own page, with a back link to its list above it: back to the very page of
 * results it was opened from (page, filters and search kept) or, when opened directly, to the
 * list's first page. The record's own title is the page's only heading.
 */
export function DetailPage({ page }: { page: DetailPageConfig }) {
  const intl = useIntl();
  const styles = useStyles();
  const params = useParams();
  const location = useLocation();
  const { config } = useEngineConfig();
  const parent = parentListOf({ config, pathname: location.pathname });
  const from = backTarget(location.state);
  const backTo = parent ? (from?.split('?')[0] === parent.route ? from : parent.route) : from;
  return (
    <section className={styles.root}>
      {backTo ? (
        <Link to={backTo} className={styles.back}>
          <ArrowLeftRegular aria-hidden />
          {parent
            ? intl.formatMessage(
                { id: 'engine.detail.backTo' },
                { title: intl.formatMessage({ id: parent.titleId }) },
              )
            : intl.formatMessage({ id: 'engine.detail.back' })}
        </Link>
      ) : null}
      <DetailView
        source={page.source}
        params={params}
        ui={page.ui}
        fallbackTitle={intl.formatMessage({ id: page.titleId })}
      />
    </section>
  );
}
