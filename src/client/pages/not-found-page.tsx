import { makeStyles, Text, Title1, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { AppLink } from '../app/app-link';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    maxWidth: '560px',
    padding: `${tokens.spacingVerticalXXXL} 0`,
  },
  code: {
    color: tokens.colorBrandForeground1,
    fontSize: '64px',
    lineHeight: '1',
    fontWeight: tokens.fontWeightBold,
  },
  path: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
});

/** Unknown routes and menu routes whose page is not built yet. */
export default function NotFoundPage() {
  const intl = useIntl();
  const styles = useStyles();
  const { pathname } = useLocation();
  return (
    <section className={styles.page}>
      <span className={styles.code} aria-hidden>
        404
      </span>
      <Title1 as="h1">{intl.formatMessage({ id: 'shell.notFound.title' })}</Title1>
      <Text>{intl.formatMessage({ id: 'shell.notFound.body' })}</Text>
      <Text className={styles.path}>{pathname}</Text>
      <AppLink to="/">{intl.formatMessage({ id: 'shell.notFound.home' })}</AppLink>
    </section>
  );
}
