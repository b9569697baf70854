import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DetailPage, ListView, registerSource, unregisterSource } from '../../../src/client/engine';
import type { ListConfig, PagedData } from '../../../src/client/engine';
import { Route, Routes } from 'react-router-dom';
import { EngineTestProviders, fixtureConfig } from './render-with-engine';

beforeAll(async () => {
  await Promise.all([
    import('../../../src/client/engine/detail/detail-view'),
    import('../../../src/client/engine/detail/detail-page'),
    import('../../../src/client/engine/list/list-view'),
  ]);
}, 60_000);

type Row = { id: number; title: string };
const ROWS: Row[] = Array.from({ length: 25 }, (_, index) => ({
  id: index + 1,
  title: `Tin số ${index + 1}`,
}));

const LIST: ListConfig = {
  source: 'test.rows',
  pageSize: 10,
  searchable: false,
  rowLink: '/news/:id',
  columns: [{ field: 'title', labelId: 'list.news.title', format: 'text' }],
};

const DETAIL = { kind: 'detail', source: 'test.row', ui: 'event', titleId: 'list.news.title' } as const;

const config = fixtureConfig({
  lists: { news: LIST },
  pages: {
    '/news': { kind: 'list', list: 'news', titleId: 'page.news', detailRoute: '/news/:id' },
    '/news/:id': DETAIL,
  },
});

function register(record: (id: number) => Record<string, unknown> | null) {
  registerSource<{ page: number; pageSize: number }, PagedData<Row>>({
    name: 'test.rows',
    key: (params) => ['rows', params],
    fetch: async ({ page, pageSize }) => ({
      data: ROWS.slice((page - 1) * pageSize, page * pageSize),
      total: ROWS.length,
    }),
  });
  registerSource<{ id?: string }, Record<string, unknown> | null>({
    name: 'test.row',
    key: ({ id }) => ['row', id ?? ''],
    fetch: async ({ id }) => record(Number(id)),
  });
}

/** The list and its detail page on their routes, as the app mounts them. */
function renderApp(route: string) {
  return render(
    <EngineTestProviders config={config} route={route}>
      <Routes>
        <Route path="/news" element={<ListView list="news" syncWithUrl />} />
        <Route path="/news/:id" element={<DetailPage page={DETAIL} />} />
      </Routes>
    </EngineTestProviders>,
  );
}

afterEach(() => {
  unregisterSource('test.rows');
  unregisterSource('test.row');
  vi.restoreAllMocks();
});

describe('DetailPage', () => {
  it('links back to the page of results the record was opened from', async () => {
    register((id) => ({ id, title: `Tin số ${id}`, summary: 'Tóm tắt', content: '<p>Nội dung</p>' }));
    const user = userEvent.setup();
    renderApp('/news?page=2');
    await user.click(await screen.findByText('Tin số 13'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tin số 13' })).toBeTruthy();
    // The record's title is the only heading: no caption repeating the page name.
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: 'Quay lại Tin tức' }));
    expect(screen.getByTestId('location').textContent).toBe('/news?page=2');
    expect(await screen.findByText('Tin số 11')).toBeTruthy();
  });

  it('links back to the list’s first page when opened directly', async () => {
    register((id) => ({ id, title: `Tin số ${id}` }));
    const user = userEvent.setup();
    renderApp('/news/3');
    await screen.findByRole('heading', { level: 1, name: 'Tin số 3' });
    await user.click(screen.getByRole('link', { name: 'Quay lại Tin tức' }));
    expect(screen.getByTestId('location').textContent).toBe('/news');
  });

  it('shows the summary once: as a lead, or not at all when the content repeats it', async () => {
    register((id) =>
      id === 1
        ? { id, title: 'A', summary: 'Hơn 80 doanh nghiệp tuyển dụng.', content: '<p>Mang theo CV.</p>' }
        : {
            id,
            title: 'B',
            summary: 'Hơn 80 doanh nghiệp tuyển dụng.',
            content: '<p>Hơn 80 doanh nghiệp  tuyển dụng.</p><p>Mang theo CV.</p>',
          },
    );
    const { unmount } = renderApp('/news/1');
    await screen.findByRole('heading', { name: 'A' });
    // The content is sanitized by a lazily loaded module: wait for it before counting.
    expect(await screen.findByText('Mang theo CV.')).toBeTruthy();
    expect(screen.getAllByText('Hơn 80 doanh nghiệp tuyển dụng.')).toHaveLength(1);
    unmount();
    renderApp('/news/2');
    await screen.findByRole('heading', { name: 'B' });
    expect(await screen.findByText('Mang theo CV.')).toBeTruthy();
    expect(screen.getAllByText('Hơn 80 doanh nghiệp tuyển dụng.')).toHaveLength(1);
    expect(screen.getByText('Hơn 80 doanh nghiệp tuyển dụng.').tagName).toBe('P');
  });

  it('keeps a page heading when the record is missing', async () => {
    register(() => null);
    renderApp('/news/99');
    expect(await screen.findByText('Không tìm thấy nội dung.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Tiêu đề' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Quay lại Tin tức' })).toBeTruthy();
  });
});
