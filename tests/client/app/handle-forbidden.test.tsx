import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { studentApi } from '../../../src/client/api/api-clients';
import { readCookie, writeCookie } from '../../../src/client/api/cookies';
import { handleForbidden } from '../../../src/client/api/handle-forbidden';
import type { ForbiddenContext } from '../../../src/client/api/handle-forbidden';
import { authUserFixture } from './fixtures';
import { jsonResponse, mockFetch } from './fetch-mock';
import { WAIT, findShell, renderApp } from './render-app';

const SSO_URL = 'https://idp.example.edu.vn/authorize?client_id=unigate';

function setPendingSsoCookies(): void {
  for (const name of ['auth_redirect_uri', 'state', 'x-sso-token'])
    writeCookie({ name, value: `${name}-value` });
}

function context(overrides: Partial<ForbiddenContext>): ForbiddenContext & {
  assign: ReturnType<typeof vi.fn>;
  goToLogin: ReturnType<typeof vi.fn>;
  notify: ReturnType<typeof vi.fn>;
} {
  return {
    basePath: '/students/',
    ssoEnabled: true,
    notify: vi.fn(),
    goToLogin: vi.fn(),
    assign: vi.fn(),
    location: { pathname: '/students/', search: '', hash: '' },
    ...overrides,
  } as never;
}

describe('SPEC §8 403 handling', () => {
  it('on the home page: toasts, stores the timetable URL, clears the SSO cookies and goes to the SSO login', async () => {
    const calls = mockFetch({ 'GET /api/auth/sso/authorize': () => ({ data: SSO_URL }) });
    setPendingSsoCookies();
    const ctx = context({});
    await handleForbidden(ctx);
    expect(ctx.notify).toHaveBeenCalledTimes(1);
    expect(readCookie({ name: 'redirect_path' })).toBe('/students/learn/timetable');
    expect(calls[0].query.get('redirect')).toBe('/students/learn/timetable');
    for (const name of ['auth_redirect_uri', 'state', 'x-sso-token']) expect(readCookie({ name })).toBeNull();
    expect(ctx.assign).toHaveBeenCalledWith(SSO_URL);
    expect(ctx.goToLogin).not.toHaveBeenCalled();
  });

  it('elsewhere: stores the current URL, query included', async () => {
    mockFetch({ 'GET /api/auth/sso/authorize': () => ({ data: SSO_URL }) });
    const ctx = context({
      location: { pathname: '/students/project/register', search: '?step=2', hash: '' },
    });
    await handleForbidden(ctx);
    expect(readCookie({ name: 'redirect_path' })).toBe('/students/project/register?step=2');
    expect(ctx.assign).toHaveBeenCalledWith(SSO_URL);
  });

  it('with SSO disabled: goes to the login page instead, still clearing the SSO cookies', async () => {
    const calls = mockFetch({});
    setPendingSsoCookies();
    const ctx = context({ ssoEnabled: false, location: { pathname: '/students', search: '', hash: '' } });
    await handleForbidden(ctx);
    expect(calls).toHaveLength(0);
    expect(ctx.goToLogin).toHaveBeenCalledWith('/students/learn/timetable');
    expect(ctx.assign).not.toHaveBeenCalled();
    expect(readCookie({ name: 'state' })).toBeNull();
    expect(readCookie({ name: 'x-sso-token' })).toBeNull();
  });

  it('falls back to the login page when the SSO login URL cannot be had', async () => {
    mockFetch({
      'GET /api/auth/sso/authorize': () => jsonResponse({ status: 404, body: { statusCode: 404 } }),
    });
    const ctx = context({});
    await handleForbidden(ctx);
    expect(ctx.assign).not.toHaveBeenCalled();
    expect(ctx.goToLogin).toHaveBeenCalledWith('/students/learn/timetable');
  });

  it('in the app: a 403 shows the toast, remembers the page and opens the login page', async () => {
    renderApp({
      user: authUserFixture(),
      handlers: {
        'GET /api/v1/students/1001': () => jsonResponse({ status: 403, body: { statusCode: 403 } }),
      },
    });
    await findShell();
    await studentApi.get('/api/v1/students/1001');
    expect(await screen.findByText('Không thể đăng nhập, xin vui lòng thử lại!', {}, WAIT)).toBeTruthy();
    // Tests run the app at base '/', so the timetable URL has no /students prefix here.
    expect(readCookie({ name: 'redirect_path' })).toBe('/learn/timetable');
    await waitFor(() => expect(window.location.pathname).toBe('/login'), WAIT);
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/learn/timetable');
  });
});
