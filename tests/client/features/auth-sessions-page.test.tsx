import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authUserFixture, clientConfigFixture } from '../app/fixtures';
import { jsonResponse } from '../app/fetch-mock';
import type { FetchHandler, RecordedCall } from '../app/fetch-mock';
import { WAIT, findDialog, findShell, renderApp } from '../app/render-app';

const CONFIG = clientConfigFixture({
  pages: {
    '/': { kind: 'component', component: 'home', titleId: 'page.home.title' },
    '/login': { kind: 'component', component: 'login', titleId: 'page.login.title' },
    '/account/sessions': { kind: 'component', component: 'account.sessions', titleId: 'auth.sessions.title' },
  },
} as never);

const row = (id: string, browser: string, os: string, ip: string, current: boolean) => ({
  id,
  createdAt: '2026-03-02T01:30:00.000Z',
  expiresAt: '2026-03-02T13:30:00.000Z',
  ip,
  browser,
  os,
  current,
});

/** A session server for one user: revoking removes the row, like the real one. */
function sessionServer() {
  let rows = [
    row('laptop-session-0000000', 'Chrome', 'Windows', '192.0.2.2', true),
    row('phone-session-00000000', 'Safari', 'iPhone', '192.0.2.1', false),
    row('unknown-session-000000', '', '', '', false),
  ];
  const handlers: Record<string, FetchHandler> = {
    'GET /api/v1/auth/sessions': () => ({ data: rows, total: rows.length }),
    'GET /api/v1/auth/logout': () => ({ code: 1 }),
  };
  for (const { id, current } of rows)
    handlers[`POST /api/v1/auth/sessions/${id}/revoke`] = () => {
      if (!rows.some((item) => item.id === id))
        return jsonResponse({ status: 404, body: { statusCode: 404, message: 'Not found' } });
      rows = rows.filter((item) => item.id !== id);
      return { code: 1, current };
    };
  return handlers;
}

const listItems = async () => {
  const list = await screen.findByRole('list', { name: 'Phiên đăng nhập' }, WAIT);
  return within(list).getAllByRole('listitem');
};

describe('sessions page', () => {
  it('is reached from the account menu and lists each session with device, time and address', async () => {
    const user = userEvent.setup();
    renderApp({ user: authUserFixture(), config: CONFIG, handlers: sessionServer() });
    await findShell();
    await user.click(screen.getByRole('button', { name: 'Tài khoản của Nguyễn Văn An' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Phiên đăng nhập' }, WAIT));
    await waitFor(() => expect(window.location.pathname).toBe('/account/sessions'), WAIT);
    const items = await listItems();
    expect(items).toHaveLength(3);
    expect(items[0].textContent).toContain('Chrome · Windows');
    expect(within(items[0]).getByText('Thiết bị này')).toBeTruthy();
    expect(items[0].textContent).toContain('IP 192.0.2.2');
    // On the school's clock, in the portal's date format (not the browser's short style).
    expect(items[0].textContent).toContain('Đăng nhập lúc 02/03/2026 08:30');
    expect(items[1].textContent).toContain('Safari · iPhone');
    expect(within(items[1]).queryByText('Thiết bị này')).toBeNull();
    expect(items[2].textContent).toContain('Thiết bị không rõ');
    expect(within(items[0]).getByRole('button', { name: /Đăng xuất khỏi thiết bị này/ })).toBeTruthy();
  });

  it('ends another session: the call names it and its row goes away', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp({
      path: '/account/sessions',
      user: authUserFixture(),
      config: CONFIG,
      handlers: sessionServer(),
    });
    await listItems();
    await user.click(screen.getByRole('button', { name: 'Kết thúc phiên trên Safari · iPhone' }));
    await waitFor(async () => expect(await listItems()).toHaveLength(2), WAIT);
    expect(screen.queryByText('Safari · iPhone')).toBeNull();
    const revoke = calls.find((call: RecordedCall) => call.path.endsWith('/revoke'));
    expect(revoke?.path).toBe('/api/v1/auth/sessions/phone-session-00000000/revoke');
    expect(revoke?.method).toBe('POST');
    expect(await screen.findByText('Thao tác thành công.', {}, WAIT)).toBeTruthy();
  });

  it("ending this browser's own session signs out", async () => {
    const user = userEvent.setup();
    const { calls } = renderApp({
      path: '/account/sessions',
      user: authUserFixture(),
      config: CONFIG,
      handlers: sessionServer(),
    });
    await listItems();
    await user.click(screen.getByRole('button', { name: /Đăng xuất khỏi thiết bị này/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'), WAIT);
    expect(calls.some((call) => call.path === '/api/v1/auth/logout')).toBe(true);
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    renderApp({
      path: '/account/sessions',
      user: authUserFixture(),
      config: CONFIG,
      handlers: { 'GET /api/v1/auth/sessions': () => jsonResponse({ status: 500, body: {} }) },
    });
    expect(await screen.findByText('Không tải được danh sách phiên đăng nhập.', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeTruthy();
  });
});

describe('change password when throttled', () => {
  it("shows the server's wait message (429)", async () => {
    const user = userEvent.setup();
    const message = 'Bạn đã nhập sai quá nhiều lần. Vui lòng thử lại sau 4 giây.';
    renderApp({
      user: authUserFixture(),
      handlers: {
        'POST /api/v1/auth/change-password': () =>
          jsonResponse({ status: 429, body: { statusCode: 429, message, retryAfterSeconds: 4 } }),
      },
    });
    await findShell();
    await user.click(screen.getByRole('button', { name: 'Tài khoản của Nguyễn Văn An' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Đổi mật khẩu' }, WAIT));
    const dialog = await findDialog('Đổi mật khẩu');
    await user.type(within(dialog).getByLabelText(/Mật khẩu hiện tại/), 'old-pass-1');
    await user.type(within(dialog).getByLabelText(/^Mật khẩu mới/), 'new-pass-2');
    await user.type(within(dialog).getByLabelText(/Nhập lại mật khẩu mới/), 'new-pass-2');
    await user.click(within(dialog).getByRole('button', { name: 'Đổi mật khẩu', hidden: true }));
    await waitFor(() => expect(document.querySelector('.fui-ToastTitle')?.textContent).toBe(message), WAIT);
  });
});
