import { makeStyles } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { VISUALLY_HIDDEN } from '../engine/visually-hidden';

const useStyles = makeStyles({ hidden: VISUALLY_HIDDEN });

type Politeness = 'polite' | 'assertive';
const regions: Partial<Record<Politeness, HTMLElement>> = {};

/** How long a message stays in its region: long enough for screen readers to read it (Fluent's). */
const MESSAGE_MS = 500;
const waiting: { message: string; politeness: Politeness }[] = [];
let isSaying = false;

/** Puts the next waiting message in its region, then empties it, so each is read once. */
function sayNext(): void {
  const next = waiting.shift();
  if (!next) {
    isSaying = false;
    return;
  }
  isSaying = true;
  const region = regions[next.politeness];
  if (region) region.textContent = next.message;
  setTimeout(() => {
    if (region) region.textContent = '';
    sayNext();
  }, MESSAGE_MS);
}

/**
 * Says a toast's text through live regions that are on the page from its start: the toaster
 * itself loads with the first toast, and a live region added together with its first message is
 * often not read. Messages are said one after another, assertive ones first, as Fluent's own
 * toaster region does.
 */
export function announceToast(
  message: string,
  { politeness }: { politeness?: Politeness | 'off' } = {},
): void {
  if (politeness === 'off') return;
  const item = {
    message,
    politeness: politeness === 'assertive' ? ('assertive' as const) : ('polite' as const),
  };
  if (item.politeness === 'assertive') waiting.unshift(item);
  else waiting.push(item);
  if (!isSaying) sayNext();
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
