import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authUserFixture, clientConfigFixture } from './fixtures';
import { jsonResponse } from './fetch-mock';
import type { FetchHandler } from './fetch-mock';
import { WAIT, renderApp } from './render-app';

async function signIn({ handler, path = '/login' }: { handler: FetchHandler; path?: string }) {
  const user = userEvent.setup();
  const view = renderApp({ path, handlers: { 'POST /api/v1/auth/login': handler } });
  await user.type(await screen.findByRole('textbox', { name: /Tài khoản/ }, WAIT), '20210001');
  await user.type(screen.getByLabelText(/Mật khẩu/), 'secret-1');
  await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
  return view;
}

describe('login page', () => {
  it('shows the invalid-credentials message for code -1', async () => {
    await signIn({ handler: () => ({ code: -1, data: null }) });
    expect(
      (await screen.findByText('Tài khoản hoặc mật khẩu không đúng.', {}, WAIT)).closest('[role=alert]'),
    ).not.toBeNull();
  });

  it('shows the unverified-account message for code -2', async () => {
    await signIn({ handler: () => ({ code: -2, data: null }) });
    expect(
      (await screen.findByText('Tài khoản chưa được xác thực.', {}, WAIT)).closest('[role=alert]'),
    ).not.toBeNull();
  });

  it('shows the failure message for code 0', async () => {
    await signIn({ handler: () => ({ code: 0, data: null }) });
    expect(
      (await screen.findByText('Đăng nhập không thành công, vui lòng thử lại.', {}, WAIT)).closest(
        '[role=alert]',
      ),
    ).not.toBeNull();
  });

  it("shows the server's message when sign-in is throttled (429)", async () => {
    const message = 'Bạn đã nhập sai quá nhiều lần. Vui lòng thử lại sau 15 phút.';
    await signIn({
      handler: () =>
        jsonResponse({ status: 429, body: { statusCode: 429, message, retryAfterSeconds: 900 } }),
    });
    expect((await screen.findByText(message, {}, WAIT)).closest('[role=alert]')).not.toBeNull();
  });

  it('sends the account and password, then goes to the page it was asked to return to', async () => {
    const { calls } = await signIn({
      path: '/login?redirect=%2Fproject%2Fmy-projects',
      handler: () => ({ code: 1, data: authUserFixture() }),
    });
    await waitFor(() => expect(window.location.pathname).toBe('/project/my-projects'), WAIT);
    const login = calls.find((call) => call.path === '/api/v1/auth/login');
    expect(login?.body).toEqual({ account: '20210001', password: 'secret-1' });
    expect(login?.init.credentials).toBe('include');
  });

  it('goes to the page a 403 stored in the redirect_path cookie when there is no ?redirect', async () => {
    document.cookie = 'redirect_path=%2Fproject%2Fmy-projects; path=/';
    await signIn({ handler: () => ({ code: 1, data: authUserFixture() }) });
    await waitFor(() => expect(window.location.pathname).toBe('/project/my-projects'), WAIT);
    expect(document.cookie).not.toContain('redirect_path');
  });

  it('never follows a redirect to another site', async () => {
    await signIn({
      path: '/login?redirect=%2F%2Fevil.example%2Fphish',
      handler: () => ({ code: 1, data: authUserFixture() }),
    });
    expect(await screen.findByRole('banner', {}, WAIT)).toBeTruthy();
    expect(window.location.pathname).toBe('/');
  });

  it('asks for the missing fields before calling the server', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp({ path: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Đăng nhập' }, WAIT));
    expect(screen.getByText('Vui lòng nhập tài khoản')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập mật khẩu')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/v1/auth/login')).toBe(false);
  });

  it('offers the SSO entry only when the tenant has SSO', async () => {
    const first = renderApp({ path: '/login' });
    await screen.findByRole('button', { name: 'Đăng nhập' }, WAIT);
    expect(screen.queryByRole('button', { name: /SSO/ })).toBeNull();
    first.unmount();
    renderApp({ path: '/login', config: clientConfigFixture({ sso: { enabled: true } }) });
    expect(await screen.findByRole('button', { name: /SSO/ }, WAIT)).toBeTruthy();
  });
});
