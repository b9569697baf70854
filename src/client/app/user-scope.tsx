import type { ReactNode } from 'react';
import type { ClientConfig } from '../api/foundation-types';
import { EngineConfigProvider } from '../engine/engine-config';
import { EngineSWRProvider } from '../engine/engine-swr-provider';
import { useSession } from './session/session-provider';

const createCache = () => new Map();

/**
 * Per-user engine state: the data cache is keyed by the signed-in user, so signing out (or in
 * as someone else) drops every per-user list at once (SPEC §4 logout).
 */
export function UserScope({ config, children }: { config: ClientConfig; children: ReactNode }) {
  const { user } = useSession();
  const userId = user?.id ?? null;
  return (
    <EngineConfigProvider config={config} userId={userId}>
      <EngineSWRProvider key={userId ?? 'signed-out'} provider={createCache}>
        {children}
      </EngineSWRProvider>
    </EngineConfigProvider>
  );
}
