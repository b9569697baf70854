import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import {
  catalogueDomainOf,
  catalogueDomainOfFile,
  catalogueDomainsIn,
  LAZY_CATALOGUE_DOMAINS,
} from '../../../src/client/i18n/catalogue-domains';
import {
  isCatalogueLoaded,
  loadMessages,
  messagesOf,
  requireCatalogues,
  subscribeMessages,
} from '../../../src/client/i18n/load-messages';
import { LocaleProvider } from '../../../src/client/i18n/locale-provider';

/** Every catalogue file of the app (src/**, menus/, pages/). */
const catalogueFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return catalogueFiles(full);
    return /^messages\.(vi|en)\.json$/.test(entry.name) ? [full] : [];
  });
const FILES = [
  ...catalogueFiles('src'),
  'menus/messages.vi.json',
  'menus/messages.en.json',
  'pages/messages.vi.json',
  'pages/messages.en.json',
];

describe('the catalogues split by feature', () => {
  it('keeps each text in the catalogue its id names: a feature folder holds only its prefixes, the core none of theirs', () => {
    const misplaced: string[] = [];
    for (const file of FILES) {
      const lazyFolder = catalogueDomainOfFile(file);
      for (const id of Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object)) {
        if (catalogueDomainOf(id) !== lazyFolder) misplaced.push(`${file}: ${id}`);
      }
    }
    expect(misplaced).toEqual([]);
  });

  it('globs the same feature folders in the core and the feature catalogue modules', () => {
    const braces = `{${LAZY_CATALOGUE_DOMAINS.join(',')}}`;
    for (const module of ['catalog-vi.ts', 'catalog-en.ts', 'domain-catalogs.ts']) {
      const text = readFileSync(path.join('src/client/i18n', module), 'utf8');
      expect(text.match(/features\/\{[^}]*\}/g), module).toEqual(
        module === 'domain-catalogs.ts'
          ? [`features/${braces}`, `features/${braces}`]
          : [`features/${braces}`],
      );
    }
  });

  it('finds the feature catalogues config names by id, and none in other strings', () => {
    expect(
      [...catalogueDomainsIn({ titleId: 'learn.timetable', columns: [{ labelId: 'teacher.name' }] })].sort(),
    ).toEqual(['learn', 'projects']);
    expect([
      ...catalogueDomainsIn({ titleId: 'shell.page.home', source: 'learn timetable', url: 'learn.pdf x' }),
    ]).toEqual([]);
  });

  it('loads the core alone first, then a feature catalogue when asked, telling listeners before it resolves', async () => {
    const core = await loadMessages('vi');
    expect(core['shell.page.home']).toBeTruthy();
    expect(Object.keys(core).filter((key) => key.startsWith('awards.'))).toEqual([]);
    expect(isCatalogueLoaded({ locale: 'vi', domain: 'awards' })).toBe(false);
    let told = 0;
    const unsubscribe = subscribeMessages(() => {
      told += 1;
    });
    await requireCatalogues(['awards']);
    unsubscribe();
    expect(told).toBeGreaterThan(0);
    const withAwards = messagesOf('vi') ?? {};
    expect(Object.keys(withAwards).some((id) => id.startsWith('awards.'))).toBe(true);
    expect(withAwards['shell.page.home']).toEqual(core['shell.page.home']);
    // A language loaded afterwards comes with the feature catalogues asked for so far.
    const english = await loadMessages('en');
    expect(Object.keys(english).some((id) => id.startsWith('awards.'))).toBe(true);
  });

  it('loads the catalogue of a text shown outside the pages that ask for it, and shows the text', async () => {
    const payments = JSON.parse(
      readFileSync('src/features/payments/client/messages.vi.json', 'utf8'),
    ) as Record<string, string>;
    const [id, text] = Object.entries(payments).find(([, value]) => !value.includes('{')) ?? ['', ''];
    expect(isCatalogueLoaded({ locale: 'vi', domain: 'payments' })).toBe(false);
    function Probe() {
      const intl = useIntl();
      return <p data-testid="probe">{intl.formatMessage({ id })}</p>;
    }
    window.localStorage.setItem('unigate.locale', 'vi');
    render(
      <LocaleProvider fallback={<p>loading</p>}>
        <Probe />
      </LocaleProvider>,
    );
    // First the id (react-intl's stand-in), then, with nothing else asking, the text.
    expect(await screen.findByText(text)).toBeTruthy();
    expect(isCatalogueLoaded({ locale: 'vi', domain: 'payments' })).toBe(true);
  });
});
