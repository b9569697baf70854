import { describe, expect, it } from 'vitest';
import { parseCalendarInfo } from '../../../src/core/index';
import { entriesClash, findScheduleClashes } from '../../../src/features/learn/shared/schedule-conflicts';

const entry = (text: string) => parseCalendarInfo(text).entries[0];
const klass = (id: number, calendarInfo: string) => ({
  id,
  classId: `C${id}`,
  courseName: `Course ${id}`,
  calendarInfo,
});

describe('schedule conflicts respect week ranges', () => {
  it('sees no clash between alternate weeks at the same time', () => {
    expect(entriesClash(entry('2|S|1-3|1,3,5,7|D3-301'), entry('2|S|1-3|2,4,6,8|D3-302'))).toBeNull();
  });

  it('sees a real clash when week ranges overlap', () => {
    expect(entriesClash(entry('2|S|1-3|1-8|D3-301'), entry('2|S|2-4|8-15|D3-302'))).toEqual({
      day: 2,
      from: 2,
      to: 3,
      weeks: [8],
    });
  });

  it('treats back-to-back ranges sharing a period as a clash, adjacent ones not', () => {
    expect(entriesClash(entry('3|S|1-3|1-15|A'), entry('3|S|3-5|1-15|B'))).toMatchObject({ from: 3, to: 3 });
    expect(entriesClash(entry('3|S|1-3|1-15|A'), entry('3|S|4-6|1-15|B'))).toBeNull();
  });

  it('never clashes across days', () => {
    expect(entriesClash(entry('2|S|1-3|1-15|A'), entry('3|S|1-3|1-15|A'))).toBeNull();
  });

  it('lists every clash of a candidate with held classes, ignoring itself and blank entries', () => {
    const clashes = findScheduleClashes({
      candidate: klass(1, '2|S|1-3|1-8|A;5|C|7-9|1-15|B'),
      existing: [
        klass(1, '2|S|1-3|1-8|A'),
        klass(2, '2|S|3-4|5-6|C;;'),
        klass(3, '5|C|10-12|1-15|D'),
        klass(4, '5|C|9-9|15|E'),
      ],
    });
    expect(clashes).toEqual([
      { classId: 2, classCode: 'C2', courseName: 'Course 2', day: 2, from: 3, to: 3, weeks: [5, 6] },
      { classId: 4, classCode: 'C4', courseName: 'Course 4', day: 5, from: 9, to: 9, weeks: [15] },
    ]);
  });
});
