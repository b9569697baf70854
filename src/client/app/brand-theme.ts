import { createLightTheme } from '@fluentui/react-components';
import type { BrandVariants, Theme } from '@fluentui/react-components';

/** Fluent's brand ramp keys, darkest (10) to lightest (160); the brand colour itself sits at 80. */
const RAMP_KEYS = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;
const BRAND_KEY = 80;
/** How far the ends of the ramp move toward black and white (1 would be pure black / white). */
const MAX_DARKEN = 0.85;
const MAX_LIGHTEN = 0.95;

/** Fluent's own default brand colour, used until a tenant's theme is known. */
export const DEFAULT_BRAND_COLOR = '#0f6cbd';

type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) throw new Error(`Invalid brand colour "${hex}" (expected #rrggbb)`);
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function mix({ from, to, amount }: { from: Rgb; to: Rgb; amount: number }): Rgb {
  return [0, 1, 2].map((index) => from[index] + (to[index] - from[index]) * amount) as unknown as Rgb;
}

/** A 16-step Fluent brand ramp around `hex`: shades toward black below 80, tints toward white above. */
export function createBrandVariants(hex: string): BrandVariants {
  const brand = parseHex(hex);
  const ramp: Record<number, string> = {};
  for (const key of RAMP_KEYS) {
    if (key === BRAND_KEY) ramp[key] = toHex(brand);
    else if (key < BRAND_KEY)
      ramp[key] = toHex(
        mix({ from: brand, to: [0, 0, 0], amount: ((BRAND_KEY - key) / (BRAND_KEY - 10)) * MAX_DARKEN }),
      );
    else
      ramp[key] = toHex(
        mix({
          from: brand,
          to: [255, 255, 255],
          amount: ((key - BRAND_KEY) / (160 - BRAND_KEY)) * MAX_LIGHTEN,
        }),
      );
  }
  return ramp as BrandVariants;
}

/** The light Fluent theme of a tenant's brand colour. */
export function createBrandTheme({ brand }: { brand: string }): Theme {
  return createLightTheme(createBrandVariants(brand));
}
