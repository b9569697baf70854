import { Button, makeStyles, Text, Title2, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { AppLink } from './app-link';
import { pageFailure } from './page-failure';
import type { PageFailure } from './page-failure';

const useStyles = makeStyles({
  box: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalXL,
  },
  detail: {
    fontFamily: tokens.fontFamilyMonospace,
    color: tokens.colorNeutralForeground3,
    overflowWrap: 'anywhere',
    margin: `${tokens.spacingVerticalXS} 0 0`,
  },
  summary: { cursor: 'pointer', color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

const BODY_OF: Record<PageFailure, string> = {
  updated: 'shell.error.updated',
  offline: 'shell.error.network',
  other: 'shell.error.body',
};

/**
 * A page that failed to load or render, said in terms the student can act on (the portal was
 * updated: reload; offline: check the connection); the technical cause (e.g. `Unknown page
 * component "x"`) is folded away below, for a report.
 */
export default function RouteError({ error }: { error: unknown }) {
  const intl = useIntl();
  const styles = useStyles();
  const failure = pageFailure({ error, isOnline: typeof navigator === 'undefined' || navigator.onLine });
  return (
    <section className={styles.box} role="alert">
      <Title2 as="h1">{intl.formatMessage({ id: 'shell.error.title' })}</Title2>
      <Text>{intl.formatMessage({ id: BODY_OF[failure] })}</Text>
      <details>
        <summary className={styles.summary}>{intl.formatMessage({ id: 'shell.error.detail' })}</summary>
        <p className={styles.detail}>{describe(error)}</p>
      </details>
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => window.location.reload()}>
          {intl.formatMessage({ id: 'shell.error.reload' })}
        </Button>
        <AppLink to="/">{intl.formatMessage({ id: 'shell.notFound.home' })}</AppLink>
      </div>
    </section>
  );
}
