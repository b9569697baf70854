import { useCallback, useState } from 'react';
import {
  Body1,
  Caption1,
  Card,
  makeStyles,
  SearchBox,
  Spinner,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { AppLink } from '../../../client/app/app-link';
import { useLocale, useSource } from '../../../client/engine';
import { ListPager } from '../../../client/engine/list/list-pager';
import { EMPTY_LIST_TEXT } from '../../../core';
import { LoadError } from '../../../client/engine/list/load-error';
import { useSearchText } from '../../../client/engine/list/use-search-text';
import { COMPANY_PAGE_SIZE, companyName } from './company-text';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  search: { maxWidth: '360px', width: '100%' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalM,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  card: { height: '100%' },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, minWidth: 0 },
  logo: { width: '48px', height: '48px', objectFit: 'contain', flexShrink: 0 },
  logoBlank: {
    width: '48px',
    height: '48px',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  name: { overflowWrap: 'anywhere', fontWeight: tokens.fontWeightSemibold },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

/** /project/company: partner companies (logo, name, field) paged 10 at a time, with a search. */
export default function CompaniesPage() {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const [search, setSearchState] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(COMPANY_PAGE_SIZE);
  // A new search starts again from the first page.
  const setSearch = useCallback((next: string) => {
    setSearchState(next);
    setPage(1);
  }, []);
  const [searchText, setSearchText] = useSearchText({ search, setSearch });
  const companies = useSource(
    'projects.companies',
    { page, pageSize, ...(search ? { search } : {}) },
    { keepPreviousData: true },
  );
  const rows = companies.data?.data ?? [];
  return (
    <section className={styles.root}>
      <Title2 as="h1">{intl.formatMessage({ id: 'project.company.title' })}</Title2>
      <SearchBox
        dismiss={{ 'aria-label': intl.formatMessage({ id: 'engine.list.clearSearch' }) }}
        className={styles.search}
        value={searchText}
        placeholder={intl.formatMessage({ id: 'project.company.search' })}
        aria-label={intl.formatMessage({ id: 'project.company.search' })}
        onChange={(_, data) => setSearchText(data.value)}
      />
      {companies.error ? <LoadError onRetry={() => void companies.mutate()} /> : null}
      {companies.isLoading && rows.length === 0 ? (
        <Spinner label={intl.formatMessage({ id: 'project.loading' })} />
      ) : rows.length === 0 && !companies.error ? (
        <Text className={styles.empty}>{EMPTY_LIST_TEXT[locale]}</Text>
      ) : (
        <ul className={styles.grid} aria-busy={companies.isValidating}>
          {rows.map((company) => (
            <li key={company.id}>
              <Card className={styles.card}>
                <div className={styles.row}>
                  {company.hasLogo && company.logoUrl ? (
                    <img className={styles.logo} src={company.logoUrl} alt="" loading="lazy" />
                  ) : (
                    <span className={styles.logoBlank} aria-hidden="true" />
                  )}
                  <div>
                    <AppLink className={styles.name} to={`/detail-company/${company.id}`}>
                      <Body1 lang="vi">{companyName({ company, locale })}</Body1>
                    </AppLink>
                    <div>
                      {locale === 'en' && company.fieldEn ? (
                        <Caption1>{company.fieldEn}</Caption1>
                      ) : (
                        <Caption1 lang="vi">{company.field}</Caption1>
                      )}
                    </div>
                  </div>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {(companies.data?.total ?? 0) > pageSize || page > 1 ? (
        <ListPager
          page={page}
          pageSize={pageSize}
          defaultPageSize={COMPANY_PAGE_SIZE}
          total={companies.data?.total ?? 0}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      ) : null}
    </section>
  );
}
