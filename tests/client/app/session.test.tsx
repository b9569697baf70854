import { render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { studentApi } from '../../../src/client/api/api-clients';
import { readCookie, writeCookie } from '../../../src/client/api/cookies';
import { AppProviders } from '../../../src/client/app/app-providers';
import { BootPlaceholder } from '../../../src/client/app/boot-placeholder';
import { createAppRoutes } from '../../../src/client/app/create-app-routes';
import { createPageRegistry } from '../../../src/client/app/page-registry';
import { LocaleProvider } from '../../../src/client/i18n/locale-provider';
import { authUserFixture, clientConfigFixture, semesterFixture } from './fixtures';
import { jsonResponse, mockFetch } from './fetch-mock';
import { createTestRouter } from './test-router';
import { WAIT, findDialog, findShell, hasDialog, renderApp } from './render-app';

// jsdom may leave an open Fluent dialog aria-hidden (see findDialog), so queries inside include hidden elements.
const hidden = { hidden: true } as const;

describe('session', () => {
  it('a 401 opens the login dialog over the current page, which stays as it was', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp({
      user: authUserFixture(),
      handlers: {
        'GET /api/v1/students/1001': () => jsonResponse({ status: 401, body: { statusCode: 401 } }),
        'POST /api/v1/auth/login': () => ({ code: 1, data: authUserFixture() }),
      },
    });
    await findShell();
    expect(await screen.findByText('Xin chào, Nguyễn Văn An', {}, WAIT)).toBeTruthy();
    await studentApi.get('/api/v1/students/1001');
    const dialog = await findDialog('Phiên đăng nhập đã hết hạn');
    expect(window.location.pathname).toBe('/');
    expect(screen.getByText('Xin chào, Nguyễn Văn An', { ignore: '[role=alertdialog] *' })).toBeTruthy();
    expect(
      (within(dialog).getByRole('textbox', { name: /Tài khoản/, ...hidden }) as HTMLInputElement).value,
    ).toBe('20210001');
    await user.type(within(dialog).getByLabelText(/Mật khẩu/), 'secret-1');
    await user.click(within(dialog).getByRole('button', { name: 'Đăng nhập', ...hidden }));
    await waitFor(() => expect(hasDialog('Phiên đăng nhập đã hết hạn')).toBe(false), WAIT);
    expect(window.location.pathname).toBe('/');
    expect(calls.filter((call) => call.path === '/api/v1/auth/login')).toHaveLength(1);
  });

  it('the page under the login dialog keeps what the student typed', async () => {
    const user = userEvent.setup();
    function DraftPage() {
      const [text, setText] = useState('');
      return (
        <form>
          <label>
            Ghi chú
            <input value={text} onChange={(event) => setText(event.target.value)} />
          </label>
          <button type="button" onClick={() => void studentApi.post('/api/v1/drafts', { text })}>
            Lưu
          </button>
        </form>
      );
    }
    const config = clientConfigFixture();
    const registry = createPageRegistry({
      routeFiles: {
        '/test/routes.tsx': [{ path: '/draft', component: async () => ({ default: DraftPage }) }],
      },
    });
    mockFetch({
      'GET /api/v1/auth/session': () => ({ data: authUserFixture() }),
      'GET /api/v1/semesters/current': () => ({ data: semesterFixture() }),
      'POST /api/v1/drafts': () => jsonResponse({ status: 401, body: { statusCode: 401 } }),
    });
    const router = createTestRouter({
      routes: createAppRoutes({
        config: {
          ...config,
          pages: {
            ...config.pages,
            '/draft': { kind: 'component', component: 'draft', titleId: 'menu.home' },
          },
        },
        registry,
      }),
      initialEntries: ['/draft'],
    });
    render(
      <LocaleProvider fallback={<BootPlaceholder />}>
        <AppProviders config={config}>{router.element}</AppProviders>
      </LocaleProvider>,
    );
    await user.type(await screen.findByRole('textbox', { name: 'Ghi chú' }, WAIT), 'Bản nháp chưa lưu');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await findDialog('Phiên đăng nhập đã hết hạn')).toBeTruthy();
    expect(router.location().pathname).toBe('/draft');
    expect((screen.getByRole('textbox', { name: 'Ghi chú', hidden: true }) as HTMLInputElement).value).toBe(
      'Bản nháp chưa lưu',
    );
  });

  it('with an SSO token and state but no user, waits for the SSO callback, then clears the SSO cookies', async () => {
    writeCookie({ name: 'x-sso-token', value: 'token-1' });
    writeCookie({ name: 'state', value: 'state-1' });
    writeCookie({ name: 'redirect_path', value: '/project/my-projects' });
    const { calls } = renderApp({
      user: null,
      path: '/',
      handlers: { 'POST /api/v1/auth/sso-callback': () => ({ code: 1, data: authUserFixture() }) },
    });
    await waitFor(() => expect(window.location.pathname).toBe('/project/my-projects'), WAIT);
    await findShell();
    expect(calls.filter((call) => call.path === '/api/v1/auth/sso-callback')).toHaveLength(1);
    for (const name of ['x-sso-token', 'state', 'redirect_path']) expect(readCookie({ name })).toBeNull();
  });

  it('posts the identity provider answer from /sso-callback and reports a failure', async () => {
    const { calls } = renderApp({
      user: null,
      path: '/sso-callback?code=abc&state=xyz',
      handlers: { 'POST /api/v1/auth/sso-callback': () => ({ code: 0, data: null }) },
    });
    expect(
      await screen.findByText('Đăng nhập một lần không thành công. Vui lòng thử lại.', {}, WAIT),
    ).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/v1/auth/sso-callback')?.body).toEqual({
      params: { code: 'abc', state: 'xyz' },
    });
    expect(screen.getByRole('link', { name: 'Quay lại trang đăng nhập' })).toBeTruthy();
  });

  it('after a successful SSO callback, opens the page the sign-in was started for', async () => {
    const { calls } = renderApp({
      user: null,
      path: '/sso-callback?code=abc&state=xyz&iss=https%3A%2F%2Fidp.example&extra=1',
      handlers: {
        'POST /api/v1/auth/sso-callback': () => ({
          code: 1,
          data: authUserFixture(),
          redirect: '/project/my-projects',
        }),
      },
    });
    await waitFor(() => expect(window.location.pathname).toBe('/project/my-projects'), WAIT);
    expect(calls.find((call) => call.path === '/api/v1/auth/sso-callback')?.body).toEqual({
      params: { code: 'abc', state: 'xyz', iss: 'https://idp.example' },
    });
    expect(await findShell()).toBeTruthy();
  });

  it("stays signed in after an SSO callback when the page's first session fetch answers later", async () => {
    let callbackDone: () => void = () => undefined;
    const afterCallback = new Promise<void>((resolve) => {
      callbackDone = resolve;
    });
    renderApp({
      user: null,
      path: '/sso-callback?code=abc&state=xyz',
      handlers: {
        // The session fetch started with the page knew of no sign-in, and answers last.
        'GET /api/v1/auth/session': async () => {
          await afterCallback;
          await new Promise((resolve) => setTimeout(resolve, 50));
          return { data: null };
        },
        'POST /api/v1/auth/sso-callback': () => {
          setTimeout(callbackDone, 0);
          return { code: 1, data: authUserFixture(), redirect: '/project/my-projects' };
        },
      },
    });
    await waitFor(() => expect(window.location.pathname).toBe('/project/my-projects'), WAIT);
    expect(await findShell()).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(window.location.pathname).toBe('/project/my-projects');
    expect(screen.queryByRole('heading', { name: 'Đăng nhập' })).toBeNull();
  });

  it('logout revokes the session and returns to the login page', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp({
      user: authUserFixture(),
      handlers: { 'GET /api/v1/auth/logout': () => ({ code: 1 }) },
    });
    await findShell();
    await user.click(screen.getByRole('button', { name: 'Tài khoản của Nguyễn Văn An' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Đăng xuất' }, WAIT));
    expect(await screen.findByRole('heading', { name: 'Đăng nhập' }, WAIT)).toBeTruthy();
    expect(window.location.pathname).toBe('/login');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByText(/Bạn đang đăng nhập với tài khoản/)).toBeNull();
    expect(calls.some((call) => call.path === '/api/v1/auth/logout')).toBe(true);
  });

  it('opens the change-password dialog when the account must change its password', async () => {
    renderApp({ user: authUserFixture({ mustChangePassword: true }) });
    const dialog = await findDialog('Đổi mật khẩu');
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    expect(
      within(dialog).getByText('Bạn cần đổi mật khẩu trước khi tiếp tục sử dụng hệ thống.'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Huỷ', ...hidden })).toBeNull();
  });
});
