/** Google tag (gtag.js) loader: SPEC §2, the script loads only when a measurement id is configured. */

const SCRIPT_ID = 'unigate-analytics';
const GTAG_URL = 'https://www.googletagmanager.com/gtag/js';

type Gtag = (...args: unknown[]) => void;

interface AnalyticsWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

/**
 * Adds the gtag script and configures it; does nothing without a measurement id or when the
 * script is already there. Returns whether the script is present afterwards.
 */
export function injectAnalytics({
  measurementId,
  doc = document,
}: {
  measurementId: string | null | undefined;
  doc?: Document;
}): boolean {
  const id = measurementId?.trim();
  if (!id) return false;
  if (doc.getElementById(SCRIPT_ID)) return true;
  const win = doc.defaultView as (Window & AnalyticsWindow) | null;
  if (win) {
    const dataLayer = (win.dataLayer = win.dataLayer ?? []);
    // gtag.js reads the arguments object itself, so the queue must hold `arguments`, not an array.
    win.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    win.gtag('js', new Date());
    // Page views are sent by the router on each navigation (trackPageView).
    win.gtag('config', id, { send_page_view: false });
  }
  const script = doc.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = `${GTAG_URL}?id=${encodeURIComponent(id)}`;
  doc.head.appendChild(script);
  return true;
}

/** Sends a page view when analytics is loaded; a no-op otherwise. */
export function trackPageView({
  path,
  title,
  doc = document,
}: {
  path: string;
  title: string;
  doc?: Document;
}): void {
  const win = doc.defaultView as (Window & AnalyticsWindow) | null;
  win?.gtag?.('event', 'page_view', { page_path: path, page_title: title });
}
