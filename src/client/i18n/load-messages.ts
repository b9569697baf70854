// A core file, not core's index: the index brings every enum and crypto-js into the first screen.
import type { Locale } from '../../core/locale';
import { mergeMessages } from './merge-messages';
import type { Messages } from './merge-messages';

export type { Messages };

// One chunk per language, fetched in parallel with the tenant's config: catalogues grow with
// every feature, and a visitor only ever needs one language at a time.
const CATALOGS: Readonly<Record<Locale, () => Promise<{ modules: Record<string, Messages> }>>> = {
  vi: () => import('./catalog-vi'),
  en: () => import('./catalog-en'),
};

const cache = new Map<Locale, Promise<Messages>>();

/** Every message of a language, from all catalogue files of the app (loaded once). */
export function loadMessages(locale: Locale): Promise<Messages> {
  let pending = cache.get(locale);
  if (!pending) {
    pending = CATALOGS[locale]().then(({ modules }) => {
      const merged = mergeMessages({ modules });
      if (import.meta.env.DEV && merged.duplicates.length > 0) {
        console.warn(`Duplicated ${locale} message ids: ${merged.duplicates.join(', ')}`);
      }
      return merged.messages;
    });
    // A failed download may be retried by the next call.
    pending.catch(() => cache.delete(locale));
    cache.set(locale, pending);
  }
  return pending;
}
