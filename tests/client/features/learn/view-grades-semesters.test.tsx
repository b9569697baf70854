import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NARROW_QUERY } from '../../../../src/client/engine/list/use-media-query';
import creditsEn from '../../../../src/features/learn/client/credits/messages.en.json';
import creditsVi from '../../../../src/features/learn/client/credits/messages.vi.json';
import learnEn from '../../../../src/features/learn/client/messages.en.json';
import learnVi from '../../../../src/features/learn/client/messages.vi.json';
import '../../../../src/features/learn/client/sources';
import ViewGradesPage from '../../../../src/features/learn/client/view-grades-page';
import { axeViolations, describeViolations } from '../../a11y/expect-no-axe-violations';
import { mockFetch } from '../../app/fetch-mock';
import { renderFeature } from '../render-feature';

const MESSAGES = { vi: { ...learnVi, ...creditsVi }, en: { ...learnEn, ...creditsEn } };

/** A viewport `width` px wide as matchMedia answers it (phones below 600 px). */
function stubViewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === NARROW_QUERY && width < 600,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const result = ({ id, semester, code }: { id: number; semester: string; code: string }) => ({
  id,
  courseId: id,
  courseCode: code,
  courseName: `Học phần ${code}`,
  courseNameEn: `Course ${code}`,
  credits: 3,
  semester,
  processMark: 8,
  examMark: 8,
  totalMark: 8,
  letterGrade: 'B+',
  mark4: 3.5,
  isPassed: true,
  gradeType: 1,
  appealStatus: -2,
});

const standing = (semester: string, gpa: number, passedCredits: number) => ({
  semester,
  gpa,
  gpa10: gpa * 2.5,
  cpa: 3.2,
  cpa10: 8,
  registeredCredits: passedCredits,
  passedCredits,
  accumulatedCredits: passedCredits,
  ranking: 'Giỏi',
  rankingEn: 'Very good',
});

/** Three semesters, oldest first as the server sends them, each with its own course. */
function gradesServer() {
  mockFetch({
    'GET /api/v1/academic-result/aggregate-result': () => ({
      data: {
        cpa: 3.2,
        cpa10: 8,
        accumulatedCredits: 9,
        ranking: 'Giỏi',
        rankingEn: 'Very good',
        semesters: [standing('20241', 3, 3), standing('20242', 3.2, 3), standing('20251', 3.6, 3)],
      },
    }),
    'GET /api/v1/study-results': () => ({
      data: [
        result({ id: 1, semester: '20241', code: 'MI1111' }),
        result({ id: 2, semester: '20242', code: 'MI1121' }),
        result({ id: 3, semester: '20251', code: 'IT3011' }),
      ],
      total: 3,
    }),
  });
}

/** The header button of a semester, named by the semester and its figures. */
const header = (name: RegExp) => screen.getByRole('button', { name });

describe('grades by semester, sections that open and close', () => {
  it('on a phone opens only the latest semester; the others show their figures and open on demand', async () => {
    stubViewport(390);
    gradesServer();
    const user = userEvent.setup();
    renderFeature(<ViewGradesPage />, { locale: 'en', messages: MESSAGES });
    await screen.findByRole('list', { name: 'Semester 1, 2025–2026' });
    // Latest first, each a level-2 heading that names the semester and its figures.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Semester 1, 2025–2026GPA 3.60 (10 scale: 9.00) · CPA 3.20 · 3 credits passed',
      'Semester 2, 2024–2025GPA 3.20 (10 scale: 8.00) · CPA 3.20 · 3 credits passed',
      'Semester 1, 2024–2025GPA 3.00 (10 scale: 7.50) · CPA 3.20 · 3 credits passed',
    ]);
    expect(header(/^Semester 1, 2025–2026/).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('IT3011 Course IT3011')).toBeTruthy();
    const older = header(/^Semester 2, 2024–2025/);
    expect(older.getAttribute('aria-expanded')).toBe('false');
    expect(header(/^Semester 1, 2024–2025/).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('MI1121 Course MI1121')).toBeNull();
    expect(screen.queryByText('MI1111 Course MI1111')).toBeNull();

    // Opened from the keyboard: its courses show as cards in a list named by the semester.
    older.focus();
    await user.keyboard('{Enter}');
    expect(older.getAttribute('aria-expanded')).toBe('true');
    const cards = within(screen.getByRole('list', { name: 'Semester 2, 2024–2025' })).getAllByRole(
      'listitem',
    );
    expect(within(cards[0]).getByText('MI1121 Course MI1121')).toBeTruthy();
    // And closed again by a click.
    await user.click(older);
    expect(older.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('MI1121 Course MI1121')).toBeNull();
  });

  it('opens and closes every semester at once', async () => {
    stubViewport(390);
    gradesServer();
    const user = userEvent.setup();
    renderFeature(<ViewGradesPage />, { locale: 'vi', messages: MESSAGES });
    await screen.findByRole('list', { name: 'Học kỳ 1 năm học 2025–2026' });
    await user.click(screen.getByRole('button', { name: 'Mở tất cả học kỳ' }));
    for (const name of [
      'Học kỳ 1 năm học 2025–2026',
      'Học kỳ 2 năm học 2024–2025',
      'Học kỳ 1 năm học 2024–2025',
    ])
      expect(screen.getByRole('list', { name })).toBeTruthy();
    expect(screen.getByText('MI1111 Học phần MI1111')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Thu gọn tất cả học kỳ' }));
    expect(screen.queryByRole('list')).toBeNull();
    expect(header(/^Học kỳ 1 năm học 2025–2026/).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'Mở tất cả học kỳ' })).toBeTruthy();
  });

  it('on wide screens opens every semester as a table', async () => {
    stubViewport(1280);
    gradesServer();
    renderFeature(<ViewGradesPage />, { locale: 'vi', messages: MESSAGES });
    // Each table shows once its code has loaded (wide screens only): wait for all three.
    await waitFor(() => expect(screen.getAllByRole('table')).toHaveLength(3));
    const tables = screen.getAllByRole('table');
    expect(tables.map((table) => table.getAttribute('aria-label'))).toEqual([
      'Học kỳ 1 năm học 2025–2026',
      'Học kỳ 2 năm học 2024–2025',
      'Học kỳ 1 năm học 2024–2025',
    ]);
    expect(within(tables[2]).getByText('Học phần MI1111')).toBeTruthy();
    for (const button of screen.getAllByRole('button', { expanded: true }))
      expect(button.getAttribute('aria-controls')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Thu gọn tất cả học kỳ' })).toBeTruthy();
  });

  it('passes axe with sections open and closed (headings in order, buttons named)', async () => {
    stubViewport(390);
    gradesServer();
    renderFeature(<ViewGradesPage />, { locale: 'vi', messages: MESSAGES });
    await screen.findByRole('list', { name: 'Học kỳ 1 năm học 2025–2026' });
    expect(describeViolations(await axeViolations())).toEqual([]);
  });
});

describe('grades before the first marks', () => {
  it('says there are no results yet, with no zero CPA, chart or transcript button', async () => {
    stubViewport(390);
    mockFetch({
      'GET /api/v1/academic-result/aggregate-result': () => ({
        data: { cpa: 0, cpa10: 0, accumulatedCredits: 0, ranking: '', rankingEn: '', semesters: [] },
      }),
      'GET /api/v1/study-results': () => ({ data: [], total: 0 }),
    });
    renderFeature(<ViewGradesPage />, { locale: 'vi', messages: MESSAGES });
    await screen.findByText(learnVi['learn.grades.none']);
    expect(screen.getByRole('link', { name: learnVi['learn.grades.noneLink'] })).toBeTruthy();
    expect(screen.queryByText('CPA (4)')).toBeNull();
    expect(screen.queryByRole('link', { name: learnVi['learn.grades.transcript'] })).toBeNull();
  });
});
