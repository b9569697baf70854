import { createContext, startTransition, useCallback, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { configureApiClients } from '../api/api-clients';
import type { ClientConfig } from '../api/foundation-types';
import { getClientConfig } from '../api/web-config-api';

const ClientConfigContext = createContext<ClientConfig | null>(null);

/** Gives the tenant's ClientConfig to the app. */
export function ClientConfigProvider({ config, children }: { config: ClientConfig; children: ReactNode }) {
  return <ClientConfigContext.Provider value={config}>{children}</ClientConfigContext.Provider>;
}

/** The tenant's ClientConfig; throws outside `ClientConfigProvider`. */
export function useClientConfig(): ClientConfig {
  const config = useContext(ClientConfigContext);
  if (!config) throw new Error('useClientConfig needs a <ClientConfigProvider> above it');
  return config;
}

/** Where loading the ClientConfig stands. */
export interface ClientConfigLoad {
  config: ClientConfig | null;
  error: Error | null;
  retry: () => void;
}

function isClientConfig(value: unknown): value is ClientConfig {
  const candidate = value as Partial<ClientConfig> | null;
  return Boolean(
    candidate &&
    typeof candidate === 'object' &&
    typeof candidate.code === 'string' &&
    candidate.api &&
    candidate.pages,
  );
}

/** Fetches the tenant's ClientConfig once and points the API clients at its base URLs. */
export function useClientConfigLoader(): ClientConfigLoad {
  const [config, setConfig] = useState<ClientConfig | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    getClientConfig({ signal: controller.signal })
      .then((result) => {
        if (result.error || !isClientConfig(result.data))
          throw new Error(`Client config unavailable (HTTP ${result.status})`);
        configureApiClients({ api: result.data.api });
        startTransition(() => setConfig(result.data));
      })
      .catch((reason: unknown) => {
        if (controller.signal.aborted) return;
        setError(reason instanceof Error ? reason : new Error(String(reason)));
      });
    return () => controller.abort();
  }, [attempt]);
  const retry = useCallback(() => {
    setError(null);
    setAttempt((value) => value + 1);
  }, []);
  return { config, error, retry };
}
