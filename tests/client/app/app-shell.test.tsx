import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_STORAGE_KEY } from '../../../src/client/i18n/locale-provider';
import { authUserFixture, clientConfigFixture } from './fixtures';
import { WAIT, findDialog, findShell, hasDialog, renderApp } from './render-app';

// The test setup answers width queries for a 1024 px window (the sidebar is built), but jsdom
// applies no media CSS, so the sidebar keeps its phone style (display: none): its menu is queried
// with `hidden: true`, the phone drawer like a user would open it.
const hidden = { hidden: true } as const;

afterEach(() => vi.unstubAllGlobals());

describe('signed-in shell', () => {
  it('shows the tenant logo and name and the student menu groups from the config', async () => {
    renderApp({ user: authUserFixture() });
    const header = await findShell();
    expect(within(header).getByText('Trường Đại học Thử nghiệm')).toBeTruthy();
    expect(within(header).getByText('ĐHTN')).toBeTruthy();
    expect(header.querySelector('img')?.getAttribute('src')).toBe('/students/institutions/unigate/logo.svg');
    const nav = await screen.findByRole('navigation', hidden, WAIT);
    expect(within(nav).getByRole('button', { name: /Học tập/, ...hidden })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: /Đồ án/, ...hidden })).toBeTruthy();
    expect(
      within(nav)
        .getByRole('link', { name: /Trang chủ/, ...hidden })
        .getAttribute('href'),
    ).toBe('/');
  });

  it('names header controls by the text they show (WCAG 2.5.3 label in name)', async () => {
    renderApp({ user: authUserFixture() });
    const header = await findShell();
    // jsdom ignores media queries, so the phone's short name is the one shown.
    const home = within(header).getByRole('link', { name: 'ĐHTN: về trang chủ' });
    expect(home.getAttribute('href')).toBe('/');
    const account = within(header).getByRole('button', { name: 'Tài khoản của Nguyễn Văn An' });
    // No initials ("NA") as visible text that the button's name would not contain.
    expect(account.textContent).toBe('Nguyễn Văn An');
    for (const [short, name] of [
      ['VI', 'Tiếng Việt'],
      ['EN', 'English'],
    ]) {
      const button = within(header).getByRole('button', { name: `${short} – ${name}` });
      expect(button.textContent).toBe(short);
    }
  });

  it('opens the same menu in a drawer from the menu button (phones)', async () => {
    const user = userEvent.setup();
    renderApp({ user: authUserFixture() });
    await findShell();
    await user.click(screen.getByRole('button', { name: 'Mở menu', ...hidden }));
    const drawer = await findDialog('ĐHTN');
    await user.click(within(drawer).getByRole('button', { name: /Học tập/, ...hidden }));
    await user.click(within(drawer).getByRole('link', { name: /Thời khóa biểu/, ...hidden }));
    // The router commits the URL once the route's lazy page has loaded.
    await waitFor(() => expect(window.location.pathname).toBe('/learn/timetable'), WAIT);
    // The route's title (config titleId) names the tab once its page is in.
    await waitFor(() => expect(document.title).toMatch(/^Thời kh(óa|oá) biểu · ĐHTN$/), WAIT);
    await waitFor(() => expect(hasDialog('ĐHTN')).toBe(false), WAIT);
  });

  it('builds no sidebar menu on a phone, only the drawer when the menu button is pressed', async () => {
    // A 390 px window: no width query of the desktop matches.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const user = userEvent.setup();
    renderApp({ user: authUserFixture() });
    await findShell();
    expect(screen.queryByRole('navigation', hidden)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mở menu', ...hidden }));
    const drawer = await findDialog('ĐHTN');
    expect(within(drawer).getByRole('button', { name: /Học tập/, ...hidden })).toBeTruthy();
  });

  it('hides menu groups whose module the tenant turned off', async () => {
    const config = clientConfigFixture();
    renderApp({
      user: authUserFixture(),
      config: { ...config, modules: { ...config.modules, project: false } },
    });
    const nav = await screen.findByRole('navigation', hidden, WAIT);
    expect(within(nav).getByRole('button', { name: /Học tập/, ...hidden })).toBeTruthy();
    expect(within(nav).queryByRole('button', { name: /Đồ án/, ...hidden })).toBeNull();
  });

  it('switches the language, sets <html lang> and keeps the choice for the next visit', async () => {
    const user = userEvent.setup();
    const first = renderApp({ user: authUserFixture() });
    await findShell();
    expect(document.documentElement.lang).toBe('vi');
    await user.click(screen.getByRole('button', { name: 'EN – English' }));
    const nav = await screen.findByRole('navigation', hidden, WAIT);
    expect(await within(nav).findByRole('button', { name: /Learning/, ...hidden }, WAIT)).toBeTruthy();
    expect(within(nav).queryByRole('button', { name: /Học tập/, ...hidden })).toBeNull();
    expect(screen.getByText('Test University')).toBeTruthy();
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    first.unmount();

    renderApp({ user: authUserFixture() });
    const header = await findShell();
    expect(within(header).getByText('Test University')).toBeTruthy();
    expect(
      within(await screen.findByRole('navigation', hidden, WAIT)).getByRole('button', {
        name: /Projects/,
        ...hidden,
      }),
    ).toBeTruthy();
  });

  it("starts in the tenant's default language when the user has not picked one", async () => {
    renderApp({ user: authUserFixture(), config: clientConfigFixture({ defaultLocale: 'en' }) });
    const header = await findShell();
    expect(within(header).getByText('Test University')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });

  it('shows the not-found page, with a link home, for a route without a page', async () => {
    renderApp({ user: authUserFixture(), path: '/learn/no-such-page' });
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy trang' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Về trang chủ' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('sends a signed-out visitor to the login page, remembering where they were going', async () => {
    renderApp({ user: null, path: '/project/my-projects' });
    expect(await screen.findByRole('heading', { name: 'Đăng nhập' }, WAIT)).toBeTruthy();
    expect(window.location.pathname).toBe('/login');
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/project/my-projects');
  });

  it('shows the maintenance page on every route in maintenance mode', async () => {
    const config = clientConfigFixture();
    renderApp({
      user: authUserFixture(),
      path: '/learn/timetable',
      config: { ...config, flags: { ...config.flags, maintenance: true } },
    });
    expect(await screen.findByRole('heading', { name: 'Hệ thống đang bảo trì' }, WAIT)).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });
});
