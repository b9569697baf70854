import { makeStyles } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';

const useStyles = makeStyles({
  // Read by screen readers, not shown.
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
  },
});

type Politeness = 'polite' | 'assertive';
const regions: Partial<Record<Politeness, HTMLElement>> = {};

/**
 * Says a toast's text through live regions that are on the page from its start: the toaster
 * itself loads with the first toast, and a live region added together with its first message is
 * often not read.
 */
export function announceToast(
  message: string,
  { politeness }: { politeness?: Politeness | 'off' } = {},
): void {
  const region = regions[politeness === 'assertive' ? 'assertive' : 'polite'];
  if (!region || politeness === 'off') return;
  // Emptied first, so the same text said twice is read twice.
  region.textContent = '';
  setTimeout(() => {
    region.textContent = message;
  }, 50);
}

/** The app's two live regions for toasts (polite and assertive), mounted with the app. */
export function ToastAnnouncer() {
  const styles = useStyles();
  const polite = useRef<HTMLDivElement>(null);
  const assertive = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (polite.current) regions.polite = polite.current;
    if (assertive.current) regions.assertive = assertive.current;
    return () => {
      delete regions.polite;
      delete regions.assertive;
    };
  }, []);
  return (
    <>
      <div ref={polite} className={styles.hidden} aria-live="polite" aria-atomic="true" />
      <div ref={assertive} className={styles.hidden} aria-live="assertive" aria-atomic="true" />
    </>
  );
}
