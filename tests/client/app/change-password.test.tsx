import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { computeChecksum } from '../../../src/core/checksum';
import { authUserFixture } from './fixtures';
import type { FetchHandler } from './fetch-mock';
import { WAIT, findDialog, findShell, hasDialog, renderApp } from './render-app';

async function openDialog(handler: FetchHandler) {
  const user = userEvent.setup();
  const view = renderApp({
    user: authUserFixture(),
    handlers: { 'POST /api/v1/auth/change-password': handler },
  });
  await findShell();
  await user.click(screen.getByRole('button', { name: 'Tài khoản của Nguyễn Văn An' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Đổi mật khẩu' }, WAIT));
  const dialog = await findDialog('Đổi mật khẩu');
  const fill = async ({ current, next, confirm }: { current: string; next: string; confirm: string }) => {
    if (current) await user.type(within(dialog).getByLabelText(/Mật khẩu hiện tại/), current);
    if (next) await user.type(within(dialog).getByLabelText(/^Mật khẩu mới/), next);
    if (confirm) await user.type(within(dialog).getByLabelText(/Nhập lại mật khẩu mới/), confirm);
    await user.click(within(dialog).getByRole('button', { name: 'Đổi mật khẩu', hidden: true }));
  };
  return { ...view, dialog, fill };
}

describe('change password', () => {
  it('explains what is wrong before calling the server', async () => {
    const { dialog, fill, calls } = await openDialog(() => ({ code: 1 }));
    await fill({ current: '', next: 'short1', confirm: 'other' });
    expect(within(dialog).getByText('Vui lòng nhập mật khẩu hiện tại')).toBeTruthy();
    expect(within(dialog).getByText('Mật khẩu mới phải có ít nhất 8 ký tự')).toBeTruthy();
    expect(within(dialog).getByText('Mật khẩu nhập lại không khớp')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/v1/auth/change-password')).toBe(false);
  });

  it('sends the passwords with the auth.changePassword checksum and toasts the success', async () => {
    const { fill, calls } = await openDialog(() => ({ code: 1 }));
    await fill({ current: 'old-pass-1', next: 'new-pass-2', confirm: 'new-pass-2' });
    expect(await screen.findByText('Đổi mật khẩu thành công.', {}, WAIT)).toBeTruthy();
    const body = calls.find((call) => call.path === '/api/v1/auth/change-password')?.body;
    expect(body).toEqual({
      password: 'old-pass-1',
      newPassword: 'new-pass-2',
      checkSum: computeChecksum({
        rule: 'auth.changePassword',
        body: { password: 'old-pass-1', newPassword: 'new-pass-2' },
      }),
    });
    await waitFor(() => expect(hasDialog('Đổi mật khẩu')).toBe(false), WAIT);
  });

  it('toasts the wrong-password code and keeps the dialog open', async () => {
    const { dialog, fill } = await openDialog(() => ({ code: -1, message: 'wrong password' }));
    await fill({ current: 'bad-pass-1', next: 'new-pass-2', confirm: 'new-pass-2' });
    expect(await within(dialog).findByText('Mật khẩu hiện tại không đúng.', {}, WAIT)).toBeTruthy();
    await waitFor(
      () =>
        expect(document.querySelector('.fui-ToastTitle')?.textContent).toBe('Mật khẩu hiện tại không đúng.'),
      WAIT,
    );
    expect(hasDialog('Đổi mật khẩu')).toBe(true);
  });
});
