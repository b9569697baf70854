import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ListView, registerSource, unregisterSource } from '../../../src/client/engine';
import type { ListConfig, PagedData } from '../../../src/client/engine';
import { pageNumbers } from '../../../src/client/engine/list/page-numbers';
import { fixtureConfig, renderWithEngine } from './render-with-engine';

beforeAll(async () => {
  await import('../../../src/client/engine/list/list-view');
}, 60_000);

type Row = { id: number; title: string; kind: 'student' | 'teacher'; isOpen: boolean };

const ROWS: Row[] = Array.from({ length: 95 }, (_, index) => ({
  id: index + 1,
  title: `Tin số ${index + 1}`,
  kind: index % 2 === 0 ? 'student' : 'teacher',
  isOpen: index % 3 === 0,
}));

type Params = { page: number; pageSize: number; kind?: string; isOpen?: boolean; place?: string };

const LIST: ListConfig = {
  source: 'test.filtered',
  pageSize: 10,
  searchable: false,
  columns: [{ field: 'title', labelId: 'list.news.title', format: 'text' }],
  filters: [
    {
      name: 'kind',
      kind: 'enum',
      labelId: 'list.news.status',
      options: [
        { value: 'student', labelId: 'list.news.date' },
        { value: 'teacher', labelId: 'list.news.fee' },
      ],
    },
    { name: 'place', kind: 'text', labelId: 'list.news.title' },
    { name: 'isOpen', kind: 'boolean', labelId: 'page.news' },
  ],
};

function register() {
  const fetch = vi.fn(async (params: Params): Promise<PagedData<Row>> => {
    const found = ROWS.filter(
      (row) =>
        (!params.kind || row.kind === params.kind) &&
        (params.isOpen === undefined || row.isOpen === params.isOpen) &&
        (!params.place || row.title.endsWith(params.place)),
    );
    const start = (params.page - 1) * params.pageSize;
    return { data: found.slice(start, start + params.pageSize), total: found.length };
  });
  registerSource<Params, PagedData<Row>>({ name: 'test.filtered', key: (params) => ['f', params], fetch });
  return fetch;
}

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      back
    </button>
  );
}

const renderList = (route = '/list') =>
  renderWithEngine(
    <>
      <ListView list="items" syncWithUrl />
      <BackButton />
    </>,
    { config: fixtureConfig({ lists: { items: LIST } }), route },
  );

const location = () => screen.getByTestId('location').textContent;

afterEach(() => {
  unregisterSource('test.filtered');
});

describe('pageNumbers', () => {
  const show = (page: number, pageCount: number) =>
    pageNumbers({ page, pageCount })
      .map((item) => (item.kind === 'page' ? item.page : '…'))
      .join(' ');

  it('shows every page of a short list and gaps around the current page of a long one', () => {
    expect(show(1, 1)).toBe('1');
    expect(show(2, 7)).toBe('1 2 3 4 5 6 7');
    expect(show(1, 20)).toBe('1 2 3 4 5 … 20');
    expect(show(10, 20)).toBe('1 … 9 10 11 … 20');
    expect(show(20, 20)).toBe('1 … 16 17 18 19 20');
    // A gap never stands for one page alone.
    expect(show(4, 20)).toBe('1 2 3 4 5 … 20');
    expect(show(17, 20)).toBe('1 … 16 17 18 19 20');
  });
});

describe('ListView paging', () => {
  it('has named page buttons, marks the current one and keeps the page in the URL', async () => {
    const fetch = register();
    const user = userEvent.setup();
    renderList();
    await screen.findByText('Tin số 1');
    const pager = screen.getByRole('navigation', { name: 'Phân trang' });
    expect(within(pager).getByText('Tổng số: 95')).toBeTruthy();
    expect(within(pager).getByRole('button', { name: 'Trang 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(pager).getByRole('button', { name: 'Trang 10' })).toBeTruthy();
    expect(within(pager).queryByRole('button', { name: 'Trang 7' })).toBeNull();

    await user.click(within(pager).getByRole('button', { name: 'Trang 10' }));
    expect(await screen.findByText('Tin số 91')).toBeTruthy();
    expect(fetch).toHaveBeenLastCalledWith({ page: 10, pageSize: 10 }, expect.anything());
    expect(location()).toBe('/list?page=10');
    expect(within(pager).getByRole('button', { name: 'Trang 10' }).getAttribute('aria-current')).toBe('page');
    expect(within(pager).getByRole('button', { name: 'Trang sau' }).hasAttribute('disabled')).toBe(true);

    // Back returns to the previous page of results.
    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(await screen.findByText('Tin số 1')).toBeTruthy();
    expect(location()).toBe('/list');
  });

  it('changes the page size, back on page 1, and reads it from the URL on reload', async () => {
    const fetch = register();
    const user = userEvent.setup();
    const { unmount } = renderList('/list?page=3');
    expect(await screen.findByText('Tin số 21')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Số dòng mỗi trang' }), '50');
    await waitFor(() => expect(location()).toBe('/list?size=50'));
    expect(await screen.findByText('Tin số 50')).toBeTruthy();
    expect(fetch).toHaveBeenLastCalledWith({ page: 1, pageSize: 50 }, expect.anything());
    expect(screen.getByRole('button', { name: 'Trang 2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Trang 3' })).toBeNull();
    unmount();

    renderList('/list?size=50&page=2');
    expect(await screen.findByText('Tin số 51')).toBeTruthy();
    expect(fetch).toHaveBeenLastCalledWith({ page: 2, pageSize: 50 }, expect.anything());
  });

  it('ignores a page size the pager does not offer', async () => {
    const fetch = register();
    renderList('/list?size=100000');
    await screen.findByText('Tin số 1');
    expect(fetch).toHaveBeenLastCalledWith({ page: 1, pageSize: 10 }, expect.anything());
  });
});

describe('ListView filters from config', () => {
  it('sends an enum filter to the source, back on page 1, kept in the URL and undone by back', async () => {
    const fetch = register();
    const user = userEvent.setup();
    renderList('/list?page=2');
    await screen.findByText('Tin số 11');
    const kind = screen.getByRole('combobox', { name: 'Trạng thái' });
    expect((kind as HTMLSelectElement).value).toBe('');
    expect(
      within(kind)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tất cả', 'Ngày đăng', 'Lệ phí']);
    await user.selectOptions(kind, 'teacher');
    await waitFor(() =>
      expect(fetch).toHaveBeenLastCalledWith({ kind: 'teacher', page: 1, pageSize: 10 }, expect.anything()),
    );
    expect(location()).toBe('/list?kind=teacher');
    expect(await screen.findByText('Tin số 2')).toBeTruthy();
    expect(screen.queryByText('Tin số 1')).toBeNull();
    expect(screen.getByText('Tổng số: 47')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'back' }));
    await waitFor(() => expect(location()).toBe('/list?page=2'));
    expect(await screen.findByText('Tin số 11')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Trạng thái' }) as HTMLSelectElement).value).toBe('');
  });

  it('sends a boolean filter as true only while its switch is on, and a trimmed text filter', async () => {
    const fetch = register();
    const user = userEvent.setup();
    renderList();
    await screen.findByText('Tin số 1');
    await user.click(screen.getByRole('switch', { name: 'Tin tức' }));
    await waitFor(() =>
      expect(fetch).toHaveBeenLastCalledWith({ isOpen: true, page: 1, pageSize: 10 }, expect.anything()),
    );
    expect(location()).toBe('/list?isOpen=true');
    // The first page also held "Tin số 4": the filtered answer is the one without "Tin số 2".
    await waitFor(() => expect(screen.queryByText('Tin số 2')).toBeNull());
    expect(screen.getByText('Tin số 4')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Tiêu đề' }), ' 7 ');
    await waitFor(() =>
      expect(fetch).toHaveBeenLastCalledWith(
        { isOpen: true, place: '7', page: 1, pageSize: 10 },
        expect.anything(),
      ),
    );
    expect(location()).toBe('/list?isOpen=true&place=7');

    await user.click(screen.getByRole('switch', { name: 'Tin tức' }));
    await waitFor(() =>
      expect(fetch).toHaveBeenLastCalledWith({ place: '7', page: 1, pageSize: 10 }, expect.anything()),
    );
    expect(location()).toBe('/list?place=7');
  });

  it('restores filters from the URL and ignores an option that no longer exists', async () => {
    const fetch = register();
    const { unmount } = renderList('/list?kind=student&isOpen=true');
    await screen.findByText('Tin số 1');
    expect(fetch).toHaveBeenLastCalledWith(
      { kind: 'student', isOpen: true, page: 1, pageSize: 10 },
      expect.anything(),
    );
    expect((screen.getByRole('combobox', { name: 'Trạng thái' }) as HTMLSelectElement).value).toBe('student');
    expect((screen.getByRole('switch', { name: 'Tin tức' }) as HTMLInputElement).checked).toBe(true);
    unmount();
    renderList('/list?kind=staff');
    await screen.findByText('Tin số 1');
    expect(fetch).toHaveBeenLastCalledWith({ page: 1, pageSize: 10 }, expect.anything());
  });
});
