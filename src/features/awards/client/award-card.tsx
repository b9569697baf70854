import { Caption1, Card, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { AppLink } from '../../../client/app/app-link';
import { useLocale } from '../../../client/engine';
import type { Award } from '../../../generated';
import { awardName, formatDay, formatVnd } from './award-text';
import { ApplicationStatusBadge, CallStateBadge } from './status-badge';

const useStyles = makeStyles({
  card: { height: '100%', boxSizing: 'border-box', minWidth: 0 },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  name: { margin: 0, overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  detail: { margin: 0, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
});

/** The route of a call's page. */
export const awardRoute = (award: Pick<Award, 'publicId'>): string => `/detail-scholarship/${award.publicId}`;

/** One call in the list: name (to its page), category and sponsor, amount, deadline, my status. */
export function AwardCard({ award }: { award: Award }) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const name = awardName({ award, locale });
  const category = intl.formatMessage({ id: `awards.category.${award.category}` });
  return (
    <Card className={styles.card}>
      <div className={styles.badges}>
        <CallStateBadge isOpen={award.isOpen} />
        <ApplicationStatusBadge status={award.applicationStatus} />
      </div>
      <Subtitle2 as="h2" className={styles.name}>
        <AppLink to={awardRoute(award)} lang={name.lang}>
          {name.text}
        </AppLink>
      </Subtitle2>
      <Caption1 className={styles.meta}>
        {category}
        {award.sponsor ? (
          <>
            {' · '}
            <span lang="vi">{award.sponsor}</span>
          </>
        ) : null}
      </Caption1>
      <dl className={styles.facts}>
        <dt className={styles.term}>{intl.formatMessage({ id: 'awards.field.amount' })}</dt>
        <dd className={styles.detail}>{formatVnd(award.amount)}</dd>
        <dt className={styles.term}>{intl.formatMessage({ id: 'awards.field.deadline' })}</dt>
        <dd className={styles.detail}>
          <Text weight="semibold">{formatDay({ value: award.endDate, locale })}</Text>
        </dd>
      </dl>
    </Card>
  );
}
