import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** The app's catalogue files (src/**, menus/, pages/): `messages.vi.json`, `messages.en.json`. */
const CATALOGUE = /[\\/]messages\.(vi|en)\.json$/;

/** The ICU message parser, as react-intl's own modules import it. */
const PARSER = '@formatjs/icu-messageformat-parser';

/** A catalogue's text as JSON of parsed messages; a text ICU cannot read fails naming file and id. */
export function compileCatalogue({ file, json }: { file: string; json: string }): string {
  const texts = JSON.parse(json) as Record<string, unknown>;
  const compiled: Record<string, unknown> = {};
  for (const [id, text] of Object.entries(texts)) {
    if (typeof text !== 'string') throw new Error(`${file}: message "${id}" is not a string`);
    try {
      compiled[id] = parse(text);
    } catch (error) {
      throw new Error(`${file}: message "${id}" is not valid ICU: ${(error as Error).message}`);
    }
  }
  return JSON.stringify(compiled);
}

/**
 * The catalogues reach the browser parsed (react-intl's messages as ICU syntax trees), and
 * react-intl's modules get the parser-less build of `@formatjs/icu-messageformat-parser`: the
 * parser (about 11 KB compressed) leaves the first screen, and no text is parsed on the phone
 * (a plain text, most of them, is then returned as it is without building a formatter). Our own
 * modules still import the real parser: `i18n/compile-tenant-messages.ts` loads it for a tenant
 * text with ICU syntax, which arrives with the tenant's config.
 */
export const precompiledMessages = (): Plugin => ({
  name: 'unigate:precompiled-messages',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (source !== PARSER || !importer || !/[\\/]node_modules[\\/]/.test(importer)) return null;
    const parser = await this.resolve(PARSER, importer, { ...options, skipSelf: true });
    return parser ? parser.id.replace(/index\.js$/, 'no-parser.js') : null;
  },
  transform(code, id) {
    if (!CATALOGUE.test(id) || /[\\/]node_modules[\\/]/.test(id)) return null;
    return { code: compileCatalogue({ file: id, json: code }), map: null };
  },
});
