import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { WeekGrid } from '../../../../src/features/learn/client/week-grid';
import type { GridBlock } from '../../../../src/features/learn/client/week-grid';
import { renderLearn } from './render-learn';

const DATES = [
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
  '2026-11-29',
];
const BLOCKS: GridBlock[] = [
  {
    key: 'a',
    day: 1,
    from: 1,
    to: 3,
    title: 'IT3011 Cấu trúc dữ liệu',
    detail: 'D9-401 · 154321',
    tone: 'own',
  },
  {
    key: 'b',
    day: 6,
    from: 7,
    to: 9,
    title: 'MI1111 Giải tích I',
    detail: 'D3-201 · 150002',
    tone: 'assistant',
  },
  { key: 'c', day: 7, from: 13, to: 14, title: 'PE1010 Bơi', detail: 'Bể bơi · 160001', tone: 'own' },
];

describe('WeekGrid', () => {
  it('shows the whole week, Monday to Sunday, each day a heading with its date', () => {
    renderLearn(<WeekGrid blocks={BLOCKS} dates={DATES} />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Thứ 2 23/11',
      'Thứ 3 24/11',
      'Thứ 4 25/11',
      'Thứ 5 26/11',
      'Thứ 6 27/11',
      'Thứ 7 28/11',
      'Chủ nhật 29/11',
    ]);
    // Saturday and Sunday blocks are on the grid too.
    expect(within(screen.getByTestId('week-day-6')).getByText('MI1111 Giải tích I')).toBeTruthy();
    expect(within(screen.getByTestId('week-day-7')).getByText('PE1010 Bơi')).toBeTruthy();
    // Evening periods make the grid longer than the default 12.
    expect(screen.getByTestId('week-grid').style.gridTemplateRows).toBe(
      'auto repeat(14, minmax(30px, auto))',
    );
  });

  it('shows start–end times, course and room on each block, placed on its periods', () => {
    renderLearn(<WeekGrid blocks={BLOCKS} dates={DATES} />);
    const [monday] = within(screen.getByTestId('week-day-1')).getAllByRole('listitem');
    expect(monday.textContent).toBe('06:45–09:10IT3011 Cấu trúc dữ liệuD9-401 · 154321');
    expect(monday.style.gridRow).toBe('1 / 4');
    const [sunday] = within(screen.getByTestId('week-day-7')).getAllByRole('listitem');
    expect(sunday.textContent).toContain('17:45–19:15');
  });

  it('marks assistant sessions in the block and explains the tones in a legend (vi and en)', () => {
    const { unmount } = renderLearn(<WeekGrid blocks={BLOCKS} dates={DATES} legend={['own', 'assistant']} />);
    expect(screen.getByTestId('grid-block-assistant').textContent).toContain('Lớp tôi trợ giảng');
    expect(screen.getAllByTestId('grid-block-own')[0].textContent).not.toContain('Lớp tôi');
    const legend = screen.getByRole('list', { name: 'Chú thích' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lớp tôi học', 'Lớp tôi trợ giảng']);
    unmount();
    renderLearn(<WeekGrid blocks={[]} dates={DATES} legend={['own', 'assistant']} />, { locale: 'en' });
    const english = screen.getByRole('list', { name: 'Legend' });
    expect(english.textContent).toBe('My classesClasses I assist');
  });

  it('keeps one day for the phone view when narrowDay is given, every day otherwise', () => {
    const { unmount } = renderLearn(<WeekGrid blocks={BLOCKS} dates={DATES} narrowDay={6} />);
    const shown = [1, 2, 3, 4, 5, 6, 7].filter(
      (day) => screen.getByTestId(`week-day-${day}`).dataset.narrowShown === 'true',
    );
    expect(shown).toEqual([6]);
    unmount();
    renderLearn(<WeekGrid blocks={BLOCKS} />);
    expect(
      [1, 2, 3, 4, 5, 6, 7].every(
        (day) => screen.getByTestId(`week-day-${day}`).dataset.narrowShown === 'true',
      ),
    ).toBe(true);
  });

  it('has valid ARIA: no table roles without rows, axe finds nothing', async () => {
    const { container } = renderLearn(
      <WeekGrid blocks={BLOCKS} dates={DATES} legend={['own', 'assistant']} />,
    );
    expect(container.querySelectorAll('[role="cell"], [role="columnheader"], [role="table"]')).toHaveLength(
      0,
    );
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
});
