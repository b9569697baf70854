import { createHash } from 'node:crypto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ListPage,
  preloadSchemaForm,
  registerMutation,
  registerSource,
  unregisterMutation,
  unregisterSource,
} from '../../../src/client/engine';
import type { MutationResult, PagedData } from '../../../src/client/engine';
import { fixtureConfig, renderWithEngine } from './render-with-engine';

// Load the lazily split views once, so no test's first wait includes compiling them.
beforeAll(async () => {
  await Promise.all([import('../../../src/client/engine/list/list-page'), preloadSchemaForm()]);
}, 60_000);

type Relative = { id: number; fullName: string; lastUpdate?: string };

const config = fixtureConfig({
  lists: {
    relatives: {
      source: 'test.relatives',
      pageSize: 10,
      searchable: false,
      columns: [{ field: 'fullName', labelId: 'list.news.title', format: 'text' }],
    },
  },
  forms: {
    relative: {
      schema: {
        type: 'object',
        required: ['fullName'],
        properties: { fullName: { type: 'string', title: 'Họ và tên' } },
      },
      uiSchema: {},
      source: 'test.relative',
      submit: 'test.saveRelative',
      draft: 'none',
    },
  },
});

function setUp({ rows = [{ id: 3, fullName: 'Nguyễn Văn An' }] }: { rows?: Relative[] } = {}) {
  const fetchList = vi.fn(async () => ({ data: [...rows], total: rows.length }));
  registerSource<unknown, PagedData<Relative>>({
    name: 'test.relatives',
    key: () => 'all',
    fetch: fetchList,
  });
  registerSource<{ id?: number }, Relative | null>({
    name: 'test.relative',
    key: ({ id }) => (id === undefined ? null : id),
    fetch: async ({ id }) => rows.find((row) => row.id === id) ?? null,
  });
  const request = vi.fn(
    async ({ data }: { data: { id?: number; fullName: string } }): Promise<MutationResult> => {
      if (data.id)
        rows.splice(
          rows.findIndex((row) => row.id === data.id),
          1,
          { id: data.id, fullName: data.fullName },
        );
      else rows.push({ id: 4, fullName: data.fullName });
      return { code: 1 };
    },
  );
  registerMutation({
    name: 'test.saveRelative',
    rule: 'relatives.save',
    request,
    resultSet: 'generic',
    invalidates: ['test.relatives', 'test.relative'],
  });
  return { request, rows, fetchList };
}

/** Registers `test.deleteRelative`, the save mutation's delete sibling by name, answering `code`. */
function registerDelete({ rows, code }: { rows: Relative[]; code: number }) {
  const request = vi.fn(
    async ({ data }: { data: { id: number; lastUpdate?: string } }): Promise<MutationResult> => {
      if (code === 1)
        rows.splice(
          rows.findIndex((row) => row.id === data.id),
          1,
        );
      return { code };
    },
  );
  registerMutation({
    name: 'test.deleteRelative',
    rule: 'relatives.save',
    request,
    resultSet: 'generic',
    invalidates: ['test.relatives', 'test.relative'],
  });
  return request;
}

afterEach(() => {
  unregisterSource('test.relatives');
  unregisterSource('test.relative');
  unregisterMutation('test.saveRelative');
  unregisterMutation('test.deleteRelative');
});

// Fluent's dialog is a tabster modalizer that jsdom leaves marked aria-hidden, so queries inside
// it include hidden elements.
const inDialog = { hidden: true };

const PAGE = { kind: 'list' as const, list: 'relatives', titleId: 'page.news', form: 'relative' };

describe('ListPage with a form', () => {
  it('adds a row through the form dialog and shows it in the list', async () => {
    const { request } = setUp();
    const user = userEvent.setup();
    renderWithEngine(<ListPage page={PAGE} />, { config });
    await screen.findByText('Nguyễn Văn An');
    await user.click(screen.getByRole('button', { name: 'Thêm mới' }));
    const dialog = await screen.findByRole('dialog', inDialog);
    await user.type(
      await within(dialog).findByRole('textbox', { name: /Họ và tên/, ...inDialog }, { timeout: 10_000 }),
      'Trần Thị Bình',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Gửi', ...inDialog }));
    await waitFor(() => expect(screen.queryByRole('dialog', inDialog)).toBeNull());
    expect(request.mock.calls[0][0].data).toEqual({ fullName: 'Trần Thị Bình' });
    expect(await screen.findByText('Trần Thị Bình')).toBeTruthy();
  });

  it('edits a clicked row in the dialog, prefilled from the form’s source', async () => {
    const { request } = setUp();
    const user = userEvent.setup();
    renderWithEngine(<ListPage page={PAGE} />, { config });
    await user.click(await screen.findByText('Nguyễn Văn An'));
    const dialog = await screen.findByRole('dialog', inDialog);
    expect(within(dialog).getByText('Chỉnh sửa')).toBeTruthy();
    // No delete mutation is registered for this form.
    expect(within(dialog).queryByRole('button', { name: 'Xoá', ...inDialog })).toBeNull();
    const input = (await within(dialog).findByRole(
      'textbox',
      { name: /Họ và tên/, ...inDialog },
      { timeout: 10_000 },
    )) as HTMLInputElement;
    expect(input.value).toBe('Nguyễn Văn An');
    await user.clear(input);
    await user.type(input, 'Nguyễn Văn Ánh');
    await user.click(within(dialog).getByRole('button', { name: 'Gửi', ...inDialog }));
    await waitFor(() => expect(screen.queryByRole('dialog', inDialog)).toBeNull());
    expect(request.mock.calls[0][0].data).toEqual({ id: 3, fullName: 'Nguyễn Văn Ánh' });
    expect(await screen.findByText('Nguyễn Văn Ánh')).toBeTruthy();
  });
});

describe('ListPage with a form whose save mutation has a delete sibling', () => {
  const LAST_UPDATE = '2024-05-01T10:00:00.000Z';
  const withLastUpdate = () => [{ id: 3, fullName: 'Nguyễn Văn An', lastUpdate: LAST_UPDATE }];

  async function openDelete() {
    const user = userEvent.setup();
    renderWithEngine(<ListPage page={PAGE} />, {
      config: { ...config, forms: { relative: { ...config.forms.relative, draft: 'local' } } },
    });
    await user.click(await screen.findByText('Nguyễn Văn An'));
    const dialog = await screen.findByRole('dialog', inDialog);
    await within(dialog).findByRole('textbox', { name: /Họ và tên/, ...inDialog }, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Xoá', ...inDialog }));
    const confirm = await screen.findByRole('alertdialog', inDialog);
    // The confirmation names the record (its list's title column).
    expect(within(confirm).getByText('Xoá “Nguyễn Văn An”?')).toBeTruthy();
    expect(within(confirm).getByText('Bản ghi sẽ bị xoá vĩnh viễn và không thể khôi phục.')).toBeTruthy();
    return { user, dialog, confirm };
  }

  it('deletes the edited row after confirmation, signed like its rule, and refreshes the list', async () => {
    const { rows } = setUp({ rows: withLastUpdate() });
    const request = registerDelete({ rows, code: 1 });
    // A draft of the record: it goes with the record.
    window.localStorage.setItem(
      'unigate:draft:hust:7:relative:3',
      JSON.stringify({ savedAt: LAST_UPDATE, data: { id: 3, fullName: 'An' } }),
    );
    const { user, confirm } = await openDelete();
    await user.click(within(confirm).getByRole('button', { name: 'Xoá', ...inDialog }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    const data = { id: 3, lastUpdate: LAST_UPDATE };
    const checkSum = createHash('sha256')
      .update(`${JSON.stringify(data)}_relative`)
      .digest('hex');
    expect(request).toHaveBeenCalledWith({ data, checkSum }, { id: 3, idempotencyKey: expect.any(String) });
    expect(await screen.findByText('Thao tác thành công.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', inDialog)).toBeNull());
    expect(screen.queryByRole('alertdialog', inDialog)).toBeNull();
    expect(await screen.findByText('Không có dữ liệu...')).toBeTruthy();
    expect(screen.queryByText('Nguyễn Văn An')).toBeNull();
    expect(window.localStorage.getItem('unigate:draft:hust:7:relative:3')).toBeNull();
  });

  it('keeps the row, the list and the dialog when the delete fails', async () => {
    const { rows, fetchList } = setUp({ rows: withLastUpdate() });
    const request = registerDelete({ rows, code: 0 });
    const { user, dialog, confirm } = await openDelete();
    const listFetches = fetchList.mock.calls.length;
    await user.click(within(confirm).getByRole('button', { name: 'Xoá', ...inDialog }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Thao tác không thành công, vui lòng thử lại.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog', inDialog)).toBeNull());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fetchList.mock.calls.length).toBe(listFetches);
    expect(dialog.isConnected).toBe(true);
    expect(screen.getAllByText('Nguyễn Văn An').length).toBeGreaterThan(0);
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    const { rows } = setUp({ rows: withLastUpdate() });
    const request = registerDelete({ rows, code: 1 });
    const { user, confirm } = await openDelete();
    await user.click(within(confirm).getByRole('button', { name: 'Huỷ', ...inDialog }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', inDialog)).toBeNull());
    expect(request).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', inDialog)).toBeTruthy();
  });
});
