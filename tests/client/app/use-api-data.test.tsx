import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useApiData } from '../../../src/client/app/use-api-data';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('useApiData', () => {
  it('an aborted read leaves the loading flag to the read that replaced it', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const signals: AbortSignal[] = [];
    const { result, rerender } = renderHook(
      ({ id }: { id: number }) =>
        useApiData(
          (signal) => {
            signals.push(signal);
            return id === 1 ? first.promise : second.promise;
          },
          [id],
        ),
      { initialProps: { id: 1 } },
    );
    expect(result.current.isLoading).toBe(true);
    rerender({ id: 2 });
    expect(signals[0].aborted).toBe(true);
    first.resolve('stale');
    await Promise.resolve();
    expect(result.current).toEqual({ data: null, error: null, isLoading: true });
    second.resolve('fresh');
    await waitFor(() => expect(result.current).toEqual({ data: 'fresh', error: null, isLoading: false }));
  });

  it('reports a failure', async () => {
    const { result } = renderHook(() =>
      useApiData(async () => Promise.reject(new Error('Unexpected Error')), []),
    );
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.error?.message).toBe('Unexpected Error');
  });
});
