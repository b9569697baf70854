/**
 * A ref that focuses its element once, when it mounts: React's `autoFocus` without relying on the
 * renderer. React focuses an `autoFocus` element itself; Preact (the build's renderer, see
 * docs/conventions.md) only writes the attribute, which the browser honours on the document's
 * first load and not after a client-side navigation. Pass it as it is (a stable function), so it
 * runs on mount only, not on every render.
 */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
