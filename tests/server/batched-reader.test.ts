import { describe, expect, it } from 'vitest';
import { createBatchedReader, groupKeys } from '../../src/server/db/batched-reader';

describe('batched reader', () => {
  it('reads the keys asked for in one turn of the event loop in one load, each caller getting its own answer', async () => {
    const loads: string[][] = [];
    const reader = createBatchedReader<string>({
      load: async (keys) => {
        loads.push([...keys]);
        return new Map(keys.filter((key) => key !== 'missing').map((key) => [key, `value of ${key}`]));
      },
    });
    const answers = await Promise.all(['a', 'b', 'missing', 'c'].map((key) => reader.read(key)));
    expect(answers).toEqual(['value of a', 'value of b', null, 'value of c']);
    expect(loads).toEqual([['a', 'b', 'missing', 'c']]);
  });

  it('keeps nothing: a later turn reads again', async () => {
    let loads = 0;
    const reader = createBatchedReader<number>({
      load: async (keys) => {
        loads += 1;
        return new Map(keys.map((key) => [key, loads]));
      },
    });
    expect(await reader.read('k')).toBe(1);
    expect(await reader.read('k')).toBe(2);
  });

  it('fails the callers of a failed load only', async () => {
    let calls = 0;
    const reader = createBatchedReader<string>({
      load: async (keys) => {
        calls += 1;
        if (calls === 1) throw new Error('database gone');
        return new Map(keys.map((key) => [key, key]));
      },
    });
    await expect(Promise.all([reader.read('x'), reader.read('y')])).rejects.toThrow('database gone');
    expect(await reader.read('z')).toBe('z');
  });

  it('groups keys by what comes before the last colon', () => {
    expect(groupKeys(['1:10', '2:20', '1:11', '20251:7'])).toEqual(
      new Map([
        ['1', [10, 11]],
        ['2', [20]],
        ['20251', [7]],
      ]),
    );
  });
});
