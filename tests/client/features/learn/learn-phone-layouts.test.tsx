import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NARROW_QUERY } from '../../../../src/client/engine/list/use-media-query';
import creditsEn from '../../../../src/features/learn/client/credits/messages.en.json';
import creditsVi from '../../../../src/features/learn/client/credits/messages.vi.json';
import learnEn from '../../../../src/features/learn/client/messages.en.json';
import learnVi from '../../../../src/features/learn/client/messages.vi.json';
import '../../../../src/features/learn/client/sources';
import EducationProgramPage from '../../../../src/features/learn/client/education-program-page';
import { GpaTrendChart } from '../../../../src/features/learn/client/gpa-trend-chart';
import ViewGradesPage from '../../../../src/features/learn/client/view-grades-page';
import { mockFetch } from '../../app/fetch-mock';
import { renderFeature } from '../render-feature';
import { renderLearn } from './render-learn';

const MESSAGES = { vi: { ...learnVi, ...creditsVi }, en: { ...learnEn, ...creditsEn } };

/** A viewport `width` px wide as matchMedia answers it; `resize` changes it and notifies listeners. */
function stubViewport(width: number) {
  type Listener = (event: { matches: boolean; media: string }) => void;
  const listeners = new Map<Listener, string>();
  let current = width;
  const matches = (query: string) => query === NARROW_QUERY && current < 600;
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return matches(query);
    },
    media: query,
    addEventListener: (_: string, listener: Listener) => listeners.set(listener, query),
    removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
  }));
  return {
    resize: (next: number) => {
      current = next;
      act(() => listeners.forEach((query, listener) => listener({ matches: matches(query), media: query })));
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const result = (id: number, code: string, nameEn: string, totalMark: number, letterGrade: string) => ({
  id,
  courseId: id,
  courseCode: code,
  courseName: `Học phần ${code}`,
  courseNameEn: nameEn,
  credits: 3,
  semester: '20252',
  processMark: 9.5,
  examMark: 9,
  totalMark,
  letterGrade,
  mark4: 4,
  isPassed: true,
  gradeType: 1,
  appealStatus: -2,
});

function gradesServer() {
  mockFetch({
    'GET /api/v1/academic-result/aggregate-result': () => ({
      data: {
        cpa: 3.41,
        cpa10: 8.2,
        accumulatedCredits: 6,
        ranking: 'Giỏi',
        rankingEn: 'Very good',
        semesters: [{ semester: '20252', gpa: 3.5, gpa10: 8.5, cpa: 3.41, passedCredits: 6 }],
      },
    }),
    'GET /api/v1/study-results': () => ({
      data: [result(1, 'YK3020', 'Ophthalmology', 9.2, 'A'), result(2, 'YK3025', 'Rehabilitation', 7.5, 'B')],
      total: 2,
    }),
  });
}

describe('grades on a phone', () => {
  it('shows a card per course with its final mark and letter, no sideways table', async () => {
    stubViewport(390);
    gradesServer();
    renderFeature(<ViewGradesPage />, { locale: 'en', messages: MESSAGES });
    const cards = within(await screen.findByRole('list', { name: 'Semester 2, 2025–2026' })).getAllByRole(
      'listitem',
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    expect(first.getByText('YK3020 Ophthalmology')).toBeTruthy();
    // The final marks come first, each under its label.
    const pairs = Array.from(cards[0].querySelectorAll('dt')).map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(pairs.slice(0, 3)).toEqual([
      ['Mark (10)', '9.2'],
      ['Letter', 'A'],
      ['Mark (4)', '4.0'],
    ]);
    expect(within(cards[1]).getByText('YK3025 Rehabilitation')).toBeTruthy();
    expect(within(cards[1]).getByText('B')).toBeTruthy();
  });

  it('keeps the nine-column table on wide screens', async () => {
    stubViewport(1280);
    gradesServer();
    renderFeature(<ViewGradesPage />, { locale: 'vi', messages: MESSAGES });
    const table = await screen.findByRole('table', { name: 'Học kỳ 2 năm học 2025–2026' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(9);
    expect(within(table).getByText('Học phần YK3020')).toBeTruthy();
  });
});

describe('the GPA trend chart on a phone', () => {
  const points = ['20231', '20232', '20233', '20241', '20242', '20251', '20252', '20261', '20262'].map(
    (semester) => ({ semester, gpa: 3, cpa: 3 }),
  );
  const labels = (container: HTMLElement) =>
    Array.from(container.querySelectorAll('text'))
      .filter((node) => node.querySelector('tspan'))
      .map((node) => Array.from(node.querySelectorAll('tspan'), (span) => span.textContent).join(' '));

  it('is drawn at phone width with short labels that do not touch, the latest always named', () => {
    stubViewport(390);
    const { container } = renderLearn(<GpaTrendChart points={points} />, { locale: 'vi' });
    expect(container.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 360 200');
    // Nine points on 288 units: every second one is named, counted back from the latest.
    expect(labels(container)).toEqual(['HK1 23–24', 'Hè 23–24', 'HK2 24–25', 'HK2 25–26', 'HK2 26–27']);
  });

  it('keeps the whole names on wide screens', () => {
    stubViewport(1280);
    const { container } = renderLearn(<GpaTrendChart points={points.slice(0, 3)} />, { locale: 'en' });
    expect(labels(container)).toEqual([
      'Semester 1 2023–2024',
      'Semester 2 2023–2024',
      'Summer term 2023–2024',
    ]);
  });
});

describe('education programme on a phone', () => {
  it('shows a card per course with its status pill on one line', async () => {
    const view = stubViewport(390);
    mockFetch({
      'GET /api/v1/edu-programs/query': () => ({ data: [], total: 0 }),
      'GET /api/v1/students/program-detail': () => ({
        data: {
          program: { id: 1, code: 'CT001', name: 'Y khoa', nameEn: 'Medicine' },
          isWhatIf: false,
          requiredCredits: 5,
          doneCredits: 3,
          inProgressCredits: 2,
          missingCredits: 0,
          unusedCourses: [],
          modules: [
            {
              id: 1,
              order: 1,
              name: 'Giáo dục đại cương',
              nameEn: 'General education',
              requiredCredits: 5,
              doneCredits: 3,
              inProgressCredits: 2,
              missingCredits: 0,
              status: 'in-progress',
              courses: [
                {
                  courseId: 7,
                  code: 'SSH1141',
                  name: 'Lịch sử Đảng Cộng sản Việt Nam',
                  nameEn: 'History of the Communist Party of Vietnam',
                  credits: 2,
                  isRequired: true,
                  suggestedTerm: 1,
                  status: 'done',
                  letterGrade: 'A+',
                },
                {
                  courseId: 8,
                  code: 'SSH1151',
                  name: 'Tư tưởng Hồ Chí Minh',
                  nameEn: 'Ho Chi Minh Thought',
                  credits: 2,
                  isRequired: true,
                  suggestedTerm: 2,
                  status: 'missing',
                },
                {
                  courseId: 9,
                  code: 'MI1111',
                  name: 'Giải tích I',
                  nameEn: 'Calculus I',
                  credits: 4,
                  isRequired: true,
                  suggestedTerm: 1,
                  status: 'missing',
                  letterGrade: 'F',
                },
              ],
            },
          ],
        },
      }),
    });
    renderFeature(<EducationProgramPage />, { locale: 'vi', messages: MESSAGES });
    const list = await screen.findByRole('list', { name: 'Giáo dục đại cương' });
    expect(screen.queryByRole('table')).toBeNull();
    const [card] = within(list).getAllByRole('listitem');
    expect(within(card).getByText('SSH1141 Lịch sử Đảng Cộng sản Việt Nam')).toBeTruthy();
    const pill = within(card).getByText('Đã đạt · A+');
    expect(getComputedStyle(pill).whiteSpace).toBe('nowrap');
    // A course not taken yet is no alarm; only one failed says so.
    expect(within(list).getByText('Chưa học')).toBeTruthy();
    expect(within(list).getByText('Chưa đạt · F')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: /Giáo dục đại cương/ }).textContent).toContain(
      'Đang học',
    );
    view.resize(1280);
    expect(
      within(screen.getByRole('table', { name: 'Giáo dục đại cương' })).getAllByRole('columnheader'),
    ).toHaveLength(5);
  });
});
