import { useState } from 'react';
import { makeStyles, ProgressBar, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { MenuDrawer } from '../../engine/menu/menu-drawer';
import { MenuRenderer } from '../../engine/menu/menu-renderer';
import { useLocaleSwitch } from '../../i18n/locale-provider';
import { useClientConfig } from '../client-config-context';
import { useIsNavigating } from '../route-state';
import { userAreaOf } from '../require-session';
import { useSession } from '../session/session-provider';
import { AppHeader } from './app-header';
import { DESKTOP_MEDIA, useIsDesktop, WIDE_MEDIA } from './shell-breakpoints';

const useStyles = makeStyles({
  root: {
    minHeight: '100dvh',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  skip: {
    position: 'absolute',
    left: '-10000px',
    ':focus': {
      left: tokens.spacingHorizontalM,
      top: tokens.spacingVerticalS,
      zIndex: 100,
      backgroundColor: tokens.colorNeutralBackground1,
      padding: tokens.spacingHorizontalS,
    },
  },
  progress: { position: 'fixed', top: 0, left: 0, right: 0, zIndex: 20 },
  banner: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorPaletteYellowBackground2,
    color: tokens.colorNeutralForeground1,
    textAlign: 'center',
    fontSize: tokens.fontSizeBase200,
  },
  body: { display: 'flex', flexGrow: 1, minWidth: 0 },
  sidebar: {
    display: 'none',
    [DESKTOP_MEDIA]: {
      display: 'block',
      width: '264px',
      flexShrink: 0,
      padding: tokens.spacingVerticalM,
      boxSizing: 'border-box',
      backgroundColor: tokens.colorNeutralBackground1,
      borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
      position: 'sticky',
      top: '56px',
      alignSelf: 'flex-start',
      // The panel's white reaches the bottom of the window even when the menu is short.
      height: 'calc(100dvh - 56px)',
      overflowY: 'auto',
    },
  },
  main: {
    flexGrow: 1,
    minWidth: 0,
    padding: tokens.spacingHorizontalM,
    boxSizing: 'border-box',
    [DESKTOP_MEDIA]: { padding: tokens.spacingHorizontalXXL },
    [WIDE_MEDIA]: { maxWidth: '1440px' },
  },
});

/**
 * The signed-in layout: header, the menu of the user's area (students', teachers' or staff's;
 * sidebar on desktop, drawer on phones) and the page.
 */
export function AppShell() {
  const intl = useIntl();
  const styles = useStyles();
  const config = useClientConfig();
  const { locale } = useLocaleSwitch();
  const isNavigating = useIsNavigating();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const { user } = useSession();
  // A phone never shows the sidebar: its menu (every entry, icon and badge) is not built there,
  // only the drawer's when the menu button is pressed.
  const isDesktop = useIsDesktop();

  const area = user ? userAreaOf(user) : 'student';
  const menu = area === 'student' ? config.menus.student : (config.menus[area] ?? []);
  return (
    <div className={styles.root}>
      <a className={styles.skip} href="#main-content">
        {intl.formatMessage({ id: 'shell.skipToContent' })}
      </a>
      {isNavigating ? (
        <ProgressBar
          className={styles.progress}
          thickness="large"
          aria-label={intl.formatMessage({ id: 'shell.loading' })}
        />
      ) : null}
      <AppHeader onOpenMenu={() => setIsMenuOpen(true)} />
      {config.flags.testMode ? (
        <div className={styles.banner}>{intl.formatMessage({ id: 'shell.testMode' })}</div>
      ) : null}
      <div className={styles.body}>
        {isDesktop ? (
          <aside className={styles.sidebar}>
            <MenuRenderer items={menu} />
          </aside>
        ) : null}
        <main id="main-content" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <MenuDrawer
        items={menu}
        isOpen={isMenuOpen}
        onOpenChange={setIsMenuOpen}
        title={config.shortName[locale]}
      />
    </div>
  );
}
