import type { Locale } from '../../core/locale';
import { featureFolderOf } from './catalogue-domains';
import type { Messages } from './merge-messages';

type FileLoaders = Record<string, () => Promise<Messages>>;

/** Each catalogue file of the feature folders of catalogue-domains.ts, a chunk of its own. */
const FILES: Readonly<Record<Locale, FileLoaders>> = {
  vi: import.meta.glob<Messages>(
    '../../features/{awards,learn,payments,plagiarism,projects}/**/messages.vi.json',
    {
      import: 'default',
    },
  ),
  en: import.meta.glob<Messages>(
    '../../features/{awards,learn,payments,plagiarism,projects}/**/messages.en.json',
    {
      import: 'default',
    },
  ),
};

/** The catalogue files of feature folder `domain` in `locale`, by path (none for an unknown folder). */
export function domainCatalogueFiles({ locale, domain }: { locale: Locale; domain: string }): FileLoaders {
  return Object.fromEntries(
    Object.entries(FILES[locale]).filter(([file]) => featureFolderOf(file) === domain),
  );
}
