import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { registerSource, unregisterSource, useSource } from '../../../src/client/engine';
import { renderWithEngine } from './render-with-engine';

afterEach(() => unregisterSource('test.deferred'));

/** Every (isLoading, data) pair the component rendered with, in order. */
const seen: { isLoading: boolean; data: string | undefined }[] = [];

function Reader() {
  const { data, isLoading } = useSource('test.deferred', { id: 1 });
  seen.push({ isLoading, data: data as string | undefined });
  return <output data-testid="value">{isLoading ? 'loading' : String(data ?? 'empty')}</output>;
}

describe('useSource answers', () => {
  it('reach the page in a background render, and the page never shows "no data" while it catches up', async () => {
    seen.length = 0;
    let answer: (value: string) => void = () => undefined;
    registerSource({
      name: 'test.deferred',
      key: ({ id }: { id: number }) => ['deferred', id],
      fetch: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    renderWithEngine(<Reader />);
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    answer('the answer');
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('the answer'));
    // Loading until the render that has the answer: no "not loading, nothing to show" in between
    // (the urgent render of SWR's update still has the previous, empty answer).
    expect(seen.filter((state) => !state.isLoading && state.data === undefined)).toEqual([]);
    expect(seen.at(-1)).toEqual({ isLoading: false, data: 'the answer' });
  });
});
