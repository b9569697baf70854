import {
  Body1,
  Card,
  makeStyles,
  Spinner,
  Subtitle2,
  Text,
  Title2,
  Title3,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AppLink } from '../../../client/app/app-link';
import { useLocale, useSource } from '../../../client/engine';
import { EMPTY_LIST_TEXT } from '../../../core';
import { awardRoute } from './award-card';
import { awardName, formatDay, shownText } from './award-text';
import { LoadError } from '../../../client/engine/list/load-error';

/** The most calls the page lists (a tenant has a handful open at a time). */
const CALL_LIMIT = 50;

/** The SPEC §5 criteria explained, in the order the form asks for them. */
const CRITERIA = [
  'bank',
  'gpaPrevYear',
  'gpaB1B2',
  'admission',
  'academic',
  'family',
  'achievements',
] as const;

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    minWidth: 0,
    maxWidth: '960px',
  },
  criteria: { display: 'grid', gap: tokens.spacingVerticalM, margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold },
  detail: { margin: `${tokens.spacingVerticalXXS} 0 0 0`, whiteSpace: 'pre-line' },
  calls: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  heading: { margin: 0, overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground3 },
  text: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
  empty: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  emptyText: { color: tokens.colorNeutralForeground3 },
});

/**
 * /scholarship/requirements: what every application is judged on (SPEC §5 labels explained:
 * previous-year GPA without retakes, GPA B1+B2, admission results for calls for newcomers, family
 * circumstances, achievements with evidence) and the requirements of each open call; with none
 * open, what will be listed and a link to every call.
 */
export default function RequirementsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const calls = useSource('awards.list', { page: 1, pageSize: CALL_LIMIT, status: 'open' });
  const rows = calls.data?.data ?? [];
  const t = (id: string) => intl.formatMessage({ id: `awards.requirements.${id}` });
  return (
    <section className={styles.root}>
      <Title2 as="h1">{t('title')}</Title2>
      <Body1>{t('intro')}</Body1>
      <Title3 as="h2">{t('criteria')}</Title3>
      <Card>
        <dl className={styles.criteria}>
          {CRITERIA.map((criterion) => (
            <div key={criterion}>
              <dt className={styles.term}>{t(`${criterion}.label`)}</dt>
              <dd className={styles.detail}>{t(`${criterion}.text`)}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Title3 as="h2">{t('perCall')}</Title3>
      {calls.error ? <LoadError onRetry={() => void calls.mutate()} /> : null}
      {calls.isLoading ? (
        <Spinner label={intl.formatMessage({ id: 'awards.loading' })} />
      ) : rows.length === 0 && !calls.error ? (
        <div className={styles.empty}>
          <Text className={styles.emptyText}>{EMPTY_LIST_TEXT[locale]}</Text>
          <Text>
            {intl.formatMessage(
              { id: 'awards.requirements.emptyHint' },
              { link: (chunks: ReactNode[]) => <AppLink to="/scholarship?status=all">{chunks}</AppLink> },
            )}
          </Text>
        </div>
      ) : (
        <ul className={styles.calls}>
          {rows.map((award) => {
            const name = awardName({ award, locale });
            const requirements = shownText({ vi: award.requirements, en: award.requirementsEn, locale });
            return (
              <li key={award.id}>
                <Card>
                  <Subtitle2 as="h3" className={styles.heading}>
                    <AppLink to={awardRoute(award)} lang={name.lang}>
                      {name.text}
                    </AppLink>
                  </Subtitle2>
                  <Text className={styles.meta}>
                    {intl.formatMessage(
                      { id: 'awards.requirements.window' },
                      {
                        category: intl.formatMessage({ id: `awards.category.${award.category}` }),
                        deadline: formatDay({ value: award.endDate, locale }),
                      },
                    )}
                  </Text>
                  {requirements.text ? (
                    <Body1 className={styles.text} lang={requirements.lang}>
                      {requirements.text}
                    </Body1>
                  ) : (
                    <Body1>{t('none')}</Body1>
                  )}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
