// A core file, not core's index: the index brings every enum and crypto-js into the first screen.
import type { Locale } from '../../core/locale';
import { domainCatalogueFiles } from './domain-catalogs';
import { mergeMessages } from './merge-messages';
import type { Messages } from './merge-messages';

export type { Messages };

// One core chunk per language, fetched in parallel with the tenant's config; the feature folders'
// catalogues (catalogue-domains.ts) come with the pages that use them (requireCatalogues).
const CORE: Readonly<Record<Locale, () => Promise<{ modules: Record<string, Messages> }>>> = {
  vi: () => import('./catalog-vi'),
  en: () => import('./catalog-en'),
};

const CORE_PART = 'core';

/** Loaded catalogues by language: the core one and each feature folder's. */
const loaded = new Map<Locale, Map<string, Messages>>();
const inFlight = new Map<string, Promise<void>>();
/** Feature catalogues asked for so far: a language loaded later loads them with its core. */
const wanted = new Set<string>();
/** Languages asked for: a feature catalogue asked for later is loaded in each. */
const inUse = new Set<Locale>();
const merged = new Map<Locale, Messages>();
const listeners = new Set<() => void>();

function download({ locale, part }: { locale: Locale; part: string }): Promise<Messages> {
  if (part === CORE_PART)
    return CORE[locale]().then(({ modules }) => {
      const result = mergeMessages({ modules });
      if (import.meta.env.DEV && result.duplicates.length > 0) {
        console.warn(`Duplicated ${locale} message ids: ${result.duplicates.join(', ')}`);
      }
      return result.messages;
    });
  const files = Object.values(domainCatalogueFiles({ locale, domain: part }));
  return Promise.all(files.map((load) => load())).then((list) => Object.assign({}, ...list) as Messages);
}

function loadPart({ locale, part }: { locale: Locale; part: string }): Promise<void> {
  if (loaded.get(locale)?.has(part)) return Promise.resolve();
  const key = `${locale}/${part}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = download({ locale, part }).then((messages) => {
      const parts = loaded.get(locale) ?? new Map<string, Messages>();
      parts.set(part, messages);
      loaded.set(locale, parts);
      merged.delete(locale);
      inFlight.delete(key);
      for (const listener of [...listeners]) listener();
    });
    // A failed download may be retried by the next call.
    pending.catch(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

/**
 * Every message of a language loaded so far (core and the feature catalogues loaded), one object
 * per change; null until its core catalogue is loaded.
 */
export function messagesOf(locale: Locale): Messages | null {
  const parts = loaded.get(locale);
  if (!parts?.has(CORE_PART)) return null;
  let messages = merged.get(locale);
  if (!messages) {
    messages = Object.assign({}, ...parts.values()) as Messages;
    merged.set(locale, messages);
  }
  return messages;
}

/**
 * The core catalogue of a language and every feature catalogue asked for so far, once loaded; a
 * feature catalogue asked for meanwhile (the first page's, once the config names its route) is
 * waited for too, so the app's first render has it instead of rendering again when it arrives.
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  inUse.add(locale);
  const loadAll = () =>
    Promise.all([
      loadPart({ locale, part: CORE_PART }),
      ...[...wanted].map((domain) => loadPart({ locale, part: domain })),
    ]);
  return loadAll()
    .then(loadAll)
    .then(() => messagesOf(locale) as Messages);
}

/**
 * Loads feature catalogues (a page's, see catalogue-domains.ts) in every language in use;
 * resolves once they are loaded and the listeners told, so a page awaiting it renders with them.
 */
export function requireCatalogues(domains: Iterable<string>): Promise<void> {
  const asked = [...domains];
  for (const domain of asked) wanted.add(domain);
  return Promise.all(
    [...inUse].flatMap((locale) => asked.map((domain) => loadPart({ locale, part: domain }))),
  ).then(() => undefined);
}

/** True when feature catalogue `domain` is loaded in `locale`. */
export function isCatalogueLoaded({ locale, domain }: { locale: Locale; domain: string }): boolean {
  return loaded.get(locale)?.has(domain) ?? false;
}

/** Calls `listener` whenever a catalogue finishes loading; returns the unsubscribe. */
export function subscribeMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
