import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../src/client/i18n/load-messages';
import type * as LoadMessagesModule from '../../../src/client/i18n/load-messages';
import { authUserFixture, clientConfigFixture } from './fixtures';
import { WAIT, findShell, renderApp } from './render-app';

// The English catalogue arrives only when the test lets it.
const gate = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open: () => open() };
});

vi.mock('../../../src/client/i18n/load-messages', async (importOriginal) => {
  const original = await importOriginal<typeof LoadMessagesModule>();
  return {
    ...original,
    loadMessages: async (locale: 'vi' | 'en') => {
      if (locale === 'en') await gate.opened;
      return original.loadMessages(locale);
    },
  };
});

describe("the tenant's default language", () => {
  it('keeps the boot screen while it downloads, never showing the app in another language first', async () => {
    const config = clientConfigFixture({ defaultLocale: 'en' });
    // The config (default language English) answers once Vietnamese, asked for before anyone
    // knew better, is in: the order of a phone whose config call is the slower one.
    renderApp({
      user: authUserFixture(),
      handlers: {
        'GET /api/v1/web-configs/client-config': async () => {
          await loadMessages('vi');
          return config;
        },
      },
    });
    await waitFor(() => expect(document.documentElement.lang).toBe('vi'), WAIT);
    // Left alone, the shell would show here in Vietnamese within a second or two.
    const early = await screen.findByRole('banner', {}, { timeout: 8000 }).then(
      () => 'shown',
      () => 'not shown',
    );
    expect(early).toBe('not shown');

    gate.open();
    const header = await findShell();
    expect(within(header).getByText('Test University')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  }, 60_000);
});
