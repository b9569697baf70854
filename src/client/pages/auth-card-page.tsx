import type { ReactNode } from 'react';
import { Card, makeStyles, Text, Title2, tokens } from '@fluentui/react-components';
import { LanguageSwitch } from '../app/shell/language-switch';
import { useClientConfig } from '../app/client-config-context';
import { useLocaleSwitch } from '../i18n/locale-provider';

const useStyles = makeStyles({
  // The card hangs from a fixed point instead of being centred: a message appearing in it, or a
  // step of the form taking less room, moves nothing above it (no layout shift).
  page: {
    minHeight: '100dvh',
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'center',
    padding: tokens.spacingHorizontalL,
    paddingTop: 'max(16px, 12vh)',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  card: {
    width: '100%',
    maxWidth: '420px',
    padding: tokens.spacingHorizontalXXL,
    boxSizing: 'border-box',
    '@media (max-width: 400px)': { padding: tokens.spacingHorizontalL },
  },
  brand: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  name: { flexGrow: 1, minWidth: 0 },
  logo: { width: '48px', height: '48px', flexShrink: 0, objectFit: 'contain' },
});

/** Props of `AuthCardPage`. */
export interface AuthCardPageProps {
  /** The page's one h1. */
  title: string;
  children: ReactNode;
}

/**
 * The frame of the signed-out pages (sign-in, forgot and reset password): the university's logo,
 * name and language switch over a card with the page's heading.
 */
export function AuthCardPage({ title, children }: AuthCardPageProps) {
  const styles = useStyles();
  const config = useClientConfig();
  const { locale } = useLocaleSwitch();
  return (
    <main className={styles.page}>
      <Card className={styles.card}>
        <div className={styles.brand}>
          <img className={styles.logo} src={config.logo} alt="" width={48} height={48} />
          <Text weight="semibold" className={styles.name}>
            {config.name[locale]}
          </Text>
          <LanguageSwitch />
        </div>
        <Title2 as="h1">{title}</Title2>
        {children}
      </Card>
    </main>
  );
}
