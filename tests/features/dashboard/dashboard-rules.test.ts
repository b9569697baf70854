import { describe, expect, it } from 'vitest';
import {
  createDashboardRegistry,
  sortDeadlines,
} from '../../../src/features/dashboard/shared/dashboard-registry';
import type { DashboardDeadline } from '../../../src/features/dashboard/shared/dashboard-registry';
import { pickMeetings, pickNextExam } from '../../../src/features/learn/shared/upcoming-meetings';

const meeting = (date: string, start: string, from = 1) => ({ date, start, end: '23:59', from });

describe('picking meetings', () => {
  it("lists all of today's meetings in order and the next ones after today", () => {
    const picked = pickMeetings({
      meetings: [
        meeting('2026-11-25', '08:25', 3),
        meeting('2026-11-23', '12:30', 7),
        meeting('2026-11-20', '06:45'),
        meeting('2026-11-23', '06:45'),
        meeting('2026-11-24', '06:45'),
        meeting('2026-11-26', '06:45'),
      ],
      today: '2026-11-23',
      count: 2,
    });
    expect(picked.today.map((m) => m.start)).toEqual(['06:45', '12:30']);
    expect(picked.next.map((m) => m.date)).toEqual(['2026-11-24', '2026-11-25']);
  });

  it('takes the earliest exam that has not ended, later today included', () => {
    const exams = [
      { date: '2026-11-23', start: '07:00', end: '09:00', from: 1 },
      { date: '2026-11-23', start: '13:00', end: '15:00', from: 7 },
      { date: '2026-12-01', start: '07:00', end: '09:00', from: 1 },
    ];
    expect(pickNextExam({ exams, today: '2026-11-23', time: '10:00' })?.start).toBe('13:00');
    expect(pickNextExam({ exams, today: '2026-11-23', time: '15:00' })?.date).toBe('2026-12-01');
    expect(pickNextExam({ exams, today: '2026-12-02', time: '00:00' })).toBeNull();
  });
});

const deadline = (id: string, isOpen: boolean, opensAt: string, closesAt: string): DashboardDeadline => ({
  id,
  kind: id,
  title: id,
  titleEn: id,
  opensAt,
  closesAt,
  isOpen,
  link: '/',
});

describe('dashboard registry', () => {
  it('orders open windows by closing date, then those opening later by opening date', () => {
    const sorted = sortDeadlines([
      deadline('later', false, '2026-12-10T00:00:00Z', '2026-12-20T00:00:00Z'),
      deadline('open-long', true, '2026-11-01T00:00:00Z', '2027-01-31T00:00:00Z'),
      deadline('soon', false, '2026-12-01T00:00:00Z', '2027-03-01T00:00:00Z'),
      deadline('tuition', true, '', '2026-12-05T00:00:00Z'),
    ]);
    expect(sorted.map((d) => d.id)).toEqual(['tuition', 'open-long', 'soon', 'later']);
  });

  it('refuses a section provided twice and a deadline provider added twice', () => {
    const registry = createDashboardRegistry<{ code: string }>();
    registry.provideSection('standing', { provide: async () => null });
    expect(() => registry.provideSection('standing', { provide: async () => null })).toThrow(/twice/);
    registry.addDeadlines({ name: 'tuition', list: async () => [] });
    expect(() => registry.addDeadlines({ name: 'tuition', list: async () => [] })).toThrow(/twice/);
    expect(registry.deadlineProviders().map((p) => p.name)).toEqual(['tuition']);
  });
});
