import type { TenantTheme } from './tenant-theme';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A simple shield logo with a monogram (up to three letters) in the tenant's colours; a
 * placeholder the university replaces with its own mark at public/institutions/<code>/logo.svg.
 */
export const tenantLogoSvg = ({
  name,
  monogram,
  theme,
}: {
  name: string;
  monogram: string;
  theme: TenantTheme;
}): string => {
  const letters = escapeXml(monogram.slice(0, 3).toUpperCase());
  const fontSize = letters.length > 2 ? 15 : 20;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-labelledby="title">',
    `  <title id="title">${escapeXml(name)}</title>`,
    `  <path d="M32 3 L57 11 V31 C57 46 46 56 32 61 C18 56 7 46 7 31 V11 Z" fill="${theme.brand}"/>`,
    `  <path d="M32 8 L52 14.5 V31 C52 43 43.5 51 32 55.5 C20.5 51 12 43 12 31 V14.5 Z" fill="none" stroke="${theme.accent}" stroke-width="2"/>`,
    `  <text x="32" y="39" text-anchor="middle" font-family="'Segoe UI', Arial, sans-serif" font-size="${fontSize}" font-weight="700" fill="#FFFFFF">${letters}</text>`,
    `  <path d="M22 45 H42" stroke="${theme.accent}" stroke-width="2" stroke-linecap="round"/>`,
    '</svg>',
    '',
  ].join('\n');
};
