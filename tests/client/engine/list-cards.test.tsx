import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ListView, registerSource, unregisterSource } from '../../../src/client/engine';
import type { ListConfig, PagedData } from '../../../src/client/engine';
import { NARROW_QUERY } from '../../../src/client/engine/list/use-media-query';
import { fixtureConfig, renderWithEngine } from './render-with-engine';

beforeAll(async () => {
  await import('../../../src/client/engine/list/list-view');
}, 60_000);

type Row = { id: number; title: string; publishedAt: string; fee: number | null };

const ROWS: Row[] = [
  { id: 1, title: 'Tin số 1', publishedAt: '2024-03-05T08:30:00+07:00', fee: 1_500_000 },
  { id: 2, title: 'Tin số 2', publishedAt: '2024-03-06T08:30:00+07:00', fee: null },
];

const LIST: ListConfig = {
  source: 'test.cards',
  pageSize: 10,
  searchable: false,
  rowLink: '/news/:id',
  columns: [
    { field: 'title', labelId: 'list.news.title', format: 'text' },
    { field: 'publishedAt', labelId: 'list.news.date', format: 'date' },
    { field: 'fee', labelId: 'list.news.fee', format: 'money' },
  ],
};

/** A viewport `width` px wide as matchMedia answers it; `resize` changes it and notifies listeners. */
function stubViewport(width: number) {
  const listeners = new Set<() => void>();
  let current = width;
  const matches = (query: string) => (query === NARROW_QUERY ? current < 600 : false);
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return matches(query);
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    resize: (next: number) => {
      current = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

function register() {
  registerSource<unknown, PagedData<Row>>({
    name: 'test.cards',
    key: () => 'all',
    fetch: async () => ({ data: ROWS, total: ROWS.length }),
  });
}

afterEach(() => {
  unregisterSource('test.cards');
});

describe('ListView on a phone (< 600 px)', () => {
  it('shows each row as a card: the title column first, then label: value pairs, no table', async () => {
    stubViewport(390);
    register();
    renderWithEngine(<ListView list="news" />, { config: fixtureConfig({ lists: { news: LIST } }) });
    const title = await screen.findByRole('link', { name: 'Tin số 1' });
    expect(screen.queryByRole('grid')).toBeNull();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = cards[0];
    expect(within(first).getAllByRole('link')[0]).toBe(title);
    const terms = within(first)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(first)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['Ngày đăng', 'Lệ phí']);
    expect(values[0]).toBe('05/03/2024');
    expect(values[1]).toMatch(/^1\.500\.000\s₫$/);
    // An empty value is left out rather than shown as a bare label.
    expect(
      within(cards[1])
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Ngày đăng']);
  });

  it('opens the row from its card title', async () => {
    stubViewport(390);
    register();
    const user = userEvent.setup();
    renderWithEngine(<ListView list="news" />, {
      config: fixtureConfig({ lists: { news: LIST } }),
      route: '/news?page=1',
    });
    await user.click(await screen.findByRole('link', { name: 'Tin số 2' }));
    expect(screen.getByTestId('location').textContent).toBe('/news/2');
  });

  it('opens rows without a link through a named button (e.g. an edit dialog)', async () => {
    stubViewport(390);
    register();
    const onRowOpen = vi.fn();
    const user = userEvent.setup();
    renderWithEngine(<ListView list="news" onRowOpen={onRowOpen} />, {
      config: fixtureConfig({ lists: { news: { ...LIST, rowLink: undefined } } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Tin số 1' }));
    expect(onRowOpen).toHaveBeenCalledWith(ROWS[0]);
  });

  it('switches between table and cards as the window crosses 600 px', async () => {
    const viewport = stubViewport(1280);
    register();
    renderWithEngine(<ListView list="news" />, { config: fixtureConfig({ lists: { news: LIST } }) });
    await screen.findByText('Tin số 1');
    expect(screen.getByRole('grid')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Tin số 1' })).toBeNull();
    viewport.resize(599);
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByRole('link', { name: 'Tin số 1' })).toBeTruthy();
    viewport.resize(600);
    expect(screen.getByRole('grid')).toBeTruthy();
  });
});
