import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authUserFixture, clientConfigFixture } from '../app/fixtures';
import { jsonResponse } from '../app/fetch-mock';
import type { FetchHandler } from '../app/fetch-mock';
import { WAIT, findShell, renderApp } from '../app/render-app';

const TOKEN = 'A'.repeat(43);
const base = clientConfigFixture();
const config = clientConfigFixture({
  pages: {
    ...base.pages,
    '/forgot-password': { kind: 'component', component: 'forgotPassword', titleId: 'auth.forgot.title' },
    '/reset-password': { kind: 'component', component: 'resetPassword', titleId: 'auth.reset.title' },
  },
});

const open = ({ path, handlers = {} }: { path: string; handlers?: Record<string, FetchHandler> }) =>
  renderApp({ path, config, handlers });

describe('forgot password page', () => {
  it('opens from the sign-in page with the typed account and answers the same for any account', async () => {
    const user = userEvent.setup();
    const { calls } = open({
      path: '/login',
      handlers: { 'POST /api/v1/auth/forgot-password': () => ({ code: 1, message: 'server words' }) },
    });
    await user.type(await screen.findByRole('textbox', { name: /Tài khoản/ }, WAIT), '20230001');
    await user.click(screen.getByRole('link', { name: 'Quên mật khẩu?' }));
    expect(await screen.findByRole('heading', { name: 'Quên mật khẩu', level: 1 }, WAIT)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Tài khoản/ }) as HTMLInputElement).value).toBe('20230001');
    await user.click(screen.getByRole('button', { name: 'Gửi liên kết đặt lại' }));
    expect(
      await screen.findByText(
        'Nếu tài khoản tồn tại, chúng tôi đã gửi liên kết đặt lại mật khẩu đến email của tài khoản.',
        {},
        WAIT,
      ),
    ).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/v1/auth/forgot-password')?.body).toEqual({
      account: '20230001',
    });
    expect(screen.getByRole('link', { name: 'Quay lại đăng nhập' })).toBeTruthy();
  });

  it("shows the server's wait when throttled, and asks for the account before calling", async () => {
    const user = userEvent.setup();
    const wait = 'Bạn đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau 4 giây.';
    const { calls } = open({
      path: '/forgot-password',
      handlers: {
        'POST /api/v1/auth/forgot-password': () =>
          jsonResponse({ status: 429, body: { statusCode: 429, message: wait, retryAfterSeconds: 4 } }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Gửi liên kết đặt lại' }, WAIT));
    expect(screen.getByText('Vui lòng nhập tài khoản')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/v1/auth/forgot-password')).toBe(false);
    await user.type(screen.getByRole('textbox', { name: /Tài khoản/ }), 'x@sv.hust.edu.vn');
    await user.click(screen.getByRole('button', { name: 'Gửi liên kết đặt lại' }));
    expect((await screen.findByText(wait, {}, WAIT)).closest('[role=alert]')).not.toBeNull();
  });
});

describe('reset password page', () => {
  it('says a link without a token is dead, without asking the server, and offers a new one', async () => {
    const { calls } = open({ path: '/reset-password' });
    expect(
      await screen.findByText('Liên kết không hợp lệ, đã được dùng hoặc đã hết hạn.', {}, WAIT),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Yêu cầu liên kết mới' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(calls.some((call) => call.path.startsWith('/api/v1/auth/reset-password'))).toBe(false);
  });

  it('says a used or expired link is dead once the server says so', async () => {
    open({
      path: `/reset-password#token=${TOKEN}`,
      handlers: { 'POST /api/v1/auth/reset-password/check': () => ({ code: -1 }) },
    });
    expect(
      await screen.findByText('Liên kết không hợp lệ, đã được dùng hoặc đã hết hạn.', {}, WAIT),
    ).toBeTruthy();
    expect(screen.queryByLabelText(/Mật khẩu mới/)).toBeNull();
  });

  it('checks the new password like change-password, sets it with the token and signs in', async () => {
    const user = userEvent.setup();
    const { calls } = open({
      path: `/reset-password#token=${TOKEN}`,
      handlers: {
        'POST /api/v1/auth/reset-password/check': () => ({ code: 1 }),
        'POST /api/v1/auth/reset-password': () => ({ code: 1, data: authUserFixture() }),
      },
    });
    const fresh = await screen.findByLabelText(/^Mật khẩu mới/, {}, WAIT);
    expect(calls.find((call) => call.path === '/api/v1/auth/reset-password/check')?.body).toEqual({
      token: TOKEN,
    });
    await user.type(fresh, 'short1');
    await user.type(screen.getByLabelText(/Nhập lại mật khẩu mới/), 'other-1234');
    await user.click(screen.getByRole('button', { name: 'Đặt mật khẩu mới' }));
    expect(screen.getByText('Mật khẩu mới phải có ít nhất 8 ký tự')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/v1/auth/reset-password')).toBe(false);

    await user.clear(fresh);
    await user.type(fresh, 'Moi-mat-khau-2026');
    await user.clear(screen.getByLabelText(/Nhập lại mật khẩu mới/));
    await user.type(screen.getByLabelText(/Nhập lại mật khẩu mới/), 'Moi-mat-khau-2026');
    await user.click(screen.getByRole('button', { name: 'Đặt mật khẩu mới' }));
    await findShell();
    await waitFor(() => expect(window.location.pathname).toBe('/'), WAIT);
    expect(calls.find((call) => call.path === '/api/v1/auth/reset-password')?.body).toEqual({
      token: TOKEN,
      newPassword: 'Moi-mat-khau-2026',
    });
  });

  it('sends the student to sign in with a success message when the server starts no session', async () => {
    const user = userEvent.setup();
    open({
      path: `/reset-password#token=${TOKEN}`,
      handlers: {
        'POST /api/v1/auth/reset-password/check': () => ({ code: 1 }),
        'POST /api/v1/auth/reset-password': () => ({ code: 1, data: null }),
      },
    });
    await user.type(await screen.findByLabelText(/^Mật khẩu mới/, {}, WAIT), 'Moi-mat-khau-2026');
    await user.type(screen.getByLabelText(/Nhập lại mật khẩu mới/), 'Moi-mat-khau-2026');
    await user.click(screen.getByRole('button', { name: 'Đặt mật khẩu mới' }));
    expect(
      await screen.findByText('Đã đặt mật khẩu mới. Hãy đăng nhập bằng mật khẩu mới.', {}, WAIT),
    ).toBeTruthy();
    expect(window.location.pathname).toBe('/login');
  });

  it("shows the server's reason on the password field for a 400", async () => {
    const user = userEvent.setup();
    open({
      path: `/reset-password#token=${TOKEN}`,
      handlers: {
        'POST /api/v1/auth/reset-password/check': () => ({ code: 1 }),
        'POST /api/v1/auth/reset-password': () =>
          jsonResponse({
            status: 400,
            body: {
              statusCode: 400,
              field: 'newPassword',
              reason: 'Mật khẩu tối đa 128 ký tự',
              message: 'x',
            },
          }),
      },
    });
    await user.type(await screen.findByLabelText(/^Mật khẩu mới/, {}, WAIT), 'Moi-mat-khau-2026');
    await user.type(screen.getByLabelText(/Nhập lại mật khẩu mới/), 'Moi-mat-khau-2026');
    await user.click(screen.getByRole('button', { name: 'Đặt mật khẩu mới' }));
    expect(await screen.findByText('Mật khẩu tối đa 128 ký tự', {}, WAIT)).toBeTruthy();
  });
});
