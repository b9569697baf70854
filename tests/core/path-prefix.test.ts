import { describe, expect, it } from 'vitest';
import { withPathPrefix } from '../../src/core/path-prefix';

const prefixed = (path: string, prefix = '/students') => withPathPrefix({ prefix, path });

describe('withPathPrefix', () => {
  it('prefixes relative paths without double slashes', () => {
    expect(prefixed('/learn/timetable')).toBe('/students/learn/timetable');
    expect(prefixed('learn/timetable')).toBe('/students/learn/timetable');
    expect(prefixed('/learn', '/students/')).toBe('/students/learn');
    expect(prefixed('//learn', 'students')).toBe('//learn');
    expect(prefixed('/learn//timetable?tab=1#now')).toBe('/students/learn/timetable?tab=1#now');
    expect(prefixed('/')).toBe('/students/');
  });

  it('leaves absolute and protocol-relative links alone', () => {
    expect(prefixed('https://hust.edu.vn/news')).toBe('https://hust.edu.vn/news');
    expect(prefixed('http://example.com')).toBe('http://example.com');
    expect(prefixed('HTTPS://EXAMPLE.COM/x')).toBe('HTTPS://EXAMPLE.COM/x');
    expect(prefixed('//cdn.example.com/a.js')).toBe('//cdn.example.com/a.js');
    expect(prefixed('mailto:ctsv@hust.edu.vn')).toBe('mailto:ctsv@hust.edu.vn');
    expect(prefixed('#top')).toBe('#top');
  });

  it('does not prefix twice and accepts an empty prefix', () => {
    expect(prefixed('/students/learn')).toBe('/students/learn');
    expect(prefixed('/students')).toBe('/students');
    expect(prefixed('/studentsx')).toBe('/students/studentsx');
    expect(prefixed('learn', '')).toBe('/learn');
    expect(prefixed('learn', '/')).toBe('/learn');
  });
});
