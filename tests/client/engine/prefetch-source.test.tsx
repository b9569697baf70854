import { screen, waitFor } from '@testing-library/react';
import { unstable_serialize } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerSource, unregisterSource, useSource } from '../../../src/client/engine';
import { sourceSwrKey } from '../../../src/client/engine/source-registry';
import { PREFETCH_TTL_MS, prefetchSource, takePrefetched } from '../../../src/client/engine/prefetch-source';
import { renderWithEngine } from './render-with-engine';

afterEach(() => {
  unregisterSource('test.early');
  vi.useRealTimers();
});

function Reader() {
  const { data, error, isLoading } = useSource('test.early', { id: 7 });
  if (error) return <output data-testid="value">error</output>;
  return <output data-testid="value">{isLoading ? 'loading' : String(data)}</output>;
}

const serializedKey = () => unstable_serialize(sourceSwrKey({ name: 'test.early', params: { id: 7 } }));

describe('prefetchSource', () => {
  it("answers the page's first read with the answer fetched ahead, without asking again", async () => {
    const fetch = vi.fn(async ({ id }: { id: number }) => `item ${id}`);
    registerSource({ name: 'test.early', key: ({ id }: { id: number }) => ['early', id], fetch });
    prefetchSource({ name: 'test.early', params: { id: 7 } });
    prefetchSource({ name: 'test.early', params: { id: 7 } });
    expect(fetch).toHaveBeenCalledTimes(1);
    renderWithEngine(<Reader />);
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('item 7'));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed read ahead: the page asks itself and shows the answer', async () => {
    let calls = 0;
    registerSource({
      name: 'test.early',
      key: ({ id }: { id: number }) => ['early', id],
      fetch: async ({ id }: { id: number }) => {
        calls += 1;
        if (calls === 1) throw new Error('HTTP 401');
        return `item ${id}`;
      },
    });
    prefetchSource({ name: 'test.early', params: { id: 7 } });
    await waitFor(() => expect(takePrefetched(serializedKey())).toBeUndefined());
    renderWithEngine(<Reader />);
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('item 7'));
    expect(calls).toBe(2);
  });

  it('drops an answer no page claimed in time, so a later page reads fresh data', () => {
    vi.useFakeTimers();
    registerSource({ name: 'test.early', key: () => 'early', fetch: async () => 'old' });
    prefetchSource({ name: 'test.early', params: { id: 7 } });
    vi.advanceTimersByTime(PREFETCH_TTL_MS + 1);
    expect(takePrefetched(serializedKey())).toBeUndefined();
  });
});
