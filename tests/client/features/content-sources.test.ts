import { describe, expect, it } from 'vitest';
import { getMutation, getSource } from '../../../src/client/engine';
import '../../../src/features/content/client/sources';
import { jsonResponse, mockFetch } from '../app/fetch-mock';

const context = () => ({ signal: new AbortController().signal });

const topic = (id: number, kind: 'faq' | 'manual', orderIndex: number, title: string, titleEn = '') => ({
  id,
  kind,
  title,
  titleEn,
  description: `Mô tả ${title}`,
  descriptionEn: titleEn ? `About ${titleEn}` : '',
  icon: '',
  orderIndex,
  questionCount: 1,
  lastUpdate: `2026-01-0${orderIndex}T00:00:00.000Z`,
});

const question = (id: number, topicId: number, text: string, answer: string) => ({
  id,
  topicId,
  question: text,
  questionEn: `${text} (en)`,
  answer,
  answerEn: '',
  orderIndex: 1,
  lastUpdate: '2026-02-01T00:00:00.000Z',
});

describe('content sources', () => {
  it('asks news, events and honors for one page with page, pageSize and search only', async () => {
    const calls = mockFetch({
      'GET /api/v1/news': () => ({ data: [{ id: 4, title: 'Tin' }], total: 31 }),
      'GET /api/v1/events': () => ({ data: [], total: 0 }),
      'GET /api/v1/honors': () => ({ data: [{ id: 9, title: 'Vinh danh' }], total: 1 }),
    });
    const params = { page: 3, pageSize: 10, search: ' học bổng ', q: 'học bổng' };
    expect(await getSource('content.news').fetch(params, context())).toEqual({
      data: [{ id: 4, title: 'Tin' }],
      total: 31,
    });
    expect(await getSource('content.events').fetch({ page: 1, pageSize: 10 }, context())).toEqual({
      data: [],
      total: 0,
    });
    expect(await getSource('content.honors').fetch({ page: 2, pageSize: 12 }, context())).toEqual({
      data: [{ id: 9, title: 'Vinh danh' }],
      total: 1,
    });
    expect(calls.map((call) => `${call.path}?${call.query}`)).toEqual([
      '/api/v1/news?page=3&pageSize=10&search=h%E1%BB%8Dc+b%E1%BB%95ng',
      '/api/v1/events?page=1&pageSize=10',
      '/api/v1/honors?page=2&pageSize=12',
    ]);
    // The key ends with the list's filters (news: category), empty when none is chosen.
    expect(getSource('content.news').key(params)).toEqual([3, 10, 'học bổng', '']);
  });

  it('reads one article, answers null for an unknown one and throws on a server error', async () => {
    const calls = mockFetch({
      'GET /api/v1/news/12': () => ({ data: { id: 12, title: 'Khai giảng', content: '<p>Nội dung</p>' } }),
      'GET /api/v1/events/5': () =>
        jsonResponse({ status: 404, body: { message: 'Không tìm thấy sự kiện' } }),
      'GET /api/v1/honors/6': () => jsonResponse({ status: 500, body: { message: 'Lỗi hệ thống' } }),
    });
    expect(await getSource('content.newsDetail').fetch({ id: '12' }, context())).toEqual({
      id: 12,
      title: 'Khai giảng',
      content: '<p>Nội dung</p>',
    });
    expect(await getSource('content.eventDetail').fetch({ id: '5' }, context())).toBeNull();
    await expect(getSource('content.honorDetail').fetch({ id: '6' }, context())).rejects.toThrow(
      'Honors answered HTTP 500',
    );
    expect(calls.map((call) => call.path)).toEqual([
      '/api/v1/news/12',
      '/api/v1/events/5',
      '/api/v1/honors/6',
    ]);
  });

  it('makes no call for a route id that is not a positive number', () => {
    const source = getSource('content.newsDetail');
    expect(source.key({ id: '12' })).toBe(12);
    for (const id of ['abc', '0', '-3', '1.5', '', undefined]) expect(source.key({ id })).toBeNull();
  });

  it('lists FAQ topics only', async () => {
    const calls = mockFetch({
      'GET /api/v1/topics/query': () => ({ data: [topic(1, 'faq', 1, 'Đăng ký học tập')], total: 1 }),
    });
    const answer = await getSource('help.topics').fetch(
      { page: 1, pageSize: 20, search: 'vietqr', q: 'vietqr' },
      context(),
    );
    expect(answer).toEqual({ data: [topic(1, 'faq', 1, 'Đăng ký học tập')], total: 1 });
    expect(Object.fromEntries(calls[0].query)).toEqual({
      page: '1',
      pageSize: '20',
      search: 'vietqr',
      kind: 'faq',
    });
  });

  it('gives a FAQ topic page the topic with its questions as items', async () => {
    const items = [question(31, 2, 'Học phí được tính như thế nào?', '<p>Theo tín chỉ</p>')];
    const calls = mockFetch({
      'GET /api/v1/topics/2/question-and-answer': () => ({ data: items, total: 1 }),
      'GET /api/v1/topics/query': () => ({
        data: [topic(1, 'faq', 1, 'Đăng ký'), topic(2, 'faq', 2, 'Học phí', 'Tuition')],
        total: 2,
      }),
    });
    const answer = await getSource('help.topicQuestions').fetch({ id: '2' }, context());
    expect(answer).toEqual({ ...topic(2, 'faq', 2, 'Học phí', 'Tuition'), items });
    expect(
      Object.fromEntries(calls.find((call) => call.path === '/api/v1/topics/query')?.query ?? []),
    ).toEqual({ page: '1', pageSize: '200' });
  });

  it('answers null for a topic the tenant does not have', async () => {
    mockFetch({
      'GET /api/v1/topics/8/question-and-answer': () =>
        jsonResponse({ status: 404, body: { message: 'Không tìm thấy chủ đề' } }),
      'GET /api/v1/topics/query': () => ({ data: [], total: 0 }),
    });
    expect(await getSource('help.topicQuestions').fetch({ id: '8' }, context())).toBeNull();
  });

  it('composes the user manual from the manual topics in order, in both languages, escaping plain text', async () => {
    const calls = mockFetch({
      'GET /api/v1/topics/query': () => ({
        data: [
          topic(7, 'manual', 2, 'Học phí <online>', 'Tuition'),
          topic(6, 'manual', 1, 'Bắt đầu', 'Getting started'),
        ],
        total: 2,
      }),
      'GET /api/v1/topics/6/question-and-answer': () => ({
        data: [question(1, 6, 'Đăng nhập lần đầu', '<p>Dùng <strong>mã sinh viên</strong>.</p>')],
        total: 1,
      }),
      'GET /api/v1/topics/7/question-and-answer': () => ({ data: [], total: 0 }),
    });
    const manual = (await getSource('content.userManual').fetch({}, context())) as {
      content: string;
      contentEn: string;
      lastUpdate: string;
    };
    expect(Object.fromEntries(calls[0].query)).toEqual({ page: '1', pageSize: '200', kind: 'manual' });
    expect(manual.content).toBe(
      '<section><h2>Bắt đầu</h2><p>Mô tả Bắt đầu</p><h3>Đăng nhập lần đầu</h3><p>Dùng <strong>mã sinh viên</strong>.</p></section>' +
        '<section><h2>Học phí &lt;online&gt;</h2><p>Mô tả Học phí &lt;online&gt;</p></section>',
    );
    // English falls back to the Vietnamese answer where the translation is missing.
    expect(manual.contentEn).toBe(
      '<section><h2>Getting started</h2><p>About Getting started</p><h3>Đăng nhập lần đầu (en)</h3><p>Dùng <strong>mã sinh viên</strong>.</p></section>' +
        '<section><h2>Tuition</h2><p>About Tuition</p></section>',
    );
    expect(manual.lastUpdate).toBe('2026-02-01T00:00:00.000Z');
  });

  it('answers null for the user manual when the tenant has none', async () => {
    mockFetch({ 'GET /api/v1/topics/query': () => ({ data: [], total: 0 }) });
    expect(await getSource('content.userManual').fetch({}, context())).toBeNull();
  });

  it('counts unread notifications as total minus read, and marks one read without a checksum', async () => {
    const calls = mockFetch({
      'POST /api/v1/notifications/count': () => ({ total: 10, read: 3 }),
      'POST /api/v1/notifications/query': () => ({
        data: [
          { id: 5, title: 'A' },
          { id: 6, title: 'B' },
        ],
        readIds: [6],
        total: 12,
      }),
      'POST /api/v1/notifications/read': () => ({
        code: 1,
        data: { notificationId: 5, isFirstRead: true, total: 10, read: 4 },
      }),
    });
    expect(await getSource('notifications.unreadCount').fetch({}, context())).toBe(7);
    expect(
      await getSource('notifications.list').fetch({ page: 2, pageSize: 10, isUnreadOnly: false }, context()),
    ).toEqual({
      data: [
        { id: 5, title: 'A', isRead: false },
        { id: 6, title: 'B', isRead: true },
      ],
      total: 12,
    });
    await getSource('notifications.list').fetch({ page: 1, pageSize: 10, isUnreadOnly: true }, context());
    const read = getMutation('notifications.read');
    expect(read.rule).toBeNull();
    const result = await read.request({ notificationId: 5 }, {});
    expect(result).toEqual({ code: 1, data: { notificationId: 5, isFirstRead: true, total: 10, read: 4 } });
    expect(read.updates?.[0].apply(7, { body: { notificationId: 5 }, result })).toBe(6);
    expect(calls.map((call) => [call.path, call.body])).toEqual([
      ['/api/v1/notifications/count', {}],
      ['/api/v1/notifications/query', { page: 2, pageSize: 10 }],
      ['/api/v1/notifications/query', { page: 1, pageSize: 10, isUnreadOnly: true }],
      ['/api/v1/notifications/read', { notificationId: 5 }],
    ]);
  });

  it('turns a refused read into a failed result', async () => {
    mockFetch({
      'POST /api/v1/notifications/read': () =>
        jsonResponse({ status: 404, body: { message: 'Không tìm thấy thông báo' } }),
    });
    expect(await getMutation('notifications.read').request({ notificationId: 99 }, {})).toEqual({
      code: 0,
      message: 'HTTP 404',
    });
  });
});
