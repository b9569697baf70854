import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetProps } from '@rjsf/utils';
import { FileUploadWidget } from '../../../src/client/engine/form/widgets/file-upload-widget';
import { renderWithEngine } from './render-with-engine';

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
  url = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  send() {
    FakeXhr.last = this;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.onload?.();
  }
}

const renderWidget = ({ locale = 'vi' as 'vi' | 'en', onChange = vi.fn() } = {}) => {
  const props = {
    id: 'thesis',
    name: 'thesis',
    label: 'Luận văn',
    schema: { type: 'string' },
    options: { kind: 'thesis', accept: '.pdf' },
    value: undefined,
    onChange,
  } as unknown as WidgetProps;
  renderWithEngine(<FileUploadWidget {...props} />, { locale });
  return { user: userEvent.setup({ applyAccept: false }), onChange };
};

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

const REASON =
  'Tệp "lv.pdf" là một chương trình chạy được (như .exe), không phải tài liệu; hệ thống không nhận tệp này / "lv.pdf" is an executable program (like an .exe), not a document; it is refused';

describe('file upload widget and the file store', () => {
  it("uploads under the field's kind and shows the server's refusal in the reader's language", async () => {
    const { user } = renderWidget();
    await user.upload(
      screen.getByLabelText('Luận văn'),
      new File(['MZ'], 'lv.pdf', { type: 'application/pdf' }),
    );
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr.url).toBe('/api/v1/files?kind=thesis');
    xhr.answer(400, { statusCode: 400, field: 'file', reason: REASON, message: `file: ${REASON}` });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Không nhận tệp lv.pdf: Tệp "lv.pdf" là một chương trình chạy được (như .exe), không phải tài liệu; hệ thống không nhận tệp này',
    );
  });

  it('says so in English for an English reader', async () => {
    renderWidget({ locale: 'en' });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByLabelText('Luận văn'),
      new File(['MZ'], 'lv.pdf', { type: 'application/pdf' }),
    );
    (FakeXhr.last as FakeXhr).answer(400, { reason: REASON });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'lv.pdf was not accepted: "lv.pdf" is an executable program (like an .exe), not a document; it is refused',
    );
  });

  it('cancels a running upload from its named button and says it was cancelled', async () => {
    const { user, onChange } = renderWidget();
    await user.upload(
      screen.getByLabelText('Luận văn'),
      new File(['%PDF-1.7'], 'lv.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('progressbar', { name: 'Đang tải lên lv.pdf' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Huỷ tải lên' }));
    // Announced politely (a status region), not as an error.
    expect((await screen.findByText('Đã huỷ tải lên lv.pdf.')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Chọn tệp' })).toBeTruthy();
  });
});
