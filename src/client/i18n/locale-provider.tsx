import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { IntlConfig } from 'react-intl';
import { setApiLocale } from '../api/api-clients';
// core's index would add every enum and crypto-js to the first screen; this file suffices here.
import { DEFAULT_LOCALE, LOCALES } from '../../core/locale';
import type { Locale } from '../../core/locale';
import { setDisplayTimeZone } from '../../core/display-time-zone';
import { catalogueDomainOf } from './catalogue-domains';
import { compileTenantMessages } from './compile-tenant-messages';
import {
  isCatalogueLoaded,
  loadMessages,
  messagesOf,
  requireCatalogues,
  subscribeMessages,
} from './load-messages';
import type { Messages } from './load-messages';

/** localStorage key of the language the user picked. */
export const LOCALE_STORAGE_KEY = 'unigate.locale';

/** Delay before retrying a catalogue download, doubled each time up to the maximum. */
const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;

/** The current language and how to change it. */
export interface LocaleContextValue {
  locale: Locale;
  /** Switches the language (once its catalogue is loaded) and remembers it in localStorage. */
  setLocale: (locale: Locale) => void;
  /**
   * True while the tenant's default language, known only once its config arrives, downloads
   * and the user has picked none: the app waits for it rather than flash another language.
   */
  isSettling: boolean;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

/** The language stored by a previous visit, or null. */
export function readStoredLocale(): Locale | null {
  try {
    const value = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return LOCALES.includes(value as Locale) ? (value as Locale) : null;
  } catch {
    // Storage may be unavailable (privacy modes); the language then lasts for the visit only.
    return null;
  }
}

function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // See readStoredLocale.
  }
}

/** Props of `LocaleProvider`. */
export interface LocaleProviderProps {
  /** The tenant's default language, used until the user picks one (vi while it is unknown). */
  defaultLocale?: Locale;
  /** Shown until the first catalogue is loaded (there are no texts to show yet). */
  fallback: ReactNode;
  /** The tenant's texts (ClientConfig `messages`: relabels, renamed columns), applied over the bundled catalogue. */
  tenantMessages?: Partial<Record<Locale, Record<string, string>>>;
  /** The tenant's time zone: dates and times of instants are shown on its clock (the browser's while unknown). */
  timeZone?: string;
  children: ReactNode;
}

/**
 * react-intl with the merged catalogues of the current language; keeps `<html lang>`, the
 * dayjs locale (core's setupDayjs) and the API's `X-Locale` in step with it. The previous
 * language stays on screen while the next one's catalogue downloads.
 */
export function LocaleProvider({
  defaultLocale,
  fallback,
  tenantMessages,
  timeZone,
  children,
}: LocaleProviderProps) {
  const [chosen, setChosen] = useState<Locale | null>(readStoredLocale);
  const wanted = chosen ?? defaultLocale ?? DEFAULT_LOCALE;
  // The language on screen: its core catalogue is loaded (and the feature ones asked for then).
  const [shown, setShown] = useState<Locale | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // dayjs is configured before the texts show, so no page ever formats a date in the wrong language.
    Promise.all([loadMessages(wanted), import('../../core/dates')]).then(
      ([, { setupDayjs }]) => {
        if (!isCurrent) return;
        setupDayjs({ locale: wanted });
        // The whole app renders with the texts: in slices, not one long task.
        startTransition(() => setShown(wanted));
      },
      () => {
        // A chunk that failed to download (flaky network) is fetched again, later and later.
        if (isCurrent)
          retry = setTimeout(
            () => setAttempt((value) => value + 1),
            Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** attempt),
          );
      },
    );
    return () => {
      isCurrent = false;
      clearTimeout(retry);
    };
  }, [wanted, attempt]);

  // A feature catalogue that arrives (with its page) is on screen in the same render as the page.
  const catalogue = useSyncExternalStore(subscribeMessages, () => (shown ? messagesOf(shown) : null));
  const locale = shown ?? wanted;
  // Before children render, so their first calls already ask for the language, and their
  // formatDate calls (core) already read the tenant's clock.
  useMemo(() => setApiLocale(locale), [locale]);
  useMemo(() => setDisplayTimeZone(timeZone), [timeZone]);
  // In the same commit as the texts, so <html lang> never disagrees with what is on screen.
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const setLocale = useCallback((next: Locale) => {
    storeLocale(next);
    setChosen(next);
  }, []);
  const isSettling = chosen === null && shown !== null && shown !== wanted;
  const value = useMemo(() => ({ locale, setLocale, isSettling }), [locale, setLocale, isSettling]);
  const tenantTexts = shown ? tenantMessages?.[shown] : undefined;
  const tenant = useTenantMessages(tenantTexts);
  const messages = useMemo(
    () => (catalogue && tenant ? { ...catalogue, ...tenant } : undefined),
    [catalogue, tenant],
  );
  const onError = useMemo(() => intlErrorHandler(shown ?? wanted), [shown, wanted]);
  if (!shown || !messages) return <>{fallback}</>;
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider
        locale={shown}
        defaultLocale={DEFAULT_LOCALE}
        onError={onError}
        // Each message is a text or its parsed tree; react-intl takes either, one by one.
        messages={messages as Record<string, string>}
        timeZone={timeZone}
      >
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

/**
 * react-intl's errors: a text of a feature catalogue not loaded yet (a component shown outside the
 * pages that ask for it) loads that catalogue, and the text appears when it arrives; the others are
 * reported in development, as react-intl does by default.
 */
const intlErrorHandler =
  (locale: Locale): NonNullable<IntlConfig['onError']> =>
  (error) => {
    if (error.code === 'MISSING_TRANSLATION') {
      const id = (error as { descriptor?: { id?: unknown } }).descriptor?.id;
      const domain = typeof id === 'string' ? catalogueDomainOf(id) : null;
      if (domain && !isCatalogueLoaded({ locale, domain })) {
        void requireCatalogues([domain]);
        return;
      }
    }
    if (import.meta.env.DEV) console.error(error);
  };

/**
 * The tenant's texts ready for react-intl (see compileTenantMessages): at once when they are
 * plain, null while the parser a text with ICU syntax needs loads.
 */
function useTenantMessages(texts: Record<string, string> | undefined): Messages | null {
  const compiled = useMemo(() => compileTenantMessages(texts), [texts]);
  const [parsed, setParsed] = useState<{ from: typeof compiled; messages: Messages } | null>(null);
  useEffect(() => {
    if (!compiled.parse) return;
    let isCurrent = true;
    void compiled.parse().then((messages) => {
      if (isCurrent) setParsed({ from: compiled, messages });
    });
    return () => {
      isCurrent = false;
    };
  }, [compiled]);
  if (compiled.messages) return compiled.messages;
  return parsed?.from === compiled ? parsed.messages : null;
}

/** The current language; throws outside `LocaleProvider`. */
export function useLocaleSwitch(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocaleSwitch needs a <LocaleProvider> above it');
  return value;
}
