import { Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { AppLink } from '../app/app-link';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  icon: { display: 'flex', color: tokens.colorBrandForeground1, fontSize: '20px' },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    flexGrow: 1,
  },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, flexGrow: 1 },
  empty: { color: tokens.colorNeutralForeground3 },
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
  },
});

/** A link at the foot of a card; only shown when the tenant has the page. */
export interface CardLink {
  to: string;
  label: string;
}

/** One dashboard card: an h2 title (optionally with an icon and a badge), its content, links. */
export function HomeCard({
  title,
  icon,
  badge,
  links = [],
  testId,
  children,
}: {
  title: string;
  icon?: ReactNode;
  badge?: ReactNode;
  links?: CardLink[];
  testId: string;
  children: ReactNode;
}) {
  const styles = useStyles();
  const titleId = useId();
  return (
    <Card className={styles.card} data-testid={testId} role="region" aria-labelledby={titleId}>
      <div className={styles.header}>
        {icon ? (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {badge}
      </div>
      <div className={styles.body}>{children}</div>
      {links.length > 0 ? (
        <div className={styles.footer}>
          {links.map((link) => (
            <AppLink key={link.to} to={link.to}>
              {link.label}
            </AppLink>
          ))}
        </div>
      ) : null}
    </Card>
  );
}

/** The sentence a card shows when it has nothing to list. */
export function EmptyLine({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return <Text className={styles.empty}>{children}</Text>;
}
