import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MenuRenderer } from '../../../src/client/engine';
import type { MenuNode } from '../../../src/client/engine';
import '../../../src/features/content/client/sources';
import NotificationsPage from '../../../src/features/content/client/notifications-page';
import { jsonResponse, mockFetch } from '../app/fetch-mock';
import type { RecordedCall } from '../app/fetch-mock';
import { featureConfig, renderFeature } from './render-feature';

const notification = (id: number, title: string, titleEn: string, category: string, createdAt: string) => ({
  id,
  category,
  title,
  titleEn,
  content: `Nội dung ${id}`,
  contentEn: `Content ${id}`,
  link: id === 2 ? '/relatives' : '',
  createdAt,
});

const ALL = [
  notification(3, 'Bảo trì hệ thống', 'System maintenance', 'system', '2026-11-10T09:00:00.000Z'),
  notification(
    2,
    'Vui lòng cập nhật thông tin người thân',
    'Please update your family information',
    'profile',
    '2026-09-01T02:00:00.000Z',
  ),
  notification(1, 'Lịch nghỉ Tết', 'Lunar New Year holiday', 'general', '2026-01-20T03:00:00.000Z'),
];

/** A notification server for one user: reading is counted once, like the real one. */
function notificationServer({ readIds = [1] }: { readIds?: number[] } = {}) {
  const read = new Set(readIds);
  const calls = mockFetch({
    'POST /api/v1/notifications/count': () => ({ total: ALL.length, read: read.size }),
    'POST /api/v1/notifications/query': ({ body }: RecordedCall) => {
      const { page, pageSize, isUnreadOnly } = body as {
        page: number;
        pageSize: number;
        isUnreadOnly?: boolean;
      };
      const rows = ALL.filter((row) => !isUnreadOnly || !read.has(row.id));
      const data = rows.slice((page - 1) * pageSize, page * pageSize);
      return {
        data,
        total: rows.length,
        readIds: data.filter((row) => read.has(row.id)).map((row) => row.id),
      };
    },
    'POST /api/v1/notifications/read': ({ body }: RecordedCall) => {
      const { notificationId } = body as { notificationId: number };
      const isFirstRead = !read.has(notificationId);
      read.add(notificationId);
      return { code: 1, data: { notificationId, isFirstRead, total: ALL.length, read: read.size } };
    },
  });
  const readCalls = () =>
    calls.filter((call) => call.path === '/api/v1/notifications/read').map((call) => call.body);
  return { calls, readCalls };
}

const MENU: MenuNode[] = [
  {
    id: 'notifications',
    labelId: 'menu.notifications',
    route: '/notifications',
    icon: 'Alert24Regular',
    badge: { source: 'notifications.unreadCount' },
  },
];

const header = (title: string) => screen.getByRole('button', { name: new RegExp(title) });

describe('NotificationsPage', () => {
  it('lists notifications newest first with the unread count, unread ones marked', async () => {
    notificationServer();
    renderFeature(<NotificationsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Thông báo' })).toBeTruthy();
    await screen.findByText('2 thông báo chưa đọc');
    const titles = (await screen.findAllByRole('button', { name: /Bảo trì|Vui lòng|Lịch nghỉ/ })).map(
      (button) => button.textContent,
    );
    expect(titles.map((text) => text?.split(/Hệ thống|Hồ sơ|Chung/)[0])).toEqual([
      'Bảo trì hệ thống',
      'Vui lòng cập nhật thông tin người thân',
      'Lịch nghỉ Tết',
    ]);
    expect(within(header('Bảo trì')).getByRole('img').getAttribute('aria-label')).toBe('Chưa đọc');
    expect(within(header('Lịch nghỉ')).getByRole('img').getAttribute('aria-label')).toBe('Đã đọc');
    expect(within(header('Bảo trì')).getByText('10/11/2026 09:00')).toBeTruthy();
  });

  it('marks a notification read once when it is shown, and the menu badge follows', async () => {
    const server = notificationServer();
    renderFeature(
      <>
        <MenuRenderer items={MENU} />
        <NotificationsPage />
      </>,
      // The menu shows an entry only when the tenant has its page.
      {
        config: featureConfig({
          pages: {
            '/notifications': {
              kind: 'component',
              component: 'notifications',
              titleId: 'page.notifications.title',
            },
          },
        }),
      },
    );
    await screen.findByText('2 thông báo chưa đọc');
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    await waitFor(() => expect(within(menu).getByText('2')).toBeTruthy());

    fireEvent.click(header('Vui lòng cập nhật'));
    await screen.findByText('Nội dung 2');
    expect(screen.getByRole('link', { name: 'Xem chi tiết' }).getAttribute('href')).toBe('/relatives');
    await screen.findByText('1 thông báo chưa đọc');
    await waitFor(() => expect(within(menu).getByText('1')).toBeTruthy());
    expect(within(header('Vui lòng cập nhật')).getByRole('img').getAttribute('aria-label')).toBe('Đã đọc');

    // Closing and opening it again, or opening one already read, sends nothing more.
    fireEvent.click(header('Vui lòng cập nhật'));
    fireEvent.click(header('Vui lòng cập nhật'));
    fireEvent.click(header('Lịch nghỉ'));
    await screen.findByText('Nội dung 1');
    expect(server.readCalls()).toEqual([{ notificationId: 2 }]);
  });

  it('sends every first reading even when two are opened quickly', async () => {
    const server = notificationServer({ readIds: [] });
    renderFeature(<NotificationsPage />);
    await screen.findByText('3 thông báo chưa đọc');
    fireEvent.click(header('Bảo trì'));
    fireEvent.click(header('Lịch nghỉ'));
    await screen.findByText('1 thông báo chưa đọc');
    expect(server.readCalls()).toEqual([{ notificationId: 3 }, { notificationId: 1 }]);
  });

  it('shows only unread notifications on the Unread tab', async () => {
    const server = notificationServer();
    renderFeature(<NotificationsPage />);
    await screen.findByText('Lịch nghỉ Tết');
    fireEvent.click(screen.getByRole('tab', { name: 'Chưa đọc' }));
    await waitFor(() => expect(screen.queryByText('Lịch nghỉ Tết')).toBeNull());
    expect(screen.getByText('Bảo trì hệ thống')).toBeTruthy();
    expect(
      server.calls.filter((call) => call.path === '/api/v1/notifications/query').map((call) => call.body),
    ).toEqual([
      { page: 1, pageSize: 10 },
      { page: 1, pageSize: 10, isUnreadOnly: true },
    ]);
  });

  it('reads in English with the English titles and dates', async () => {
    notificationServer();
    renderFeature(<NotificationsPage />, { locale: 'en' });
    await screen.findByText('2 unread notifications');
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    expect(within(header('System maintenance')).getByText('10 Nov 2026, 09:00')).toBeTruthy();
    expect(within(header('System maintenance')).getByText('System')).toBeTruthy();
    fireEvent.click(header('System maintenance'));
    await screen.findByText('Content 3');
  });

  it('shows the empty text when there is nothing, and a retry when loading fails', async () => {
    let isDown = true;
    mockFetch({
      'POST /api/v1/notifications/count': () => ({ total: 0, read: 0 }),
      'POST /api/v1/notifications/query': () =>
        isDown
          ? jsonResponse({ status: 500, body: { message: 'Lỗi' } })
          : { data: [], total: 0, readIds: [] },
    });
    renderFeature(<NotificationsPage />);
    await screen.findByText('Không tải được thông báo.', {}, { timeout: 10_000 });
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    await screen.findByText('Không có dữ liệu...');
    expect(screen.getByText('Bạn đã đọc hết thông báo')).toBeTruthy();
  });
});
