import { useCallback } from 'react';
import type { ReactNode } from 'react';
import { SWRConfig, useSWRConfig } from 'swr';
import type { Cache, SWRConfiguration } from 'swr';
import { isAbortError } from './abort-tracker';
import { isSourceSwrKey, sourceSwrKey } from './source-registry';

/** Props of `EngineSWRProvider`. */
export interface EngineSWRProviderProps {
  children: ReactNode;
  /** A cache of its own (tests, isolated previews); the app uses SWR's shared cache. */
  provider?: () => Cache;
}

const engineDefaults: SWRConfiguration = {
  dedupingInterval: 2000,
  errorRetryCount: 2,
  // A request abandoned by its last reader is not a failure worth retrying.
  shouldRetryOnError: (error: unknown) => !isAbortError(error),
};

/** The SWR settings every engine source reads with; the shell mounts it once around the app. */
export function EngineSWRProvider({ children, provider }: EngineSWRProviderProps) {
  const value: SWRConfiguration = provider ? { ...engineDefaults, provider } : engineDefaults;
  return <SWRConfig value={value}>{children}</SWRConfig>;
}

/** Re-fetches one source call (`params` given) or every cached call of the source. */
export type MutateSource = (name: string, params?: unknown) => Promise<void>;

/** Returns `mutateSource(name, params?)`, bound to the nearest engine SWR cache. */
export function useMutateSource(): MutateSource {
  const { mutate } = useSWRConfig();
  return useCallback<MutateSource>(
    async (name, params) => {
      if (params !== undefined) {
        const key = sourceSwrKey({ name, params });
        if (key) await mutate(key);
        return;
      }
      await mutate((key: unknown) => isSourceSwrKey({ key, name }));
    },
    [mutate],
  );
}
