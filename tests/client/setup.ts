/**
 * Shared jsdom setup of the client component tests (vitest `setupFiles`): the browser APIs
 * Fluent UI expects and jsdom lacks, and a clean page (DOM, storage, cookies, mocks) after
 * every test. Assertions use vitest's own matchers, no jest-dom.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy and waitFor give up after 5 s, not 1 s: two test workers on a two-core CI machine, and
// pages that render a source's answer in a deferred (background) pass, can take longer than 1 s
// to show what a test waits for; a test still fails when it never shows.
configure({ asyncUtilTimeout: 5000 });

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

if (!('ResizeObserver' in globalThis)) {
  Object.defineProperty(globalThis, 'ResizeObserver', {
    value: ResizeObserverStub,
    configurable: true,
    writable: true,
  });
}
/**
 * jsdom has no media queries: width conditions are answered for its window (1024 px wide, so the
 * desktop shell with its sidebar), every other condition (reduced motion, colour scheme) as false.
 */
const matchesWidth = (query: string) => {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  return (
    conditions.length > 0 &&
    conditions.every(([, bound, px]) =>
      bound === 'min' ? window.innerWidth >= Number(px) : window.innerWidth <= Number(px),
    )
  );
};
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: matchesWidth(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}

function clearCookies(): void {
  for (const part of document.cookie ? document.cookie.split('; ') : []) {
    const name = part.split('=')[0];
    document.cookie = `${name}=; path=/; max-age=0`;
  }
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  clearCookies();
  window.history.replaceState(null, '', '/');
  document.documentElement.removeAttribute('lang');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
