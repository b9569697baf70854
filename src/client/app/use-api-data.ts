import { useEffect, useState } from 'react';
import type { DependencyList } from 'react';

/** State of a shell-level read. */
export interface ApiData<T> {
  data: T | null;
  error: Error | null;
  isLoading: boolean;
}

/**
 * Runs `load(signal)` on mount and whenever `deps` change; the previous run is aborted. An
 * aborted run never touches the state (SPEC §8: aborted requests leave loading flags alone),
 * so a newer run's `isLoading` stays true until it answers. Engine sources are the tool for
 * feature data; this serves the few reads of the shell itself.
 */
export function useApiData<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): ApiData<T> {
  const [state, setState] = useState<ApiData<T>>({ data: null, error: null, isLoading: true });
  useEffect(() => {
    const controller = new AbortController();
    setState((current) => (current.isLoading ? current : { ...current, isLoading: true }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, error: null, isLoading: false });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({
            data: null,
            error: error instanceof Error ? error : new Error(String(error)),
            isLoading: false,
          });
      },
    );
    return () => controller.abort();
    // The caller lists what `load` depends on, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return state;
}
