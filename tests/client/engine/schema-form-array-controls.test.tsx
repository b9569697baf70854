import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SchemaForm } from '../../../src/client/engine';
import { renderWithEngine } from './render-with-engine';
import { formConfig, setUpTestApplyForm } from './test-apply-form';

const request = setUpTestApplyForm();

const ACHIEVEMENTS_FORM = {
  schema: {
    type: 'object',
    properties: {
      achievements: {
        type: 'array',
        items: {
          type: 'object',
          required: ['level', 'year'],
          properties: {
            level: { type: 'string', enum: ['faculty', 'national'] },
            year: { type: 'integer', minimum: 1990 },
            note: { type: 'string', enum: ['a', 'b'] },
          },
        },
      },
      languages: { type: 'array', items: { type: 'string' } },
    },
  },
  uiSchema: {
    achievements: {
      'ui:title': { vi: 'Thành tích, giải thưởng', en: 'Achievements and awards' },
      'ui:options': {
        addText: { vi: 'Thêm thành tích', en: 'Add an achievement' },
        itemTitle: { vi: 'Thành tích', en: 'Achievement' },
      },
      items: {
        level: {
          'ui:title': { vi: 'Cấp', en: 'Level' },
          'ui:enumNames': {
            faculty: { vi: 'Cấp khoa', en: 'Faculty' },
            national: { vi: 'Cấp quốc gia', en: 'National' },
          },
        },
        year: {
          'ui:title': { vi: 'Năm', en: 'Year' },
          'ui:errorMessage': { default: { vi: 'Năm không hợp lệ', en: 'The year is not valid' } },
        },
        note: { 'ui:title': { vi: 'Ghi chú', en: 'Note' } },
      },
    },
    languages: { 'ui:title': { vi: 'Ngoại ngữ', en: 'Languages' } },
  },
};

async function renderAchievements(locale: 'vi' | 'en' = 'vi') {
  const user = userEvent.setup();
  const view = renderWithEngine(<SchemaForm form="test.form" />, {
    config: formConfig(ACHIEVEMENTS_FORM),
    locale,
  });
  await screen.findByRole('button', { name: locale === 'vi' ? 'Gửi' : 'Submit' }, { timeout: 10_000 });
  // The lists' field loads on demand: their add buttons show once it has.
  await screen.findByRole(
    'button',
    { name: locale === 'vi' ? 'Thêm thành tích' : 'Add an achievement' },
    { timeout: 10_000 },
  );
  return { user, view };
}

describe('SchemaForm array controls', () => {
  it('labels the add button, titles items small and names their buttons after them (vi)', async () => {
    const { user } = await renderAchievements();
    // A visible, configured label; an array without one gets the generic "Thêm mục".
    expect(screen.getByRole('button', { name: 'Thêm mục' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Thêm thành tích' }));
    await user.click(screen.getByRole('button', { name: 'Thêm thành tích' }));
    // Per-item titles from `itemTitle`, as small headings below the array's own title.
    const itemHeading = await screen.findByRole('heading', { name: 'Thành tích 2' });
    expect(itemHeading.tagName).toBe('H6');
    expect(screen.getByRole('heading', { name: 'Thành tích 1' }).tagName).toBe('H6');
    expect(screen.queryByText('Thành tích, giải thưởng 1')).toBeNull();
    expect(screen.getByRole('button', { name: 'Xoá Thành tích 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Chuyển Thành tích 1 xuống' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Chuyển Thành tích 2 lên' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Xoá Thành tích 2' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Thành tích 2' })).toBeNull());
  });

  it('names the controls in English on English pages', async () => {
    const { user } = await renderAchievements('en');
    expect(screen.getByRole('button', { name: 'Add an item' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add an achievement' }));
    expect(await screen.findByRole('heading', { name: 'Achievement 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Achievement 1' })).toBeTruthy();
  });

  it('asks for an empty required year instead of calling it invalid', async () => {
    const { user } = await renderAchievements();
    await user.click(screen.getByRole('button', { name: 'Thêm thành tích' }));
    const year = await screen.findByRole('spinbutton', { name: /Năm/ });
    await user.type(year, '1800');
    await user.click(screen.getByRole('button', { name: 'Gửi' }));
    // A wrong year keeps the configured catch-all message...
    expect(await screen.findByText('Năm không hợp lệ')).toBeTruthy();
    await user.clear(year);
    await user.click(screen.getByRole('button', { name: 'Gửi' }));
    // ...an empty one is asked for.
    await waitFor(() => expect(screen.queryByText('Năm không hợp lệ')).toBeNull());
    expect(screen.getAllByText('Vui lòng nhập thông tin này').length).toBeGreaterThan(0);
    expect(request).not.toHaveBeenCalled();
  });

  it('shows a select’s placeholder while empty and offers the values in a native picker; a required one cannot go back to empty', async () => {
    const { user } = await renderAchievements();
    await user.click(screen.getByRole('button', { name: 'Thêm thành tích' }));
    const level = (await screen.findByRole('combobox', { name: /Cấp/ })) as HTMLSelectElement;
    expect(level.tagName).toBe('SELECT');
    expect(level.selectedOptions[0].textContent).toBe('Chọn...');
    expect(level.selectedOptions[0].disabled).toBe(true);
    await user.selectOptions(level, 'Cấp quốc gia');
    await waitFor(() => expect(level.selectedOptions[0].textContent).toBe('Cấp quốc gia'));
    // Chosen, a required select offers its values only.
    expect(
      within(level)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Cấp khoa', 'Cấp quốc gia']);
  });

  it('clears an optional select by choosing its placeholder', async () => {
    const { user } = await renderAchievements();
    await user.click(screen.getByRole('button', { name: 'Thêm thành tích' }));
    const note = (await screen.findByRole('combobox', { name: /Ghi chú/ })) as HTMLSelectElement;
    expect(
      within(note)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Chọn...', 'a', 'b']);
    await user.selectOptions(note, 'b');
    await waitFor(() => expect(note.value).not.toBe(''));
    await user.selectOptions(note, 'Chọn...');
    await waitFor(() => expect(note.value).toBe(''));
    expect(note.selectedOptions[0].textContent).toBe('Chọn...');
  });
});
