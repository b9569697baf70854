import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import {
  GradesCreditNote,
  ProgramCreditExplanation,
} from '../../../src/features/learn/client/credits/credit-explanation';
import creditsEn from '../../../src/features/learn/client/credits/messages.en.json';
import creditsVi from '../../../src/features/learn/client/credits/messages.vi.json';
import learnEn from '../../../src/features/learn/client/messages.en.json';
import learnVi from '../../../src/features/learn/client/messages.vi.json';
import { GpaTrendChart } from '../../../src/features/learn/client/gpa-trend-chart';

const MESSAGES = { vi: { ...learnVi, ...creditsVi }, en: { ...learnEn, ...creditsEn } };

const renderIn = (locale: 'vi' | 'en', ui: ReactElement) =>
  render(
    <IntlProvider
      locale={locale}
      messages={MESSAGES[locale]}
      onError={(error) => {
        throw error;
      }}
    >
      {ui}
    </IntlProvider>,
  );

/** 141 required; 136 passed toward it (1 pass/fail PE credit among them); 135 accumulated. */
const audit = {
  requiredCredits: 141,
  doneCredits: 136,
  inProgressCredits: 3,
  missingCredits: 2,
  modules: [
    {
      doneCredits: 136,
      courses: [
        { courseId: 1, credits: 1, status: 'done' },
        { courseId: 2, credits: 135, status: 'done' },
      ],
    },
  ],
  unusedCourses: [{ courseId: 9 }],
};
const results = [
  { courseId: 1, credits: 1, isPassed: true, gradeType: 0 },
  { courseId: 2, credits: 135, isPassed: true, gradeType: 1 },
  { courseId: 7, credits: 3, isPassed: false, gradeType: 1 },
];

describe('credit explanations', () => {
  it('puts the programme total beside accumulated credits and says why they differ', () => {
    renderIn('vi', <ProgramCreditExplanation audit={audit} results={results} accumulatedCredits={135} />);
    expect(screen.getByRole('heading', { name: 'Vì sao số tín chỉ khác nhau' })).toBeTruthy();
    expect(screen.getByText('141 tín chỉ của chương trình; đã tích luỹ 135 tín chỉ.')).toBeTruthy();
    expect(
      screen.getByText('Tính vào chương trình: đã đạt 136 tín chỉ, đang học 3, chưa học 2.'),
    ).toBeTruthy();
    expect(screen.getByText(/^1 tín chỉ học phần điều kiện/)).toBeTruthy();
    expect(screen.getByText(/^3 tín chỉ học phần chưa đạt/)).toBeTruthy();
    expect(screen.queryByText(/ngoài chương trình/)).toBeNull();
  });

  it('says nothing when the figures do not differ, as for a newcomer with no results yet', () => {
    const { container } = renderIn(
      'vi',
      <ProgramCreditExplanation
        audit={{ ...audit, doneCredits: 0, inProgressCredits: 17, missingCredits: 154, unusedCourses: [] }}
        results={[]}
        accumulatedCredits={0}
      />,
    );
    expect(container.textContent).toBe('');
  });

  it('explains accumulated credits on the grades page, in English too', () => {
    renderIn('en', <GradesCreditNote results={results} />);
    expect(screen.getByText(/^Credits earned include only passed courses/)).toBeTruthy();
    expect(screen.getByText(/^1 credit of passed pass\/fail requirement courses/)).toBeTruthy();
    expect(screen.getByText('3 credits of courses not passed are not earned.')).toBeTruthy();
  });

  it('names semesters on the trend chart through the one formatter', () => {
    const { container } = renderIn(
      'vi',
      <GpaTrendChart
        points={[
          { semester: '20241', gpa: 3, cpa: 3 },
          { semester: '20242', gpa: 3.2, cpa: 3.1 },
        ]}
      />,
    );
    const labels = Array.from(container.querySelectorAll('text'))
      .map((node) => node.textContent)
      .filter((text) => text?.startsWith('Học kỳ'));
    expect(labels).toEqual(['Học kỳ 12024–2025', 'Học kỳ 22024–2025']);
    expect(container.textContent).not.toContain('20241');
  });
});
