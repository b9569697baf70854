/** Its name before any catalogue is loaded: both languages, as in index.html. */
export const BOOT_LABEL = 'Đang tải… / Loading…';

/**
 * What shows before any text can: the spinner styled by index.html (`.ug-boot`), so nothing
 * but this element is needed to paint it.
 */
export function BootPlaceholder() {
  return <div className="ug-boot" role="progressbar" aria-busy="true" aria-label={BOOT_LABEL} />;
}
