import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { NavigationRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { preloadMenuDrawer } from '../../engine/menu/menu-drawer';
import { useLocaleSwitch } from '../../i18n/locale-provider';
import { useClientConfig } from '../client-config-context';
import { AccountMenu } from './account-menu';
import { LanguageSwitch } from './language-switch';
import { DESKTOP_MEDIA } from './shell-breakpoints';
import { VISUALLY_HIDDEN } from '../../engine/visually-hidden';

const useStyles = makeStyles({
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 10,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    height: '56px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  menuButton: { [DESKTOP_MEDIA]: { display: 'none' } },
  brand: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minWidth: 0,
    flexGrow: 1,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
  },
  logo: { width: '36px', height: '36px', objectFit: 'contain', flexShrink: 0 },
  name: {
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  fullName: { display: 'none', '@media (min-width: 768px)': { display: 'inline' } },
  shortName: { '@media (min-width: 768px)': { display: 'none' } },
  visuallyHidden: VISUALLY_HIDDEN,
  tools: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexShrink: 0 },
});

/** Top bar: menu button (phones and tablets), tenant logo and name, language switch, account menu. */
export function AppHeader({ onOpenMenu }: { onOpenMenu: () => void }) {
  const intl = useIntl();
  const styles = useStyles();
  const config = useClientConfig();
  const { locale } = useLocaleSwitch();
  return (
    <header className={styles.header}>
      <Button
        className={styles.menuButton}
        appearance="subtle"
        icon={<NavigationRegular />}
        aria-label={intl.formatMessage({ id: 'shell.menu.open' })}
        onClick={onOpenMenu}
        onPointerDown={preloadMenuDrawer}
        onFocus={preloadMenuDrawer}
      />
      {/* Named by the name it shows (full or short, by width) and a hidden hint, never by a
          label that differs from the visible text (WCAG 2.5.3). */}
      <Link to="/" className={styles.brand}>
        <img className={styles.logo} src={config.logo} alt="" />
        <span className={mergeClasses(styles.name, styles.fullName)}>{config.name[locale]}</span>
        <span className={mergeClasses(styles.name, styles.shortName)}>{config.shortName[locale]}</span>
        <span className={styles.visuallyHidden}>{intl.formatMessage({ id: 'shell.home.hint' })}</span>
      </Link>
      <div className={styles.tools}>
        <LanguageSwitch />
        <AccountMenu />
      </div>
    </header>
  );
}
