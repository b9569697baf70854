import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../helpers/test-app';

const UNIGATE = { host: 'unigate.localhost' };
const HMU = { host: 'hmu.localhost' };

type Topic = {
  id: number;
  kind: string;
  title: string;
  titleEn: string;
  orderIndex: number;
  questionCount: number;
};

describe('help topics and Q&A (SPEC §7 topics)', () => {
  let app: FastifyInstance;
  const topicsOf = async (query: string, headers = UNIGATE) =>
    app.inject({ method: 'GET', url: `/api/v1/topics/query${query}`, headers });

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lists every topic kind in display order with paging and a total', async () => {
    const response = await topicsOf('?pageSize=200');
    expect(response.statusCode).toBe(200);
    const { data, total } = response.json() as { data: Topic[]; total: number };
    expect(total).toBe(data.length);
    expect(new Set(data.map((topic) => topic.kind))).toEqual(new Set(['faq', 'manual', 'help']));
    const faq = data.filter((topic) => topic.kind === 'faq');
    expect(faq.map((topic) => topic.orderIndex)).toEqual(
      [...faq.map((topic) => topic.orderIndex)].sort((a, b) => a - b),
    );
    expect(faq[0]).toMatchObject({ title: 'Đăng ký học tập', titleEn: 'Course registration' });
    expect(faq.every((topic) => topic.questionCount > 0)).toBe(true);

    const page = (await topicsOf('?kind=faq&page=2&pageSize=2')).json() as { data: Topic[]; total: number };
    expect(page.total).toBe(faq.length);
    expect(page.data.map((topic) => topic.id)).toEqual(faq.slice(2, 4).map((topic) => topic.id));
  });

  it('searches titles and questions without needing Vietnamese accents', async () => {
    const byTitle = (await topicsOf(`?search=${encodeURIComponent('hoc phi')}`)).json() as { data: Topic[] };
    expect(byTitle.data.map((topic) => topic.titleEn)).toContain('Tuition and payment');
    const byQuestion = (await topicsOf(`?kind=faq&search=${encodeURIComponent('VietQR')}`)).json() as {
      data: Topic[];
    };
    expect(byQuestion.data.map((topic) => topic.titleEn)).toEqual(['Tuition and payment']);
    const none = (await topicsOf(`?search=${encodeURIComponent('%_zzz')}`)).json() as {
      data: Topic[];
      total: number;
    };
    expect(none).toEqual({ data: [], total: 0 });
  });

  it('answers the questions of a topic in order, with sanitized HTML answers', async () => {
    const { data: topics } = (await topicsOf('?kind=faq')).json() as { data: Topic[] };
    const tuition = topics.find((topic) => topic.titleEn === 'Tuition and payment')!;
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/topics/${tuition.id}/question-and-answer`,
      headers: UNIGATE,
    });
    expect(response.statusCode).toBe(200);
    const { data, total } = response.json() as {
      data: { topicId: number; question: string; answer: string; answerEn: string; orderIndex: number }[];
      total: number;
    };
    expect(total).toBe(tuition.questionCount);
    expect(data.every((row) => row.topicId === tuition.id)).toBe(true);
    expect(data.map((row) => row.orderIndex)).toEqual(data.map((_, index) => index + 1));
    expect(data[1].question).toContain('VietQR');
    expect(data[1].answer).toContain('<ol>');
    expect(data[1].answerEn).toContain('banking app');

    const searched = (
      await app.inject({
        method: 'GET',
        url: `/api/v1/topics/${tuition.id}/question-and-answer?search=han+nop`,
        headers: UNIGATE,
      })
    ).json() as { data: { question: string }[] };
    expect(searched.data.map((row) => row.question)).toEqual(['Hạn nộp học phí là khi nào?']);
  });

  it("keeps each tenant's topics to itself", async () => {
    const { data: mine } = (await topicsOf('?kind=faq')).json() as { data: Topic[] };
    const other = await app.inject({
      method: 'GET',
      url: `/api/v1/topics/${mine[0].id}/question-and-answer`,
      headers: HMU,
    });
    expect(other.statusCode).toBe(404);
    const { data: theirs } = (await topicsOf('?kind=faq', HMU)).json() as { data: Topic[] };
    expect(theirs.length).toBe(mine.length);
    expect(theirs.map((topic) => topic.id)).not.toContain(mine[0].id);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const badKind = await topicsOf('?kind=news');
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().field).toContain('kind');
    expect((await topicsOf('?pageSize=0')).statusCode).toBe(400);
    expect((await topicsOf('?unknown=1')).statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/topics/abc/question-and-answer', headers: UNIGATE }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/v1/topics/999999/question-and-answer',
          headers: UNIGATE,
        })
      ).statusCode,
    ).toBe(404);
  });
});
