import { render, screen, waitFor } from '@testing-library/react';
import type { AuthUser, ClientConfig } from '../../../src/generated';
import { App } from '../../../src/client/app/app';
import { clientConfigFixture, semesterFixture } from './fixtures';
import { mockFetch } from './fetch-mock';
import type { FetchHandler, RecordedCall } from './fetch-mock';

/**
 * How long app-level tests wait for lazily loaded code: the first load of a chunk is compiled on
 * demand, which takes seconds on a busy machine.
 */
export const WAIT = { timeout: 30_000 } as const;

/** What `renderApp` needs. */
export interface RenderAppInput {
  /** Where the browser starts (router path; tests run with base '/'). */
  path?: string;
  config?: ClientConfig;
  /** The session's user; null = signed out. */
  user?: AuthUser | null;
  /** Extra or overriding fetch handlers, keyed 'METHOD /path'. */
  handlers?: Record<string, FetchHandler>;
}

/** Renders the whole app (config fetch, session, router) against a mocked server. */
export function renderApp({
  path = '/',
  config = clientConfigFixture(),
  user = null,
  handlers = {},
}: RenderAppInput = {}) {
  window.history.replaceState(null, '', path);
  const calls: RecordedCall[] = mockFetch({
    'GET /api/v1/web-configs/client-config': () => config,
    'GET /api/v1/auth/session': () => ({ data: user }),
    'GET /api/v1/semesters/current': () => ({ data: semesterFixture() }),
    ...handlers,
  });
  const view = render(<App />);
  return { ...view, calls };
}

/** Waits until the signed-in shell shows (its header's home link). */
export async function findShell(): Promise<HTMLElement> {
  return screen.findByRole('banner', {}, WAIT);
}

/**
 * Waits for the open dialog titled `title`. In jsdom, Fluent's focus trap (tabster) can mark an
 * open dialog aria-hidden, which a real browser does not (checked in Chromium), so the dialog is
 * found by its title element rather than by its accessible name.
 */
export async function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = Array.from(
      document.querySelectorAll<HTMLElement>('[role=dialog], [role=alertdialog]'),
    ).find(
      (element) =>
        document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent === title,
    );
    if (!dialog) throw new Error(`No open dialog titled "${title}"`);
    return dialog;
  }, WAIT);
}

/** True while a dialog titled `title` is open. */
export function hasDialog(title: string): boolean {
  return Array.from(document.querySelectorAll('[role=dialog], [role=alertdialog]')).some(
    (element) =>
      document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent === title,
  );
}
