import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';
import { useLocaleSwitch } from '../i18n/locale-provider';
import { injectAnalytics, trackPageView } from './analytics';
import { ApiStatusBridge } from './api-status-bridge';
import { useClientConfig } from './client-config-context';
import { SessionDialogs } from './shell/session-dialogs';
import { installReturnFocus } from '../engine/return-focus';
import { useRouteHandles } from './route-state';

function usePageTitle(): string {
  const intl = useIntl();
  const config = useClientConfig();
  const { locale } = useLocaleSwitch();
  const titleId = useRouteHandles()
    .reverse()
    .map((handle) => handle.titleId)
    .find(Boolean);
  const site = config.shortName[locale];
  return titleId && intl.messages[titleId] ? `${intl.formatMessage({ id: titleId })} · ${site}` : site;
}

/** Keeps the document title in step with the page and reports page views when analytics is on. */
function PageTracking() {
  const config = useClientConfig();
  const title = usePageTitle();
  const { pathname, search } = useLocation();
  const lastTracked = useRef<string | null>(null);
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    // The tab shows the tenant's logo.
    let icon = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!icon) {
      icon = document.createElement('link');
      icon.rel = 'icon';
      document.head.appendChild(icon);
    }
    icon.href = config.logo;
  }, [config.logo]);
  useEffect(() => {
    if (!injectAnalytics({ measurementId: config.analytics.measurementId })) return;
    const path = `${pathname}${search}`;
    if (lastTracked.current === path) return;
    lastTracked.current = path;
    trackPageView({ path, title: document.title });
  }, [config.analytics.measurementId, pathname, search]);
  return null;
}

/** The root route: app-wide bridges and dialogs around every page (signed in or not). */
export function RootLayout() {
  // A closed dialog or drawer gives the focus back to where it was (engine/return-focus.ts).
  useEffect(() => installReturnFocus(), []);
  return (
    <>
      <ApiStatusBridge />
      <PageTracking />
      <Outlet />
      <SessionDialogs />
    </>
  );
}
