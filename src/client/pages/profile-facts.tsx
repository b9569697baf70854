import { makeStyles, tokens } from '@fluentui/react-components';
import { isVietnameseText } from '../engine/localized';

/** One labelled value. */
export interface ProfileFact {
  label: string;
  value: string;
}

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(120px, max-content) 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
    // Phones: each label above its value, so long labels and values never squeeze each other.
    '@media (max-width: 479px)': { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: 0 },
  },
  label: {
    color: tokens.colorNeutralForeground3,
    '@media (max-width: 479px)': { marginTop: tokens.spacingVerticalS },
  },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
});

/**
 * A two-column description list; empty values show a dash so the rows stay aligned. A value in
 * Vietnamese (names, units with no English version) is marked lang=vi on English pages too.
 */
export function ProfileFacts({ facts }: { facts: ProfileFact[] }) {
  const styles = useStyles();
  return (
    <dl className={styles.list}>
      {facts.map((fact) => (
        <div key={fact.label} style={{ display: 'contents' }}>
          <dt className={styles.label}>{fact.label}</dt>
          <dd className={styles.value} lang={isVietnameseText(fact.value) ? 'vi' : undefined}>
            {fact.value || '—'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
