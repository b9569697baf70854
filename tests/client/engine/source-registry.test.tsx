import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSource, registerSource, unregisterSource, useSource } from '../../../src/client/engine';
import { ErrorBoundary } from './error-boundary';
import { renderWithEngine } from './render-with-engine';

afterEach(() => {
  unregisterSource('test.slow');
  vi.restoreAllMocks();
});

function Reader({ name }: { name: string }) {
  const { data, isLoading } = useSource(name, { id: 1 });
  return <output data-testid="value">{isLoading ? 'loading' : String(data)}</output>;
}

describe('source registry', () => {
  it('throws naming an unknown source', () => {
    expect(() => getSource('nope.items')).toThrow('Unknown source "nope.items"');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithEngine(
      <ErrorBoundary>
        <Reader name="nope.items" />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Unknown source "nope.items"');
  });

  it('reads a source and aborts its request once nobody needs it', async () => {
    const signals: AbortSignal[] = [];
    registerSource({
      name: 'test.slow',
      key: ({ id }: { id: number }) => ['slow', id],
      fetch: ({ id }, { signal }) => {
        signals.push(signal);
        return new Promise<string>((resolve) => setTimeout(() => resolve(`item ${id}`), 5000));
      },
    });
    const { unmount } = renderWithEngine(<Reader name="test.slow" />);
    expect(screen.getByTestId('value').textContent).toBe('loading');
    await waitFor(() => expect(signals).toHaveLength(1));
    expect(signals[0].aborted).toBe(false);
    unmount();
    await waitFor(() => expect(signals[0].aborted).toBe(true));
  });

  it('shows what the source answers', async () => {
    registerSource({ name: 'test.slow', key: () => 'fast', fetch: async () => 'ready' });
    renderWithEngine(<Reader name="test.slow" />);
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('ready'));
  });
});
