import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SchemaForm } from '../../../src/client/engine';
import { EngineTestProviders, renderWithEngine } from './render-with-engine';
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
          properties: { title: { type: 'string' }, year: { type: 'integer' } },
        },
      },
      languages: { type: 'array', items: { type: 'string', title: 'Ngoại ngữ' } },
    },
  },
  uiSchema: {
    achievements: {
      'ui:title': { vi: 'Thành tích, giải thưởng', en: 'Achievements and awards' },
      'ui:options': { addText: { vi: 'Thêm thành tích', en: 'Add an achievement' } },
      items: { title: { 'ui:title': { vi: 'Tên thành tích', en: 'Achievement' } } },
    },
    languages: { 'ui:title': { vi: 'Ngoại ngữ đã học', en: 'Languages' } },
  },
};

describe('SchemaForm array items', () => {
  it('titles each item with the array’s localized title and its number, not the property name', async () => {
    const user = userEvent.setup();
    const config = formConfig(ACHIEVEMENTS_FORM);
    const view = renderWithEngine(<SchemaForm form="test.form" />, { config });
    // The theme's "+" buttons, one per array: achievements, then languages.
    const addButtons = async () => {
      await waitFor(
        () => expect(view.container.querySelectorAll('.rjsf-array-item-add').length).toBeGreaterThan(0),
        { timeout: 10_000 },
      );
      return [...view.container.querySelectorAll<HTMLButtonElement>('.rjsf-array-item-add')];
    };
    await user.click((await addButtons())[0]);
    await user.click((await addButtons())[0]);
    expect(await screen.findByText('Thành tích, giải thưởng 1')).toBeTruthy();
    expect(screen.getByText('Thành tích, giải thưởng 2')).toBeTruthy();
    expect(screen.queryByText(/achievements-\d/)).toBeNull();
    // An item schema with a title of its own is headed by it.
    await user.click((await addButtons()).at(-1)!);
    expect(await screen.findByText('Ngoại ngữ 1')).toBeTruthy();
    expect(screen.queryByText(/languages-\d/)).toBeNull();

    view.rerender(
      <EngineTestProviders config={config} locale="en">
        <SchemaForm form="test.form" />
      </EngineTestProviders>,
    );
    expect(await screen.findByText('Achievements and awards 1')).toBeTruthy();
    expect(screen.getByText('Achievements and awards 2')).toBeTruthy();
    expect(screen.queryByText('Thành tích, giải thưởng 1')).toBeNull();
  });
});

const CONTINUE_FORM = {
  schema: {
    type: 'object',
    required: ['semester', 'phone', 'commitment'],
    properties: {
      semester: { type: 'string', pattern: '^[0-9]{4}[1-3]$' },
      phone: { type: 'string', pattern: '^(0|\\+84)[0-9]{9}$' },
      plannedCredits: { type: 'integer', minimum: 0, maximum: 30 },
      note: { type: 'string', minLength: 5 },
      commitment: { type: 'boolean', enum: [true] },
    },
  },
  uiSchema: {
    semester: {
      'ui:title': { vi: 'Học kỳ', en: 'Semester' },
      'ui:errorMessage': {
        vi: 'Mã học kỳ gồm 5 chữ số, ví dụ 20262',
        en: 'A semester code has 5 digits, e.g. 20262',
      },
    },
    phone: {
      'ui:title': { vi: 'Điện thoại', en: 'Phone' },
      'ui:errorMessage': { vi: 'Số điện thoại không hợp lệ', en: 'Invalid phone number' },
    },
    plannedCredits: {
      'ui:title': { vi: 'Số tín chỉ', en: 'Credits' },
      'ui:errorMessage': { vi: 'Số tín chỉ từ 0 đến 30', en: 'Credits from 0 to 30' },
    },
    note: { 'ui:title': { vi: 'Ghi chú', en: 'Note' } },
    commitment: {
      'ui:title': { vi: 'Tôi cam kết', en: 'I commit' },
      'ui:errorMessage': {
        vi: 'Vui lòng đánh dấu cam kết',
        en: 'Please tick the commitment',
      },
    },
  },
};

describe('SchemaForm validation messages', () => {
  it('re-renders the shown messages in the new language when the locale changes', async () => {
    const user = userEvent.setup();
    const config = formConfig(CONTINUE_FORM);
    const view = renderWithEngine(<SchemaForm form="test.form" />, { config });
    await user.type(await screen.findByRole('textbox', { name: /Học kỳ/ }, { timeout: 10_000 }), '2026');
    await user.type(screen.getByRole('textbox', { name: /Điện thoại/ }), '12345');
    await user.type(screen.getByRole('spinbutton', { name: /Số tín chỉ/ }), '45');
    await user.type(screen.getByRole('textbox', { name: /Ghi chú/ }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Gửi' }));
    expect(await screen.findByText('Mã học kỳ gồm 5 chữ số, ví dụ 20262')).toBeTruthy();
    expect(screen.getByText('Số điện thoại không hợp lệ')).toBeTruthy();
    expect(screen.getByText('Số tín chỉ từ 0 đến 30')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập ít nhất 5 ký tự')).toBeTruthy();
    expect(screen.getByText('Vui lòng đánh dấu cam kết')).toBeTruthy();
    expect(screen.getByText('Biểu mẫu còn 5 lỗi, vui lòng kiểm tra lại.')).toBeTruthy();
    // The user is reading the phone field when switching the language.
    await user.click(screen.getByRole('textbox', { name: /Điện thoại/ }));

    view.rerender(
      <EngineTestProviders config={config} locale="en">
        <SchemaForm form="test.form" />
      </EngineTestProviders>,
    );
    expect(await screen.findByText('A semester code has 5 digits, e.g. 20262')).toBeTruthy();
    expect(screen.getByText('Invalid phone number')).toBeTruthy();
    expect(screen.getByText('Credits from 0 to 30')).toBeTruthy();
    expect(screen.getByText('Enter at least 5 characters')).toBeTruthy();
    expect(screen.getByText('Please tick the commitment')).toBeTruthy();
    expect(screen.getByText('The form has 5 errors; please check it.')).toBeTruthy();
    for (const vietnamese of [
      'Mã học kỳ gồm 5 chữ số, ví dụ 20262',
      'Số điện thoại không hợp lệ',
      'Số tín chỉ từ 0 đến 30',
      'Vui lòng nhập ít nhất 5 ký tự',
      'Vui lòng đánh dấu cam kết',
    ]) {
      expect(screen.queryByText(vietnamese)).toBeNull();
    }
    // Re-rendering the messages does not move the focus to the first field, nor drop what was typed.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Phone/ }));
    expect(screen.getByRole('textbox', { name: /Semester/ })).toHaveProperty('value', '2026');
    expect(request).not.toHaveBeenCalled();
  });
});

const BANK_FORM = {
  schema: {
    type: 'object',
    required: ['bankName', 'bankAccountNumber', 'bankAccountHolder'],
    properties: {
      bankName: { type: 'string', minLength: 1 },
      bankAccountNumber: { type: 'string', minLength: 6, maxLength: 20, pattern: '^[0-9]+$' },
      bankAccountHolder: { type: 'string', minLength: 2 },
      phone: { type: 'string', minLength: 10, pattern: '^[0-9]+$' },
    },
  },
  uiSchema: {
    bankName: { 'ui:title': { vi: 'Tên ngân hàng', en: 'Bank' } },
    bankAccountNumber: {
      'ui:title': { vi: 'Số tài khoản', en: 'Account number' },
      'ui:errorMessage': {
        default: { vi: 'Số tài khoản gồm 6–20 chữ số', en: 'The account number has 6–20 digits' },
      },
    },
    bankAccountHolder: { 'ui:title': { vi: 'Chủ tài khoản', en: 'Account holder' } },
    // No message of its own: "12ab" shows ajv's minLength and pattern messages, one field.
    phone: { 'ui:title': { vi: 'Điện thoại', en: 'Phone' } },
  },
};

describe('SchemaForm error summary', () => {
  it('counts the fields marked with an error, a field failing several rules once', async () => {
    const user = userEvent.setup();
    const { container } = renderWithEngine(<SchemaForm form="test.form" />, {
      config: formConfig(BANK_FORM),
    });
    await user.type(
      await screen.findByRole('textbox', { name: /Số tài khoản/ }, { timeout: 10_000 }),
      '12ab',
    );
    await user.type(screen.getByRole('textbox', { name: /Điện thoại/ }), '12ab');
    await user.click(screen.getByRole('button', { name: 'Gửi' }));
    const status = await screen.findByText(/^Biểu mẫu còn \d+ lỗi/);
    // Fields marked: bank name, account number, account holder, phone.
    await waitFor(() => expect(container.querySelectorAll('[aria-invalid="true"]')).toHaveLength(4));
    expect(status.textContent).toBe('Biểu mẫu còn 4 lỗi, vui lòng kiểm tra lại.');
    // The account number's one configured message is shown once, not once per failed rule.
    expect(screen.getAllByText('Số tài khoản gồm 6–20 chữ số')).toHaveLength(1);
    const phoneField = screen.getByRole('textbox', { name: /Điện thoại/ }).closest('.rjsf-field')!;
    expect(within(phoneField as HTMLElement).getByText('Vui lòng nhập ít nhất 10 ký tự')).toBeTruthy();
    expect(within(phoneField as HTMLElement).getByText('Giá trị không đúng định dạng')).toBeTruthy();
    // Fixing fields and sending again updates the count.
    await user.type(screen.getByRole('textbox', { name: /Tên ngân hàng/ }), 'VCB');
    await user.type(screen.getByRole('textbox', { name: /Chủ tài khoản/ }), 'Nguyễn Văn A');
    await user.click(screen.getByRole('button', { name: 'Gửi' }));
    expect(await screen.findByText('Biểu mẫu còn 2 lỗi, vui lòng kiểm tra lại.')).toBeTruthy();
    expect(container.querySelectorAll('[aria-invalid="true"]')).toHaveLength(2);
  });
});
