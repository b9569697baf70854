import { Field, makeStyles, SearchBox, Select, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../client/engine';
import { NARROW_QUERY } from '../../../client/engine/list/use-media-query';
import type { Award, StaffAwardCategory } from '../../../generated';
import { shownText } from './award-text';
import type { AwardStatusFilter } from './sources';

/** Call categories (Award.category). */
export const AWARD_CATEGORIES: readonly Award['category'][] = [
  'study',
  'hardship',
  'internship',
  'dualDegree',
  'sponsor',
];

const STATUSES: readonly AwardStatusFilter[] = ['open', 'closed', 'all'];

/** The list's filters as the URL keeps them. */
export interface AwardFilterValues {
  search: string;
  category: string;
  status: AwardStatusFilter;
  categoryId: string;
}

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 160px), 1fr))',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    alignItems: 'end',
    maxWidth: '960px',
  },
  // A select is as wide as its longest option unless told otherwise, which widens the page.
  field: { minWidth: 0 },
  searchField: { minWidth: 0, [`@media ${NARROW_QUERY}`]: { gridColumn: '1 / -1' } },
  search: { width: '100%', maxWidth: 'none' },
  select: { width: '100%', minWidth: 0 },
});

/** Search, category, open/closed/all, and the staff award category when the tenant splits by it. */
export function AwardFilters({
  values,
  categories,
  onChange,
}: {
  values: AwardFilterValues;
  /** The tenant's staff award categories (empty when its staffAwardCategory module is off). */
  categories: StaffAwardCategory[];
  onChange: (values: Partial<AwardFilterValues>) => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const t = (id: string) => intl.formatMessage({ id: `awards.filter.${id}` });
  const studentCategories = categories.filter((category) => category.subject !== 'staff');
  return (
    <div className={styles.root} role="search">
      <Field label={t('search')} className={styles.searchField}>
        <SearchBox
          dismiss={{ 'aria-label': intl.formatMessage({ id: 'engine.list.clearSearch' }) }}
          className={styles.search}
          value={values.search}
          placeholder={t('searchPlaceholder')}
          onChange={(_event, data) => onChange({ search: data.value })}
        />
      </Field>
      <Field label={t('category')} className={styles.field}>
        <Select
          className={styles.select}
          value={values.category}
          onChange={(_event, data) => onChange({ category: data.value })}
        >
          <option value="">{t('allCategories')}</option>
          {AWARD_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {intl.formatMessage({ id: `awards.category.${category}` })}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('status')} className={styles.field}>
        <Select
          className={styles.select}
          value={values.status}
          onChange={(_event, data) => onChange({ status: data.value as AwardStatusFilter })}
        >
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </Select>
      </Field>
      {studentCategories.length > 0 ? (
        <Field label={t('staffCategory')} className={styles.field}>
          <Select
            className={styles.select}
            value={values.categoryId}
            onChange={(_event, data) => onChange({ categoryId: data.value })}
          >
            <option value="">{t('allStaffCategories')}</option>
            {studentCategories.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {shownText({ vi: category.name, en: category.nameEn, locale }).text}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
    </div>
  );
}
