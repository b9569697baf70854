import { render, screen, waitFor } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { studentApi } from '../../../src/client/api/api-clients';
import { AppToaster } from '../../../src/client/app/app-toaster';
import { BootPlaceholder } from '../../../src/client/app/boot-placeholder';
import { ClientConfigProvider } from '../../../src/client/app/client-config-context';
import { createAppRoutes } from '../../../src/client/app/create-app-routes';
import { createPageRegistry } from '../../../src/client/app/page-registry';
import { SessionProvider, useSession } from '../../../src/client/app/session/session-provider';
import { SIGN_OUT_COUNT_KEY, countSignOut } from '../../../src/client/app/session/sign-out-count';
import { LocaleProvider } from '../../../src/client/i18n/locale-provider';
import { authUserFixture, clientConfigFixture, semesterFixture } from './fixtures';
import { jsonResponse, mockFetch } from './fetch-mock';
import { createTestRouter } from './test-router';
import { WAIT, findShell, hasDialog } from './render-app';

const EXPIRED = 'Phiên đăng nhập đã hết hạn';

/** A signed-in page showing whose data it holds. */
function TuitionProbe() {
  const { user } = useSession();
  return <p>Học phí của {user?.name}</p>;
}

/**
 * The app at `entries` (the last one open) with the session's `replace` (a fresh document load)
 * recorded instead of performed: jsdom cannot load another document.
 */
function renderPortal({
  entries = ['/', '/tuition'],
  handlers = {},
}: {
  entries?: string[];
  handlers?: Record<string, () => unknown>;
} = {}) {
  const replace = vi.fn();
  const calls = mockFetch({
    'GET /api/v1/auth/session': () => ({ data: authUserFixture() }),
    'GET /api/v1/semesters/current': () => ({ data: semesterFixture() }),
    'GET /api/v1/auth/logout': () => ({ code: 1 }),
    'GET /api/v1/students/1001': () => jsonResponse({ status: 401, body: { statusCode: 401 } }),
    ...handlers,
  });
  const config = clientConfigFixture();
  const registry = createPageRegistry({
    routeFiles: {
      '/test/routes.tsx': [{ path: '/tuition', component: async () => ({ default: TuitionProbe }) }],
    },
  });
  const router = createTestRouter({
    routes: createAppRoutes({
      config: {
        ...config,
        pages: {
          ...config.pages,
          '/tuition': { kind: 'component', component: 'tuition', titleId: 'menu.home' },
        },
      },
      registry,
    }),
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  render(
    <LocaleProvider fallback={<BootPlaceholder />}>
      <ClientConfigProvider config={config}>
        <FluentProvider theme={webLightTheme}>
          <AppToaster />
          <SessionProvider isSsoEnabled={false} replace={replace}>
            {router.element}
          </SessionProvider>
        </FluentProvider>
      </ClientConfigProvider>
    </LocaleProvider>,
  );
  return { router, replace, calls };
}

/** Another page of this browser (a tab, or an older page in the history) signs out. */
function signOutInAnotherPage(): void {
  countSignOut();
}

const userData = () => screen.queryByText(/Nguyễn Văn An/, { ignore: 'script, style' });

describe('signing out', () => {
  it('lands on the plain sign-in page; Back shows nothing of the user', async () => {
    const user = userEvent.setup();
    const { router, replace, calls } = renderPortal();
    expect(await screen.findByText('Học phí của Nguyễn Văn An', {}, WAIT)).toBeTruthy();
    await findShell();
    await user.click(screen.getByRole('button', { name: 'Tài khoản của Nguyễn Văn An' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Đăng xuất' }, WAIT));
    expect(await screen.findByRole('heading', { name: 'Đăng nhập' }, WAIT)).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/v1/auth/logout')).toBe(true);
    // No "?redirect=/tuition": the next person to sign in on this phone does not land on this one's page.
    await waitFor(() => expect(router.location().pathname).toBe('/login'), WAIT);
    expect(router.location().search).toBe('');
    expect(window.localStorage.getItem(SIGN_OUT_COUNT_KEY)).toBe('1');
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { name: 'Đăng nhập' }, WAIT)).toBeTruthy();
    await waitFor(() => expect(router.location().pathname).toBe('/login'), WAIT);
    expect(userData()).toBeNull();
    expect(hasDialog(EXPIRED)).toBe(false);
    // Signed out here, in this very page: nothing stale to leave.
    expect(replace).not.toHaveBeenCalled();
  });

  it('a page the browser restores on Back after the user signed out leaves for the sign-in page', async () => {
    const { router, replace } = renderPortal();
    expect(await screen.findByText('Học phí của Nguyễn Văn An', {}, WAIT)).toBeTruthy();
    signOutInAnotherPage();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(replace).toHaveBeenCalledWith('/login');
    await waitFor(() => expect(userData()).toBeNull(), WAIT);
    await waitFor(() => expect(router.location().pathname).toBe('/login'), WAIT);
    expect(router.location().search).toBe('');
    expect(hasDialog(EXPIRED)).toBe(false);
  });

  it('a page restored on Back with the user still signed in stays as it was', async () => {
    const { replace } = renderPortal();
    expect(await screen.findByText('Học phí của Nguyễn Văn An', {}, WAIT)).toBeTruthy();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(replace).not.toHaveBeenCalled();
    expect(screen.getByText('Học phí của Nguyễn Văn An')).toBeTruthy();
  });

  it('a 401 after the user signed out is no expired session: the sign-in page, without the dialog', async () => {
    const { router, replace } = renderPortal();
    expect(await screen.findByText('Học phí của Nguyễn Văn An', {}, WAIT)).toBeTruthy();
    signOutInAnotherPage();
    await studentApi.get('/api/v1/students/1001');
    expect(replace).toHaveBeenCalledWith('/login');
    await waitFor(() => expect(router.location().pathname).toBe('/login'), WAIT);
    expect(userData()).toBeNull();
    // Let a dialog that was going to open do so.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(hasDialog(EXPIRED)).toBe(false);
  });

  it('a 401 without a sign-out is an expired session: the dialog over the page, as before', async () => {
    const { router, replace } = renderPortal();
    expect(await screen.findByText('Học phí của Nguyễn Văn An', {}, WAIT)).toBeTruthy();
    await studentApi.get('/api/v1/students/1001');
    await waitFor(() => expect(hasDialog(EXPIRED)).toBe(true), WAIT);
    expect(router.location().pathname).toBe('/tuition');
    expect(replace).not.toHaveBeenCalled();
  });
});
