import { describe, expect, it } from 'vitest';
import { createDropClock } from '../../src/server/cache/drop-clock';

describe('drop clock', () => {
  it('tells a read that started before its key was dropped from one that started after', () => {
    const clock = createDropClock();
    const before = clock.now();
    // A session is revoked (the broadcast arrives) while an instance reads it from the database.
    clock.drop('session-a');
    expect(clock.droppedSince('session-a', before)).toBe(true);
    expect(clock.droppedSince('session-b', before)).toBe(false);
    expect(clock.droppedSince('session-a', clock.now())).toBe(false);
  });

  it('stays bounded: emptied when full, every read that started before counts as dropped', () => {
    const clock = createDropClock({ maxKeys: 2 });
    clock.drop('a');
    const before = clock.now();
    clock.drop('b');
    clock.drop('c');
    expect(clock.droppedSince('untouched', before)).toBe(true);
    expect(clock.droppedSince('untouched', clock.now())).toBe(false);
  });
});
