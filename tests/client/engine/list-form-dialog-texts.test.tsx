import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ListPage,
  ListView,
  preloadSchemaForm,
  registerMutation,
  registerSource,
  unregisterMutation,
  unregisterSource,
} from '../../../src/client/engine';
import type { PagedData } from '../../../src/client/engine';
import { fixtureConfig, renderWithEngine } from './render-with-engine';

beforeAll(async () => {
  await Promise.all([import('../../../src/client/engine/list/list-page'), preloadSchemaForm()]);
}, 60_000);

const LIST = {
  source: 'test.relatives',
  pageSize: 10,
  searchable: true,
  columns: [{ field: 'fullName', labelId: 'list.news.title', format: 'text' as const }],
};

const config = fixtureConfig({
  lists: { relatives: LIST },
  forms: {
    relative: {
      schema: { type: 'object', properties: { fullName: { type: 'string', title: 'Họ và tên' } } },
      uiSchema: {
        'ui:options': {
          addTitle: { vi: 'Thêm người thân', en: 'Add a relative' },
          editTitle: { vi: 'Sửa thông tin người thân', en: 'Edit a relative' },
        },
      },
      submit: 'test.saveRelative',
      draft: 'none',
    },
  },
});

beforeEach(() => {
  registerSource<unknown, PagedData<{ id: number; fullName: string }>>({
    name: 'test.relatives',
    key: () => 'all',
    fetch: async () => ({ data: [{ id: 3, fullName: 'Nguyễn Văn An' }], total: 1 }),
  });
  registerMutation({
    name: 'test.saveRelative',
    rule: null,
    request: vi.fn(async () => ({ code: 1 })),
    resultSet: 'generic',
    invalidates: [],
  });
});

afterEach(() => {
  unregisterSource('test.relatives');
  unregisterMutation('test.saveRelative');
});

const PAGE = { kind: 'list' as const, list: 'relatives', titleId: 'page.news', form: 'relative' };
const inDialog = { hidden: true };

describe('A list page’s form dialog', () => {
  it('says what it adds, from the form’s ui options, in vi and en', async () => {
    const user = userEvent.setup();
    const view = renderWithEngine(<ListPage page={PAGE} />, { config });
    await screen.findByText('Nguyễn Văn An');
    await user.click(screen.getByRole('button', { name: 'Thêm người thân' }));
    const dialog = await screen.findByRole('dialog', inDialog);
    expect(within(dialog).getByRole('heading', { name: 'Thêm người thân', ...inDialog })).toBeTruthy();
    view.unmount();

    renderWithEngine(<ListPage page={PAGE} />, { config, locale: 'en' });
    await screen.findByText('Nguyễn Văn An');
    await user.click(screen.getByRole('button', { name: 'Add a relative' }));
    const english = await screen.findByRole('dialog', inDialog);
    expect(within(english).getByRole('heading', { name: 'Add a relative', ...inDialog })).toBeTruthy();
  });

  it('names the search box’s clear button in the page’s language', async () => {
    const user = userEvent.setup();
    renderWithEngine(<ListView list="relatives" />, { config });
    await user.type(await screen.findByRole('searchbox', { name: 'Tìm kiếm' }), 'An');
    expect(screen.getByRole('button', { name: 'Xoá nội dung tìm kiếm' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'clear' })).toBeNull();
  });
});
