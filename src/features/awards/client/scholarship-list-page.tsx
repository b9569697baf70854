import { useEffect, useState } from 'react';
import { Body1, Button, makeStyles, Spinner, Text, Title2, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../client/app/app-link';
import { isModuleEnabled, useEngineConfig, useLocale, useSource } from '../../../client/engine';
import { ListPager } from '../../../client/engine/list/list-pager';
import { EMPTY_LIST_TEXT } from '../../../core';
import { AwardCard } from './award-card';
import { AwardFilters } from './award-filters';
import type { AwardFilterValues } from './award-filters';
import { LoadError } from '../../../client/engine/list/load-error';
import type { AwardStatusFilter } from './sources';

/** Calls per page. */
export const AWARD_PAGE_SIZE = 12;
const SEARCH_DEBOUNCE_MS = 300;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  intro: { maxWidth: '72ch' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
    gap: tokens.spacingHorizontalM,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXXL,
    textAlign: 'center',
    color: tokens.colorNeutralForeground3,
  },
});

const STATUS_VALUES = new Set(['open', 'closed', 'all']);

/** The filters of `?q=&category=&status=&categoryId=&page=` (open calls by default). */
function useFilters() {
  const [query, setQuery] = useSearchParams();
  const status = query.get('status') ?? '';
  const values: AwardFilterValues = {
    search: query.get('q') ?? '',
    category: query.get('category') ?? '',
    status: (STATUS_VALUES.has(status) ? status : 'open') as AwardStatusFilter,
    categoryId: query.get('categoryId') ?? '',
  };
  const page = Math.max(1, Number(query.get('page')) || 1);
  const update = (changes: Partial<AwardFilterValues> & { page?: number }) =>
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        const set = (key: string, value: string | undefined) => {
          if (value === undefined) return;
          if (value === '') next.delete(key);
          else next.set(key, value);
        };
        set('q', changes.search);
        set('category', changes.category);
        set('status', changes.status === 'open' ? '' : changes.status);
        set('categoryId', changes.categoryId);
        set('page', changes.page === undefined ? '' : changes.page > 1 ? String(changes.page) : '');
        return next;
      },
      { replace: true },
    );
  return { values, page, update };
}

/**
 * /scholarship: the calls I may see (SPEC §5), open ones first, filtered by search, category,
 * open/closed and the staff award category; each card links to the call's page.
 */
export default function ScholarshipListPage() {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const { config } = useEngineConfig();
  const { values, page, update } = useFilters();
  const [searchText, setSearchText] = useState(values.search);
  const [pageSize, setPageSize] = useState(AWARD_PAGE_SIZE);
  const hasCategories = isModuleEnabled({ config, module: 'staffAwardCategory' });
  const categories = useSource('awards.categories', { isEnabled: hasCategories });

  const committedSearch = values.search;
  useEffect(() => {
    if (searchText.trim() === committedSearch) return undefined;
    const timer = setTimeout(() => update({ search: searchText.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `update` is recreated each render; the search text alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchText, committedSearch]);

  const categoryId = Number(values.categoryId);
  const calls = useSource(
    'awards.list',
    {
      page,
      pageSize,
      status: values.status,
      ...(values.search ? { search: values.search } : {}),
      ...(values.category ? { category: values.category } : {}),
      ...(categoryId > 0 ? { categoryId } : {}),
    },
    { keepPreviousData: true },
  );
  const rows = calls.data?.data ?? [];
  const total = calls.data?.total ?? 0;
  const isFiltered = Boolean(values.search || values.category || values.categoryId);

  return (
    <section className={styles.root}>
      <Title2 as="h1">{intl.formatMessage({ id: 'awards.list.title' })}</Title2>
      <Body1 className={styles.intro}>
        {intl.formatMessage(
          { id: 'awards.list.intro' },
          {
            link: (text) => <AppLink to="/scholarship/requirements">{text}</AppLink>,
          },
        )}
      </Body1>
      <AwardFilters
        values={{ ...values, search: searchText }}
        categories={categories.data ?? []}
        onChange={(changes) => {
          if (changes.search !== undefined) setSearchText(changes.search);
          else update(changes);
        }}
      />
      {calls.data ? (
        <Text role="status">
          {intl.formatMessage({ id: 'awards.list.summary' }, { total, open: calls.data.openCount })}
        </Text>
      ) : null}
      {calls.error ? <LoadError onRetry={() => void calls.mutate()} /> : null}
      {calls.isLoading && rows.length === 0 ? (
        <Spinner label={intl.formatMessage({ id: 'awards.loading' })} />
      ) : rows.length === 0 && !calls.error ? (
        <div className={styles.empty}>
          <Text weight="semibold">{EMPTY_LIST_TEXT[locale]}</Text>
          <Text>
            {intl.formatMessage({
              id: isFiltered
                ? 'awards.list.emptyFiltered'
                : values.status === 'open'
                  ? 'awards.list.emptyOpen'
                  : 'awards.list.empty',
            })}
          </Text>
          {isFiltered ? (
            <Button
              onClick={() => {
                setSearchText('');
                update({ search: '', category: '', categoryId: '' });
              }}
            >
              {intl.formatMessage({ id: 'awards.list.clearFilters' })}
            </Button>
          ) : values.status === 'open' ? (
            <Button onClick={() => update({ status: 'all' })}>
              {intl.formatMessage({ id: 'awards.list.showAll' })}
            </Button>
          ) : null}
        </div>
      ) : (
        <ul className={styles.grid} aria-busy={calls.isValidating}>
          {rows.map((award) => (
            <li key={award.id}>
              <AwardCard award={award} />
            </li>
          ))}
        </ul>
      )}
      {total > pageSize || page > 1 ? (
        <ListPager
          page={page}
          pageSize={pageSize}
          defaultPageSize={AWARD_PAGE_SIZE}
          total={total}
          onPageChange={(next) => update({ page: next })}
          onPageSizeChange={(size) => {
            setPageSize(size);
            update({});
          }}
        />
      ) : null}
    </section>
  );
}
