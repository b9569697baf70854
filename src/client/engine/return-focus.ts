/** Fluent's dialogs and drawers (tabster restorer sources) announce, on closing, that focus was lost. */
const RESTORE_FOCUS_EVENT = 'tabster:restorer:restore-focus';
/** What counts as a dialog: Fluent's Dialog, alert dialog and overlay Drawer. */
const DIALOG = '[role="dialog"], [role="alertdialog"]';
/** After tabster's own attempt (it restores, a tick later, to an element marked as its target). */
const AFTER_TABSTER_MS = 30;

const isInDialog = (element: Element) => element.closest(DIALOG) !== null;

/**
 * Focus goes back to the opener when a dialog or drawer closes. Fluent returns it only to an
 * opener marked with `useRestoreFocusTarget()` or wrapped in a `DialogTrigger`; ours are mostly
 * opened by state from rows, cards, menu items and buttons, and a keyboard user was left on the
 * page's body (WCAG 2.4.3). The opener is the element focus came from when it entered a dialog
 * (none when the dialog was opened by a click on something that takes no focus); when a dialog
 * announces that focus was lost and no dialog is open any more, the opener is focused again if
 * it is still on the page. Returns the function that stops it.
 */
export function installReturnFocus(win: Window = window): () => void {
  const doc = win.document;
  let opener: HTMLElement | null = null;
  let wasInDialog = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    const isEnteringDialog = isInDialog(target) && !wasInDialog;
    wasInDialog = isInDialog(target);
    if (!isEnteringDialog) return;
    const from = event.relatedTarget;
    opener = from instanceof HTMLElement && from !== doc.body && !isInDialog(from) ? from : null;
  };
  const onRestoreFocus = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (doc.querySelector(DIALOG)) return;
      // The last dialog has closed: the next one opened starts afresh.
      wasInDialog = false;
      const target = opener;
      opener = null;
      const isLost = doc.activeElement === null || doc.activeElement === doc.body;
      if (isLost && target?.isConnected) target.focus();
    }, AFTER_TABSTER_MS);
  };
  doc.addEventListener('focusin', onFocusIn, true);
  win.addEventListener(RESTORE_FOCUS_EVENT, onRestoreFocus);
  return () => {
    clearTimeout(timer);
    doc.removeEventListener('focusin', onFocusIn, true);
    win.removeEventListener(RESTORE_FOCUS_EVENT, onRestoreFocus);
  };
}
