import type { Institution } from '../../config/index';
import { escapeHtml } from '../mail/escape-html';

/**
 * The built index.html with what the server knows before any script runs: the tenant's language
 * (`<html lang>`, so a screen reader reads the boot screen in it), its short name as the tab's
 * title and its logo as the tab's icon. Each replaced piece must be in the template exactly
 * once: a changed index.html fails at start-up, not silently on a phone.
 */
export const tenantIndexHtml = ({ template, tenant }: { template: string; tenant: Institution }): string => {
  const locale = tenant.defaultLocale;
  const pieces: ReadonlyArray<readonly [string, string]> = [
    ['<html lang="vi">', `<html lang="${locale}">`],
    ['<title>Unigate</title>', `<title>${escapeHtml(tenant.shortName[locale])}</title>`],
    ['<link rel="icon" href="data:," />', `<link rel="icon" href="${escapeHtml(tenant.logo)}" />`],
  ];
  return pieces.reduce((html, [from, to]) => {
    const at = html.indexOf(from);
    if (at < 0 || html.indexOf(from, at + from.length) >= 0)
      throw new Error(`index.html must hold ${from} exactly once (tenant-index-html.ts)`);
    return html.slice(0, at) + to + html.slice(at + from.length);
  }, template);
};
