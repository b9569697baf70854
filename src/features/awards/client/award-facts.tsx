import type { ReactNode } from 'react';
import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../client/engine';
import { formatSemester } from '../../../core';
import type { Award, AwardStudentInfo } from '../../../generated';
import { isNewcomerCall } from '../shared/newcomer-call';
import { formatMoment, formatVnd, shownText } from './award-text';

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  detail: { margin: 0, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  list: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXL,
    display: 'grid',
    gap: tokens.spacingVerticalXS,
  },
  text: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
});

/** Term–detail pairs in a grid that wraps to one column on phones. */
export function FactGrid({ facts }: { facts: { term: string; detail: ReactNode }[] }) {
  const styles = useStyles();
  return (
    <dl className={styles.facts}>
      {facts.map(({ term, detail }) => (
        <div key={term}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.detail}>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The call at a glance: code, category, sponsor, amount, quota, term and its window. */
export function AwardFacts({ award }: { award: Award }) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id: `awards.field.${id}` });
  return (
    <FactGrid
      facts={[
        { term: t('amount'), detail: formatVnd(award.amount) },
        { term: t('quota'), detail: award.quota > 0 ? intl.formatNumber(award.quota) : '—' },
        { term: t('category'), detail: intl.formatMessage({ id: `awards.category.${award.category}` }) },
        ...(award.sponsor ? [{ term: t('sponsor'), detail: <span lang="vi">{award.sponsor}</span> }] : []),
        { term: t('semester'), detail: formatSemester({ semester: award.semester, locale }) || '—' },
        { term: t('startDate'), detail: formatMoment({ value: award.startDate, locale }) },
        { term: t('deadline'), detail: formatMoment({ value: award.endDate, locale }) },
        { term: t('code'), detail: award.code || '—' },
      ]}
    />
  );
}

/**
 * The criteria a call is judged on, by its category (SPEC §5 labels); a call for newcomers has no
 * previous year to average, so admission results stand in for the GPAs.
 */
const criteriaOf = (award: Award): string[] => [
  ...(isNewcomerCall(award)
    ? ['admission']
    : [
        'gpaPrevYear',
        ...(award.category === 'internship' || award.category === 'dualDegree' ? ['gpaB1B2'] : []),
      ]),
  ...(award.category === 'hardship' ? ['family'] : []),
  'achievements',
];

/**
 * Who may apply (units and cohorts of the call, or a named list; I see the call, so I am among
 * them), the call's own requirements and what the application is judged on.
 */
export function AwardEligibility({
  award,
  student,
}: {
  award: Award;
  student?: AwardStudentInfo['student'];
}) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `awards.eligibility.${id}` }, values);
  const isAllUnits = award.unitIds.length === 0 || award.unitIds.includes(-1);
  const requirements = shownText({ vi: award.requirements, en: award.requirementsEn, locale });
  return (
    <>
      <ul className={styles.list}>
        <li>
          {isAllUnits ? t('allUnits') : t('someUnits', { unit: student?.departmentName || t('yourUnit') })}
        </li>
        <li>
          {award.studentYears.length === 0
            ? t('allYears')
            : t('years', { years: [...award.studentYears].sort((a, b) => a - b).join(', ') })}
        </li>
        {student ? <li>{t('you', { cohort: student.cohort })}</li> : null}
      </ul>
      {requirements.text ? (
        <Body1 className={styles.text} lang={requirements.lang}>
          {requirements.text}
        </Body1>
      ) : null}
      <Body1>{t('judgedOn')}</Body1>
      <ul className={styles.list}>
        {criteriaOf(award).map((criterion) => (
          <li key={criterion}>
            {intl.formatMessage({ id: `awards.requirements.${criterion}.label` })}
            {': '}
            {intl.formatMessage({ id: `awards.requirements.${criterion}.text` })}
          </li>
        ))}
      </ul>
    </>
  );
}
