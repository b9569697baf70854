/** A theme derived from one brand colour (what tenant:new writes when only --brand is given). */
export type TenantTheme = { brand: string; brandDark: string; accent: string };

const toHsl = (hex: string): [number, number, number] => {
  const [r, g, b] = [1, 3, 5].map((index) => Number.parseInt(hex.slice(index, index + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  if (max === min) return [0, 0, lightness];
  const delta = max - min;
  const saturation = lightness > 0.5 ? delta / (2 - max - min) : delta / (max + min);
  const hue =
    max === r ? (g - b) / delta + (g < b ? 6 : 0) : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return [hue * 60, saturation, lightness];
};

const toHex = ([hue, saturation, lightness]: [number, number, number]): string => {
  const amount = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - amount * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(Math.min(1, Math.max(0, value)) * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`.toUpperCase();
};

/** A brand colour picked from the tenant code (stable: same code, same colour), for tenants created without --brand. */
export const brandFromCode = (code: string): string => {
  const hue = [...code].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 360, 7);
  return toHex([hue, 0.62, 0.38]);
};

/** brandDark = the brand a third darker; accent = the complementary hue, moderately saturated. */
export const themeFromBrand = (brand: string): TenantTheme => {
  const [hue, saturation, lightness] = toHsl(brand);
  return {
    brand: brand.toUpperCase(),
    brandDark: toHex([hue, saturation, lightness * 0.68]),
    accent: toHex([(hue + 180) % 360, Math.min(0.7, Math.max(0.5, saturation)), 0.5]),
  };
};
