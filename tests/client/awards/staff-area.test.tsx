import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import staffMenu from '../../../menus/staff.json';
import staffPages from '../../../pages/staff.json';
import type { MenuNode, PageConfig } from '../../../src/generated';
import { authUserFixture, clientConfigFixture } from '../app/fixtures';
import { WAIT, findShell, renderApp } from '../app/render-app';

const hidden = { hidden: true } as const;

const staffUser = () =>
  authUserFixture({
    account: 'CTSV0001',
    name: 'Phòng Công tác sinh viên',
    level: 5,
    studentId: -1,
    teacherId: -1,
    student: null,
  });

const configWithStaffArea = () => {
  const config = clientConfigFixture();
  return {
    ...config,
    menus: { ...config.menus, staff: staffMenu.items as MenuNode[] },
    pages: { ...config.pages, ...(staffPages.pages as Record<string, PageConfig>) },
  };
};

describe('staff area', () => {
  it('keeps a staff member in /staff, with the staff menu instead of the student one', async () => {
    renderApp({
      path: '/learn/view-grades',
      user: staffUser(),
      config: configWithStaffArea(),
      handlers: { 'GET /api/v1/staff/awards': () => ({ data: [], total: 0 }) },
    });
    await findShell();
    await waitFor(() => expect(window.location.pathname).toBe('/staff'), WAIT);
    expect(await screen.findByRole('heading', { level: 1, name: 'Xét duyệt học bổng' }, WAIT)).toBeTruthy();
    expect(await screen.findByText('Không có dữ liệu...', {}, WAIT)).toBeTruthy();
    const nav = await screen.findByRole('navigation', hidden, WAIT);
    expect(within(nav).getByRole('link', { name: /^Khen thưởng - Kỷ luật$/, ...hidden })).toBeTruthy();
    expect(within(nav).queryByRole('button', { name: /Học tập/, ...hidden })).toBeNull();
  });

  it("opens the account's signed-in devices from the account menu, which has no student profile", async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/staff',
      user: staffUser(),
      config: {
        ...configWithStaffArea(),
        pages: {
          ...configWithStaffArea().pages,
          '/account/sessions': {
            kind: 'component',
            component: 'account.sessions',
            titleId: 'auth.sessions.title',
          } as PageConfig,
        },
      },
      handlers: {
        'GET /api/v1/staff/awards': () => ({ data: [], total: 0 }),
        'GET /api/v1/auth/sessions': () => ({ data: [], total: 0 }),
      },
    });
    await findShell();
    await user.click(screen.getByRole('button', { name: 'Tài khoản của Phòng Công tác sinh viên' }));
    await screen.findByRole('menuitem', { name: 'Phiên đăng nhập' }, WAIT);
    expect(screen.queryByRole('menuitem', { name: 'Hồ sơ của tôi' })).toBeNull();
    await user.click(screen.getByRole('menuitem', { name: 'Phiên đăng nhập' }));
    await waitFor(() => expect(window.location.pathname).toBe('/account/sessions'), WAIT);
    expect(await screen.findByRole('heading', { level: 1, name: 'Phiên đăng nhập' }, WAIT)).toBeTruthy();
  });

  it('sends a student away from /staff', async () => {
    renderApp({ path: '/staff', user: authUserFixture(), config: configWithStaffArea() });
    await findShell();
    await waitFor(() => expect(window.location.pathname).toBe('/'), WAIT);
  });
});
