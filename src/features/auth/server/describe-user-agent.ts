/** A browser and system a person recognises, read from a User-Agent header ('' when unknown). */
export type DeviceDescription = { browser: string; os: string };

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari, and so on.
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bCocCoc\//, 'Cốc Cốc'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bZalo(?:Theme)?\b/i, 'Zalo'],
  [/\bFBA[NV]\//, 'Facebook'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bHeadlessChrome\//, 'Chrome'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = ({ text, table }: { text: string; table: readonly [RegExp, string][] }) =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? '';

/** "Chrome" on "Windows" from a User-Agent string, enough for a student to tell their devices apart. */
export const describeUserAgent = (userAgent: string): DeviceDescription => ({
  browser: firstMatch({ text: userAgent, table: BROWSERS }),
  os: firstMatch({ text: userAgent, table: SYSTEMS }),
});
