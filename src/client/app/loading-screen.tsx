import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';

const useStyles = makeStyles({
  screen: {
    minHeight: '50vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalM,
    color: tokens.colorNeutralForeground2,
  },
  full: { minHeight: '100dvh' },
  // The same spinner as index.html's boot spinner, in the tenant's colour; Fluent's Spinner
  // would add its code to the first screen for a few pixels of animation.
  spinner: {
    width: '32px',
    height: '32px',
    boxSizing: 'border-box',
    border: `3px solid ${tokens.colorNeutralStroke2}`,
    borderTopColor: tokens.colorBrandBackground,
    borderRadius: '50%',
    animationName: { to: { transform: 'rotate(360deg)' } },
    animationDuration: '0.8s',
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
    '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
  },
});

/**
 * A centred spinner while a page or the session loads, named "Đang tải…" / "Loading…" for screen
 * readers (as index.html's boot spinner). No visible words: they would be the page's first
 * contentful paint, and Lighthouse then counts every start-up task after it as blocking time
 * (docs/accessibility.md, "Lighthouse and page weight").
 */
export function LoadingScreen({ isFullScreen = false }: { isFullScreen?: boolean }) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <div className={mergeClasses(styles.screen, isFullScreen && styles.full)}>
      <div
        className={styles.spinner}
        role="progressbar"
        aria-busy="true"
        aria-label={intl.formatMessage({ id: 'shell.loading' })}
      />
    </div>
  );
}
