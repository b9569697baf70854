import { Button, makeStyles, Text, Title1, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useClientConfig } from '../app/client-config-context';
import { useLocaleSwitch } from '../i18n/locale-provider';

const useStyles = makeStyles({
  page: {
    minHeight: '100dvh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
  },
  logo: { width: '72px', height: '72px', objectFit: 'contain' },
  body: { maxWidth: '480px' },
});

/** Shown for every route while the tenant is in maintenance mode (flags.maintenance). */
export default function MaintenancePage() {
  const intl = useIntl();
  const styles = useStyles();
  const config = useClientConfig();
  const { locale } = useLocaleSwitch();
  return (
    <main className={styles.page}>
      <img className={styles.logo} src={config.logo} alt={config.shortName[locale]} />
      <Title1 as="h1">{intl.formatMessage({ id: 'shell.maintenance.title' })}</Title1>
      <Text className={styles.body}>
        {intl.formatMessage({ id: 'shell.maintenance.body' }, { name: config.name[locale] })}
      </Text>
      <Button appearance="primary" onClick={() => window.location.reload()}>
        {intl.formatMessage({ id: 'shell.maintenance.retry' })}
      </Button>
    </main>
  );
}
