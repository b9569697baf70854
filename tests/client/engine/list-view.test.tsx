import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ListPage, ListView, registerSource, unregisterSource } from '../../../src/client/engine';
import type { ListConfig, PagedData } from '../../../src/client/engine';
import { ErrorBoundary } from './error-boundary';
import { fixtureConfig, renderWithEngine } from './render-with-engine';

// Load the lazily split views once, so no test's first wait includes compiling them.
beforeAll(async () => {
  await Promise.all([
    import('../../../src/client/engine/list/list-view'),
    import('../../../src/client/engine/list/list-page'),
  ]);
}, 60_000);

type Row = { id: number; title: string; titleEn: string; publishedAt: string; fee: number; status: number };

const ROWS: Row[] = Array.from({ length: 25 }, (_, index) => ({
  id: index + 1,
  title: `Tin số ${index + 1}`,
  // The second item has no English title: English readers see the Vietnamese one.
  titleEn: index === 1 ? '' : `News ${index + 1}`,
  publishedAt: '2024-03-05T08:30:00+07:00',
  fee: 1_500_000,
  status: index % 2 === 0 ? 1 : -1,
}));

const NEWS_LIST: ListConfig = {
  source: 'test.news',
  pageSize: 10,
  searchable: true,
  rowLink: '/news/:id',
  columns: [
    { field: 'title', fieldEn: 'titleEn', labelId: 'list.news.title', format: 'text', sortable: true },
    { field: 'publishedAt', labelId: 'list.news.date', format: 'date' },
    { field: 'fee', labelId: 'list.news.fee', format: 'money' },
    { field: 'status', labelId: 'list.news.status', format: 'status', enum: 'processStatus' },
  ],
};

type Params = {
  page: number;
  pageSize: number;
  search?: string;
  sort?: { field: string; direction: string };
};

function registerNews({ rows = ROWS, canSort = true }: { rows?: Row[]; canSort?: boolean } = {}) {
  const fetch = vi.fn(async (params: Params): Promise<PagedData<Row>> => {
    const found = rows.filter((row) => !params.search || row.title.includes(params.search));
    const sorted = params.sort?.direction === 'descending' ? [...found].reverse() : found;
    const start = (params.page - 1) * params.pageSize;
    return { data: sorted.slice(start, start + params.pageSize), total: found.length };
  });
  registerSource<Params, PagedData<Row>>({
    name: 'test.news',
    key: (params) => ['news', params],
    fetch,
    canSort,
  });
  return fetch;
}

const config = (list: Partial<ListConfig> = {}) =>
  fixtureConfig({ lists: { news: { ...NEWS_LIST, ...list } } });

afterEach(() => {
  unregisterSource('test.news');
  vi.restoreAllMocks();
});

describe('ListView', () => {
  it('renders configured columns: dd/MM/yyyy dates, VND money and Vietnamese status labels', async () => {
    registerNews();
    renderWithEngine(<ListView list="news" />, { config: config() });
    const first = await screen.findByText('Tin số 1');
    const row = first.closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('05/03/2024')).toBeTruthy();
    expect(within(row).getByText(/^1\.500\.000\s₫$/)).toBeTruthy();
    expect(within(row).getByText('Đã xác nhận')).toBeTruthy();
    const second = (await screen.findByText('Tin số 2')).closest('[role="row"]') as HTMLElement;
    expect(within(second).getByText('Từ chối')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Tiêu đề/ })).toBeTruthy();
  });

  it('shows English titles and status labels to English users', async () => {
    registerNews();
    renderWithEngine(<ListView list="news" />, { config: config(), locale: 'en' });
    const row = (await screen.findByText('News 1')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Confirmed')).toBeTruthy();
    expect(screen.getByText('Tin số 2')).toBeTruthy();
    expect(screen.queryByText('Tin số 1')).toBeNull();
    expect(screen.getByRole('columnheader', { name: /Title/ })).toBeTruthy();
  });

  it('shows the empty-list text in each language', async () => {
    registerNews({ rows: [] });
    const { unmount } = renderWithEngine(<ListView list="news" />, { config: config() });
    expect(await screen.findByText('Không có dữ liệu...')).toBeTruthy();
    unmount();
    renderWithEngine(<ListView list="news" />, { config: config(), locale: 'en' });
    expect(await screen.findByText('No data...')).toBeTruthy();
  });

  it('pages through the source with page and pageSize', async () => {
    const fetch = registerNews();
    const user = userEvent.setup();
    renderWithEngine(<ListView list="news" />, { config: config() });
    await screen.findByText('Tin số 1');
    expect(fetch).toHaveBeenLastCalledWith(
      { page: 1, pageSize: 10 },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(screen.getByText('Trang 1/3')).toBeTruthy();
    expect(screen.getByText('Tổng số: 25')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Trang sau' }));
    expect(await screen.findByText('Tin số 11')).toBeTruthy();
    expect(fetch).toHaveBeenLastCalledWith({ page: 2, pageSize: 10 }, expect.anything());
    expect(screen.queryByText('Tin số 1')).toBeNull();
  });

  it('searches through the source, back on page 1', async () => {
    const fetch = registerNews();
    const user = userEvent.setup();
    renderWithEngine(<ListView list="news" />, { config: config() });
    await screen.findByText('Tin số 1');
    await user.click(screen.getByRole('button', { name: 'Trang sau' }));
    await screen.findByText('Tin số 11');
    await user.type(screen.getByRole('searchbox', { name: 'Tìm kiếm' }), 'số 2');
    await waitFor(() =>
      expect(fetch).toHaveBeenLastCalledWith(
        { page: 1, pageSize: 10, search: 'số 2', q: 'số 2' },
        expect.anything(),
      ),
    );
    // Page 2 also held "Tin số 20": the search's answer is the page without "Tin số 11".
    await waitFor(() => expect(screen.queryByText('Tin số 11')).toBeNull());
    expect(screen.getByText('Tin số 20')).toBeTruthy();
  });

  it('sends the sort to sources that sort on the server', async () => {
    const fetch = registerNews();
    const user = userEvent.setup();
    renderWithEngine(<ListView list="news" />, { config: config() });
    await screen.findByText('Tin số 1');
    await user.click(screen.getByRole('columnheader', { name: /Tiêu đề/ }));
    await waitFor(() =>
      expect(fetch).toHaveBeenLastCalledWith(
        { page: 1, pageSize: 10, sort: { field: 'title', direction: 'ascending' } },
        expect.anything(),
      ),
    );
    await user.click(screen.getByRole('columnheader', { name: /Tiêu đề/ }));
    await waitFor(() =>
      expect(fetch).toHaveBeenLastCalledWith(
        { page: 1, pageSize: 10, sort: { field: 'title', direction: 'descending' } },
        expect.anything(),
      ),
    );
    expect(await screen.findByText('Tin số 25')).toBeTruthy();
  });

  it('opens the row link of a clicked row', async () => {
    registerNews();
    const user = userEvent.setup();
    renderWithEngine(<ListView list="news" />, { config: config() });
    await user.click(await screen.findByText('Tin số 3'));
    expect(screen.getByTestId('location').textContent).toBe('/news/3');
  });

  it('lets title columns fill the row while dates, money and statuses stay compact; a configured width wins', async () => {
    registerNews();
    const columns = NEWS_LIST.columns.map((column) =>
      column.field === 'fee' ? { ...column, width: 180 } : column,
    );
    renderWithEngine(<ListView list="news" />, { config: config({ columns }) });
    await screen.findByText('Tin số 1');
    const header = (name: RegExp) => screen.getByRole('columnheader', { name });
    const title = header(/Tiêu đề/);
    expect(title.style.flexGrow).toBe('1');
    expect(title.style.minWidth).toBe('200px');
    expect(title.style.maxWidth).toBe('');
    for (const [name, width] of [
      [/Ngày đăng/, '130px'],
      [/Lệ phí/, '180px'],
      [/Trạng thái/, '160px'],
    ] as const) {
      expect(header(name).style.flexGrow).toBe('0');
      expect(header(name).style.flexBasis).toBe(width);
    }
    // Body cells line up with their header.
    const cell = screen.getAllByText('05/03/2024')[0].closest('[role="gridcell"]') as HTMLElement;
    expect(cell.style.flexBasis).toBe('130px');
    // On a phone the grid keeps its columns' width and scrolls inside its container.
    expect(screen.getByRole('grid').style.minWidth).toBe(`${200 + 130 + 180 + 160}px`);
  });

  it('fails loudly, naming them, on an unknown format, source or list', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    registerNews();
    const badFormat = config({
      columns: [{ field: 'title', labelId: 'list.news.title', format: 'sparkline' as 'text' }],
    });
    const { unmount } = renderWithEngine(
      <ErrorBoundary>
        <ListView list="news" />
      </ErrorBoundary>,
      { config: badFormat },
    );
    expect(screen.getByRole('alert').textContent).toBe('Unknown column format "sparkline"');
    unmount();
    const other = renderWithEngine(
      <ErrorBoundary>
        <ListView list="news" />
      </ErrorBoundary>,
      { config: config({ source: 'nope.list' }) },
    );
    expect(screen.getByRole('alert').textContent).toBe('Unknown source "nope.list"');
    other.unmount();
    renderWithEngine(
      <ErrorBoundary>
        <ListView list="missing" />
      </ErrorBoundary>,
      { config: config() },
    );
    expect(screen.getByRole('alert').textContent).toBe('Unknown list "missing"');
  });
});

describe('ListPage', () => {
  it('shows the title and keeps the page in the URL', async () => {
    registerNews();
    const user = userEvent.setup();
    renderWithEngine(<ListPage page={{ kind: 'list', list: 'news', titleId: 'page.news' }} />, {
      config: config(),
      route: '/news',
    });
    expect(await screen.findByRole('heading', { name: 'Tin tức' })).toBeTruthy();
    await screen.findByText('Tin số 1');
    await user.click(screen.getByRole('button', { name: 'Trang sau' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/news?page=2'));
  });
});
