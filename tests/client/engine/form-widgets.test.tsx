import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  preloadSchemaForm,
  registerMutation,
  SchemaForm,
  unregisterMutation,
} from '../../../src/client/engine';
import type { EngineClientConfig, MutationResult } from '../../../src/client/engine';
import { NARROW_QUERY } from '../../../src/client/engine/list/use-media-query';
import { fixtureConfig, renderWithEngine } from './render-with-engine';

// Load the lazily split views once, so no test's first wait includes compiling them.
beforeAll(async () => {
  await preloadSchemaForm();
}, 60_000);

const UNITS: Record<string, { code: string; name: string; type: string }[]> = {
  '': [
    { code: '01', name: 'Thành phố Hà Nội', type: 'Thành phố' },
    { code: '79', name: 'Thành phố Hồ Chí Minh', type: 'Thành phố' },
  ],
  '01': [
    { code: '00097', name: 'Phường Hồng Hà', type: 'Phường' },
    { code: '00118', name: 'Phường Bạch Mai', type: 'Phường' },
  ],
};

const FORM = {
  schema: {
    type: 'object',
    properties: {
      address: {
        type: 'object',
        title: 'Địa chỉ thường trú',
        required: ['provinceCode', 'wardCode'],
        properties: {
          provinceCode: { type: 'string' },
          wardCode: { type: 'string' },
          street: { type: 'string' },
          text: { type: 'string' },
        },
      },
      bank: { type: 'string', title: 'Ngân hàng nhận' },
      evidence: { type: 'string', title: 'Minh chứng' },
      birthDate: { type: 'string', format: 'date', title: 'Ngày sinh' },
    },
  },
  uiSchema: {
    'ui:order': ['address', 'bank', 'evidence', 'birthDate'],
    address: { 'ui:widget': 'address' },
    bank: { 'ui:widget': 'bank' },
    evidence: { 'ui:widget': 'fileUpload', 'ui:options': { maxSizeMB: 1, accept: '.pdf' } },
    birthDate: { 'ui:widget': 'date' },
  },
  submit: 'test.saveProfile',
  draft: 'none' as const,
};

const config: EngineClientConfig = fixtureConfig({ forms: { profile: FORM } });

/** XMLHttpRequest stand-in: the test drives progress and the answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  status = 0;
  response: unknown = null;
  responseType = '';
  withCredentials = false;
  method = '';
  url = '';
  body: FormData | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.onload?.();
  }
}

let request: ReturnType<typeof vi.fn<(body: Record<string, unknown>) => Promise<MutationResult>>>;
let addressCalls: string[];

beforeEach(() => {
  addressCalls = [];
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      addressCalls.push(`${url.pathname}${url.search}`);
      const units = UNITS[url.searchParams.get('parentCode') ?? ''] ?? [];
      return new Response(JSON.stringify({ data: units, total: units.length }), { status: 200 });
    }),
  );
  request = vi.fn(async () => ({ code: 1 }));
  registerMutation({ name: 'test.saveProfile', rule: null, request, resultSet: 'generic', invalidates: [] });
});

afterEach(() => {
  unregisterMutation('test.saveProfile');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderForm() {
  const user = userEvent.setup({ applyAccept: false });
  renderWithEngine(<SchemaForm form="profile" />, { config });
  await screen.findByRole('combobox', { name: 'Tỉnh/Thành phố' }, { timeout: 10_000 });
  return user;
}

async function choose({
  user,
  box,
  typed,
  option,
}: {
  user: ReturnType<typeof userEvent.setup>;
  box: string;
  typed: string;
  option: RegExp;
}) {
  const combobox = screen.getByRole('combobox', { name: box });
  await waitFor(() => expect(combobox.getAttribute('placeholder')).not.toBe('Đang tải...'), {
    timeout: 10_000,
  });
  await user.click(combobox);
  await user.type(combobox, typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('form widgets', () => {
  it('address: picks a province, then one of its wards, and composes the address text', async () => {
    const user = await renderForm();
    expect(screen.getByRole('combobox', { name: 'Phường/Xã/Đặc khu' }).hasAttribute('disabled')).toBe(true);
    await choose({ user, box: 'Tỉnh/Thành phố', typed: 'noi', option: /Thành phố Hà Nội/ });
    await waitFor(() => expect(addressCalls).toContain('/api/v1/addresses?parentCode=01'));
    expect(addressCalls[0]).toBe('/api/v1/addresses');
    await choose({ user, box: 'Phường/Xã/Đặc khu', typed: 'hong', option: /Phường Hồng Hà/ });
    await user.type(screen.getByRole('textbox', { name: 'Số nhà, tên đường, thôn/xóm' }), '1 Đại Cồ Việt');
    await user.click(screen.getByRole('button', { name: 'Gửi' }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect(request.mock.calls[0][0].address).toEqual({
      provinceCode: '01',
      wardCode: '00097',
      street: '1 Đại Cồ Việt',
      text: '1 Đại Cồ Việt, Phường Hồng Hà, Thành phố Hà Nội',
    });
  });

  it("address on a phone: the phone's own pickers, each list once its parent is chosen", async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === NARROW_QUERY,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const user = userEvent.setup({ applyAccept: false });
    renderWithEngine(<SchemaForm form="profile" />, { config });
    const province = (await screen.findByRole(
      'combobox',
      { name: 'Tỉnh/Thành phố' },
      { timeout: 10_000 },
    )) as HTMLSelectElement;
    // A native select, not the searchable combobox (whose code phones never load).
    expect(province.tagName).toBe('SELECT');
    const ward = screen.getByRole('combobox', { name: 'Phường/Xã/Đặc khu' }) as HTMLSelectElement;
    expect(ward.disabled).toBe(true);
    await waitFor(() => expect(within(province).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(province, 'Thành phố Hà Nội');
    await waitFor(() => expect(ward.disabled).toBe(false));
    await waitFor(() => expect(within(ward).getAllByRole('option')).toHaveLength(3));
    expect(addressCalls).toContain('/api/v1/addresses?parentCode=01');
    await user.selectOptions(ward, 'Phường Hồng Hà');
    await user.click(screen.getByRole('button', { name: 'Gửi' }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect(request.mock.calls[0][0].address).toEqual({
      provinceCode: '01',
      wardCode: '00097',
      text: 'Phường Hồng Hà, Thành phố Hà Nội',
    });
  });

  it('address: a ward missing is reported beside the picker', async () => {
    const user = await renderForm();
    await choose({ user, box: 'Tỉnh/Thành phố', typed: 'Hồ Chí', option: /Hồ Chí Minh/ });
    await user.click(screen.getByRole('button', { name: 'Gửi' }));
    expect(await screen.findByText('Vui lòng nhập thông tin này')).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });

  it('bank: finds a VietQR bank by name without diacritics and stores its BIN', async () => {
    const user = await renderForm();
    await choose({ user, box: 'Ngân hàng nhận', typed: 'ngoai', option: /Vietcombank/ });
    await user.click(screen.getByRole('button', { name: 'Gửi' }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect(request.mock.calls[0][0].bank).toBe('970436');
  });

  it('fileUpload: posts the file as multipart with a progress bar, then stores its URL', async () => {
    const user = await renderForm();
    const file = new File(['%PDF-1.4'], 'minh-chung.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Minh chứng'), file);
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v1/files');
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    xhr.progress(50, 100);
    const bar = await screen.findByRole('progressbar', { name: 'Đang tải lên minh-chung.pdf' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('0.5'));
    expect(screen.getByText('50%')).toBeTruthy();
    xhr.answer(200, {
      data: {
        id: 5,
        url: '/files/5/minh-chung.pdf',
        name: 'minh-chung.pdf',
        size: 2048,
        type: 'application/pdf',
      },
    });
    const link = await screen.findByRole('link', { name: 'minh-chung.pdf' });
    expect(link.getAttribute('href')).toBe('/files/5/minh-chung.pdf');
    await user.click(screen.getByRole('button', { name: 'Gửi' }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect(request.mock.calls[0][0].evidence).toBe('/files/5/minh-chung.pdf');
  });

  it('fileUpload: refuses files over the size or of another type, and reports a failed upload', async () => {
    const user = await renderForm();
    const input = screen.getByLabelText('Minh chứng');
    await user.upload(
      input,
      new File([new Uint8Array(2 * 1024 * 1024)], 'big.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Tệp big.pdf vượt quá dung lượng cho phép (1 MB).')).toBeTruthy();
    await user.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }));
    expect(await screen.findByText('Tệp setup.exe không đúng định dạng cho phép (.pdf).')).toBeTruthy();
    expect(FakeXhr.last).toBeNull();
    await user.upload(input, new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }));
    (FakeXhr.last as FakeXhr).answer(500, { message: 'disk full' });
    expect(
      await screen.findByText('Tải lên tệp a.pdf không thành công, vui lòng thử lại. (disk full)'),
    ).toBeTruthy();
  });

  it('date: reads dd/mm/yyyy and stores YYYY-MM-DD', async () => {
    const user = await renderForm();
    const input = screen.getByRole('textbox', { name: 'Ngày sinh' });
    await user.type(input, '5/3/2024');
    fireEvent.blur(input);
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('05/03/2024'));
    await user.click(screen.getByRole('button', { name: 'Gửi' }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect(request.mock.calls[0][0].birthDate).toBe('2024-03-05');
  });

  it('date: says why a typed text is not a date, and does not keep the old value', async () => {
    const user = await renderForm();
    const input = screen.getByRole('textbox', { name: 'Ngày sinh' });
    await user.type(input, '05/03/2024');
    fireEvent.blur(input);
    await user.clear(input);
    await user.type(input, '31/02/2024');
    fireEvent.blur(input);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ngày không hợp lệ, vui lòng nhập theo dạng dd/mm/yyyy',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Gửi' }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect(request.mock.calls[0][0].birthDate).toBeUndefined();
  });

  it('date: the calendar opens from its button, in Vietnamese, weeks from Monday, and picks a day', async () => {
    const user = await renderForm();
    const open = screen.getByRole('button', { name: 'Mở lịch' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    await user.click(open);
    const calendar = await screen.findByRole('dialog', { name: 'Lịch' });
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const headers = within(calendar).getAllByRole('columnheader');
    expect(headers).toHaveLength(7);
    expect(headers[0].getAttribute('title')).toBe('Thứ Hai');
    expect(headers[0].textContent).toBe('T2');
    expect(headers[6].textContent).toBe('CN');
    const day15 = within(calendar)
      .getAllByRole('button')
      .find((button) => button.textContent === '15');
    await user.click(day15 as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Lịch' })).toBeNull());
    const input = screen.getByRole('textbox', { name: 'Ngày sinh' }) as HTMLInputElement;
    expect(input.value).toMatch(/^15\/\d{2}\/\d{4}$/);
    expect(document.activeElement).toBe(input);
  });

  it('date: Escape closes the calendar and gives the focus back to the field', async () => {
    const user = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Mở lịch' }));
    await screen.findByRole('dialog', { name: 'Lịch' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Lịch' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Ngày sinh' }));
  });
});
