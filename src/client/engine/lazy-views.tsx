import type { ComponentType } from 'react';
import { makeStyles, Skeleton, SkeletonItem, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { DetailPageConfig } from './detail/detail-page';
import type { DetailViewProps } from './detail/detail-view';
import type { FormPageProps } from './form-page';
import { lazyComponent } from './lazy-component';
import type { ListPageConfig } from './list/list-page';
import type { ListViewProps } from './list/list-view';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Placeholder while a view's code loads. */
export function ViewSkeleton() {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <Skeleton className={styles.root} aria-label={intl.formatMessage({ id: 'engine.detail.loading' })}>
      <SkeletonItem size={32} />
      <SkeletonItem size={16} />
      <SkeletonItem size={16} />
      <SkeletonItem size={16} />
    </Skeleton>
  );
}

/** A component whose code loads on first render (behind a skeleton). */
export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyComponent(load, () => <ViewSkeleton />);
}

// The data grid, accordion and HTML sanitizer load with the first page that shows them, so the
// shell's first screen (menu, header) stays light.

/** A paged, searchable, sortable table of a configured list (see list/list-view.tsx). */
export const ListView = lazyView<ListViewProps>(() =>
  import('./list/list-view').then((module) => module.ListView),
);

/** Title plus the configured list (see list/list-page.tsx). */
export const ListPage = lazyView<{ page: ListPageConfig }>(() =>
  import('./list/list-page').then((module) => module.ListPage),
);

/** A read-only record laid out by a detail layout (see detail/detail-view.tsx). */
export const DetailView = lazyView<DetailViewProps>(() =>
  import('./detail/detail-view').then((module) => module.DetailView),
);

/** A detail page fed by the route params (see detail/detail-page.tsx). */
export const DetailPage = lazyView<{ page: DetailPageConfig }>(() =>
  import('./detail/detail-page').then((module) => module.DetailPage),
);

/** Title plus the configured form, prefilled from its source (see form-page.tsx). */
export const FormPage = lazyView<FormPageProps>(() =>
  import('./form-page').then((module) => module.FormPage),
);
