import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { injectAnalytics } from '../../../src/client/app/analytics';
import { authUserFixture, clientConfigFixture } from './fixtures';
import { WAIT, findShell, renderApp } from './render-app';

const gtagScripts = () =>
  Array.from(document.head.querySelectorAll('script')).filter((script) =>
    script.src.includes('googletagmanager.com'),
  );

describe('analytics', () => {
  it('loads nothing without a measurement id', () => {
    expect(injectAnalytics({ measurementId: null })).toBe(false);
    expect(injectAnalytics({ measurementId: '  ' })).toBe(false);
    expect(gtagScripts()).toHaveLength(0);
  });

  it('loads the gtag script once for a measurement id', () => {
    expect(injectAnalytics({ measurementId: 'G-TEST123' })).toBe(true);
    expect(injectAnalytics({ measurementId: 'G-TEST123' })).toBe(true);
    const scripts = gtagScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0].src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
    expect(scripts[0].async).toBe(true);
    scripts[0].remove();
  });

  it('in the app: only a tenant with a measurement id gets the script', async () => {
    const first = renderApp({ user: authUserFixture() });
    await findShell();
    expect(gtagScripts()).toHaveLength(0);
    first.unmount();
    renderApp({
      user: authUserFixture(),
      config: clientConfigFixture({ analytics: { measurementId: 'G-UNIGATE1' } }),
    });
    await findShell();
    // The script and the page view come from an effect that runs after the shell is painted.
    await waitFor(
      () =>
        expect(gtagScripts().map((script) => script.src)).toEqual([
          'https://www.googletagmanager.com/gtag/js?id=G-UNIGATE1',
        ]),
      WAIT,
    );
    const dataLayer = (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((entry) =>
      Array.from(entry),
    );
    expect(dataLayer).toContainEqual(['config', 'G-UNIGATE1', { send_page_view: false }]);
    expect(dataLayer).toContainEqual([
      'event',
      'page_view',
      { page_path: '/', page_title: 'Trang chủ · ĐHTN' },
    ]);
    for (const script of gtagScripts()) script.remove();
  });
});
