import { Button, makeStyles, Text, Title2, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { AppLink } from './app-link';

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
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** A page that failed to load or render; names the cause (e.g. `Unknown page component "x"`). */
export default function RouteError({ error }: { error: unknown }) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <section className={styles.box} role="alert">
      <Title2 as="h1">{intl.formatMessage({ id: 'shell.error.title' })}</Title2>
      <Text>{intl.formatMessage({ id: 'shell.error.body' })}</Text>
      <Text className={styles.detail}>{describe(error)}</Text>
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => window.location.reload()}>
          {intl.formatMessage({ id: 'shell.error.reload' })}
        </Button>
        <AppLink to="/">{intl.formatMessage({ id: 'shell.notFound.home' })}</AppLink>
      </div>
    </section>
  );
}
