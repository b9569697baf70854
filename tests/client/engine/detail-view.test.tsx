import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DetailPage,
  DetailView,
  registerDetailLayout,
  registerSource,
  unregisterSource,
} from '../../../src/client/engine';
import { ErrorBoundary } from './error-boundary';
import { renderWithEngine } from './render-with-engine';

// Load the lazily split views once, so no test's first wait includes compiling them.
beforeAll(async () => {
  await Promise.all([
    import('../../../src/client/engine/detail/detail-view'),
    import('../../../src/client/engine/detail/detail-page'),
  ]);
}, 60_000);

const ARTICLE = {
  id: 12,
  title: 'Thông báo học bổng KKHT',
  publishedAt: '2024-09-02T09:00:00+07:00',
  titleEn: 'KKHT scholarship notice',
  thumbnail: 'https://cdn.example.vn/cover.jpg',
  content: '<p>Nội dung <strong>chính</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
};

afterEach(() => {
  unregisterSource('test.article');
  vi.restoreAllMocks();
});

describe('DetailView', () => {
  it('lays out an article: title, date dd/MM/yyyy, cover and sanitized HTML', async () => {
    const fetch = vi.fn(async ({ id }: { id: string }) => ({ ...ARTICLE, id: Number(id) }));
    registerSource({ name: 'test.article', key: ({ id }: { id: string }) => ['article', id], fetch });
    const { container } = renderWithEngine(
      <DetailPage page={{ kind: 'detail', source: 'test.article', ui: 'article', titleId: 'page.news' }} />,
      {
        route: '/news/12',
        path: '/news/:id',
      },
    );
    expect(await screen.findByRole('heading', { name: 'Thông báo học bổng KKHT' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith({ id: '12' }, expect.anything());
    expect(screen.getByText('02/09/2024')).toBeTruthy();
    expect(screen.getByText('Ngày đăng')).toBeTruthy();
    expect((await screen.findByText('chính')).tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('img[src="https://cdn.example.vn/cover.jpg"]')).toBeTruthy();
  });

  it('shows English readers the English title, and the Vietnamese body when there is no English one', async () => {
    registerSource({ name: 'test.article', key: () => 'en', fetch: async () => ARTICLE });
    renderWithEngine(<DetailView source="test.article" params={{}} ui="article" />, { locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'KKHT scholarship notice' })).toBeTruthy();
    expect(screen.getByText('Published')).toBeTruthy();
    expect(screen.getByText('02 Sep 2024')).toBeTruthy();
    expect(await screen.findByText('chính')).toBeTruthy();
  });

  it('lays out a feature’s own ordered fields with their formats', async () => {
    registerSource({
      name: 'test.article',
      key: () => 'invoice',
      fetch: async () => ({ amount: 2500000, status: 3, note: '<em>ok</em>' }),
    });
    registerDetailLayout({
      name: 'testInvoice',
      fields: [
        { field: 'status', format: 'status', enum: 'processStatus', labelId: 'list.news.status' },
        { field: 'amount', format: 'money', labelId: 'list.news.fee' },
        { field: 'note', format: 'html', labelId: 'list.news.title' },
      ],
    });
    renderWithEngine(<DetailView source="test.article" params={{}} ui="testInvoice" />, { locale: 'en' });
    expect(await screen.findByText('Done')).toBeTruthy();
    expect(screen.getByText(/^2\.500\.000\s₫$/)).toBeTruthy();
    const labels = screen.getAllByRole('term').map((term) => term.textContent);
    expect(labels).toEqual(['Status', 'Fee', 'Title']);
    expect((await screen.findByText('ok')).tagName).toBe('EM');
  });

  it('shows questions and answers of a topic', async () => {
    registerSource({
      name: 'test.article',
      key: () => 'qa',
      fetch: async () => [
        {
          id: 1,
          question: 'Khi nào đóng học phí?',
          questionEn: 'When is tuition due?',
          answer: '<p>Trước ngày 15</p>',
          answerEn: '',
        },
        { id: 2, question: 'Đóng ở đâu?', answer: 'Qua mã QR' },
      ],
    });
    const user = userEvent.setup();
    renderWithEngine(<DetailView source="test.article" params={{}} ui="qa" />);
    await user.click(await screen.findByRole('button', { name: 'Khi nào đóng học phí?' }));
    expect(await screen.findByText('Trước ngày 15')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Đóng ở đâu?' })).toBeTruthy();
  });

  it('says so when the record does not exist, and fails loudly on an unknown layout', async () => {
    registerSource({ name: 'test.article', key: () => 'none', fetch: async () => null });
    const { unmount } = renderWithEngine(<DetailView source="test.article" params={{}} ui="article" />);
    expect(await screen.findByText('Không tìm thấy nội dung.')).toBeTruthy();
    unmount();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithEngine(
      <ErrorBoundary>
        <DetailView source="test.article" params={{}} ui="gallery" />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Unknown detail layout "gallery"');
  });
});
