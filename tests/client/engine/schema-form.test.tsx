import { createHash } from 'node:crypto';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getWidget,
  preloadSchemaForm,
  registerMutation,
  SchemaForm,
  unregisterMutation,
} from '../../../src/client/engine';
import type { EngineClientConfig, MutationResult } from '../../../src/client/engine';
import { DRAFT_DEBOUNCE_MS } from '../../../src/client/engine/form/use-form-draft';
import { ErrorBoundary } from './error-boundary';
import { fixtureConfig, renderWithEngine } from './render-with-engine';

// Load the lazily split views once, so no test's first wait includes compiling them.
beforeAll(async () => {
  await preloadSchemaForm();
}, 60_000);

const BANK_MESSAGE = 'Vui lòng nhập tên ngân hàng, chi nhánh';

const APPLY_FORM = {
  schema: {
    type: 'object',
    required: ['bankName', 'email'],
    properties: {
      bankName: { type: 'string', title: 'Ngân hàng, chi nhánh' },
      email: { type: 'string', title: 'Email', format: 'email' },
      achievements: { type: 'string', title: 'Thành tích', minLength: 5 },
    },
  },
  uiSchema: { bankName: { 'ui:errorMessage': BANK_MESSAGE } } as Record<string, unknown>,
  submit: 'test.applyAward',
  draft: 'local' as const,
};

const config = (
  form: Partial<Omit<typeof APPLY_FORM, 'draft'>> & { draft?: 'server' | 'local' | 'none' } & Record<
      string,
      unknown
    > = {},
): EngineClientConfig => fixtureConfig({ forms: { 'scholarship.apply': { ...APPLY_FORM, ...form } } });

let request: ReturnType<
  typeof vi.fn<
    (body: Record<string, unknown>, context: { id?: number | string | null }) => Promise<MutationResult>
  >
>;

beforeEach(() => {
  request = vi.fn(async () => ({ code: 1 }));
  registerMutation({
    name: 'test.applyAward',
    rule: 'awards.apply',
    request,
    resultSet: 'generic',
    invalidates: [],
  });
});

afterEach(() => {
  unregisterMutation('test.applyAward');
  vi.restoreAllMocks();
});

// The first form on a page downloads rjsf and ajv, hence the generous wait.
const bankInput = () => screen.findByRole('textbox', { name: /Ngân hàng, chi nhánh/ }, { timeout: 10_000 });

describe('SchemaForm', () => {
  it('shows the form’s own Vietnamese message for the bank name and translated ajv messages otherwise', async () => {
    const user = userEvent.setup();
    renderWithEngine(<SchemaForm form="scholarship.apply" recordId={42} />, { config: config() });
    await bankInput();
    await user.type(screen.getByRole('textbox', { name: /Thành tích/ }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Gửi' }));
    expect(await screen.findByText(BANK_MESSAGE)).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập thông tin này')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập ít nhất 5 ký tự')).toBeTruthy();
    expect(screen.getByText('Biểu mẫu còn 3 lỗi, vui lòng kiểm tra lại.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Gửi' }));
    expect(await screen.findByText('Địa chỉ email không hợp lệ')).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });

  it('translates ajv messages into English, keeping a configured { vi, en } message', async () => {
    const user = userEvent.setup();
    const uiSchema = {
      bankName: { 'ui:errorMessage': { vi: BANK_MESSAGE, en: 'Please enter the bank name and branch' } },
    };
    renderWithEngine(<SchemaForm form="scholarship.apply" recordId={42} />, {
      config: config({ uiSchema }),
      locale: 'en',
    });
    await bankInput();
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'x@');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter the bank name and branch')).toBeTruthy();
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
  });

  it('submits the data with the checkSum of its rule, then forgets the draft', async () => {
    const user = userEvent.setup();
    const onSubmitted = vi.fn();
    renderWithEngine(<SchemaForm form="scholarship.apply" recordId={42} onSubmitted={onSubmitted} />, {
      config: config(),
    });
    await user.type(await bankInput(), 'BIDV Hà Thành');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'sv@hust.edu.vn');
    await user.click(screen.getByRole('button', { name: 'Gửi' }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    const data = { bankName: 'BIDV Hà Thành', email: 'sv@hust.edu.vn' };
    const checkSum = createHash('sha256')
      .update(`${JSON.stringify(data)}42`)
      .digest('hex');
    expect(request).toHaveBeenCalledWith({ data, checkSum }, { id: 42, idempotencyKey: expect.any(String) });
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith({ result: { code: 1 }, data }));
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith('unigate:draft:'))).toEqual([]);
  });

  it('keeps the draft when the submit fails', async () => {
    request.mockResolvedValueOnce({ code: -4 });
    const user = userEvent.setup();
    renderWithEngine(<SchemaForm form="scholarship.apply" recordId={42} />, { config: config() });
    await user.type(await bankInput(), 'VCB');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'sv@hust.edu.vn');
    await user.click(screen.getByRole('button', { name: 'Gửi' }));
    expect(await screen.findByText('Bạn không có quyền thực hiện thao tác này.')).toBeTruthy();
    await waitFor(
      () =>
        expect(window.localStorage.getItem('unigate:draft:hust:7:scholarship.apply:42') ?? '').toContain(
          '"bankName":"VCB"',
        ),
      {
        timeout: 3000,
      },
    );
  });

  it('saves a local draft while typing and restores it after a remount', async () => {
    const user = userEvent.setup();
    const first = renderWithEngine(<SchemaForm form="scholarship.apply" recordId={42} />, {
      config: config(),
    });
    await user.type(await bankInput(), 'Agribank Bách Khoa');
    expect(
      await screen.findByText(/^Đã lưu nháp lúc \d{2}:\d{2}$/, undefined, { timeout: 3000 }),
    ).toBeTruthy();
    first.unmount();
    const second = renderWithEngine(<SchemaForm form="scholarship.apply" recordId={42} />, {
      config: config(),
    });
    expect(((await bankInput()) as HTMLInputElement).value).toBe('Agribank Bách Khoa');
    expect(screen.getByText(/^Đã lưu nháp lúc/)).toBeTruthy();
    second.unmount();
    // Another student on the same browser does not get it.
    renderWithEngine(<SchemaForm form="scholarship.apply" recordId={42} />, { config: config(), userId: 8 });
    expect(((await bankInput()) as HTMLInputElement).value).toBe('');
    expect(screen.queryByText(/^Đã lưu nháp lúc/)).toBeNull();
  });

  it('keeps no draft of a form the user has not changed, and drops it when they change it back', async () => {
    // A required object: rjsf fills it with {} on mounting and reports that as a change.
    const schema = {
      ...APPLY_FORM.schema,
      required: [...APPLY_FORM.schema.required, 'address'],
      properties: {
        ...APPLY_FORM.schema.properties,
        address: { type: 'object', properties: { street: { type: 'string', title: 'Số nhà' } } },
      },
    };
    const draftKeys = () =>
      Object.keys(window.localStorage).filter((key) => key.startsWith('unigate:draft:'));
    const pastDebounce = () =>
      act(() => new Promise((resolve) => setTimeout(resolve, DRAFT_DEBOUNCE_MS + 200)));
    const user = userEvent.setup();
    // An empty add form, opened and closed.
    const empty = renderWithEngine(<SchemaForm form="scholarship.apply" />, { config: config({ schema }) });
    await bankInput();
    await pastDebounce();
    expect(screen.queryByText(/^Đã lưu nháp lúc/)).toBeNull();
    empty.unmount();
    expect(draftKeys()).toEqual([]);
    // A record opened for editing, closed before its debounce.
    const record = { email: 'sv@hust.edu.vn', bankName: 'VCB' };
    const untouched = renderWithEngine(
      <SchemaForm form="scholarship.apply" initialData={record} recordId={42} />,
      { config: config({ schema }) },
    );
    await bankInput();
    untouched.unmount();
    expect(draftKeys()).toEqual([]);
    // Changed, then changed back.
    renderWithEngine(<SchemaForm form="scholarship.apply" initialData={record} recordId={42} />, {
      config: config({ schema }),
    });
    const bank = await bankInput();
    await user.type(bank, ' Hà Nội');
    expect(await screen.findByText(/^Đã lưu nháp lúc/, undefined, { timeout: 3000 })).toBeTruthy();
    expect(draftKeys()).toEqual(['unigate:draft:hust:7:scholarship.apply:42']);
    await user.clear(bank);
    await user.type(bank, 'VCB');
    await waitFor(() => expect(screen.queryByText(/^Đã lưu nháp lúc/)).toBeNull());
    await pastDebounce();
    expect(draftKeys()).toEqual([]);
  });

  it('drops a stored draft that holds nothing but the untouched form', async () => {
    const key = 'unigate:draft:hust:7:scholarship.apply';
    window.localStorage.setItem(
      key,
      JSON.stringify({ savedAt: new Date().toISOString(), data: { achievements: '' } }),
    );
    renderWithEngine(<SchemaForm form="scholarship.apply" />, { config: config() });
    await bankInput();
    await waitFor(() => expect(window.localStorage.getItem(key)).toBeNull());
    expect(screen.queryByText(/^Đã lưu nháp lúc/)).toBeNull();
  });

  it('saves a server draft through the submit mutation’s draft mutation', async () => {
    const saveDraft = vi.fn(
      async (_body: Record<string, unknown>, _context: { id?: number | string | null }) => ({ code: 1 }),
    );
    registerMutation({
      name: 'test.saveAwardDraft',
      rule: 'awards.apply',
      request: saveDraft,
      resultSet: 'generic',
      invalidates: [],
    });
    registerMutation({
      name: 'test.applyAward',
      rule: 'awards.apply',
      request,
      resultSet: 'generic',
      invalidates: [],
      draft: 'test.saveAwardDraft',
    });
    const user = userEvent.setup();
    renderWithEngine(<SchemaForm form="scholarship.apply" recordId={42} />, {
      config: config({ draft: 'server' }),
    });
    await user.type(await bankInput(), 'MB');
    await user.click(screen.getByRole('button', { name: 'Lưu nháp' }));
    await waitFor(() => expect(saveDraft).toHaveBeenCalledTimes(1));
    const checkSum = createHash('sha256').update('{"bankName":"MB"}42').digest('hex');
    expect(saveDraft).toHaveBeenCalledWith(
      { data: { bankName: 'MB' }, checkSum },
      { id: 42, idempotencyKey: expect.any(String) },
    );
    expect(await screen.findByText(/^Đã lưu nháp lúc \d{2}:\d{2}$/)).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
    unregisterMutation('test.saveAwardDraft');
  });

  it('fails loudly, naming it, on an unknown widget', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithEngine(
      <ErrorBoundary>
        <SchemaForm form="scholarship.apply" />
      </ErrorBoundary>,
      { config: config({ uiSchema: { bankName: { 'ui:widget': 'starRating' } } }) },
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Unknown widget "starRating"');
    expect(() => getWidget('starRating')).toThrow('Unknown widget "starRating"');
  });
});
