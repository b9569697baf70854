import { DEFAULT_TIME_ZONE } from '../../core/local-date-time';
import { useEngineConfig } from './engine-config';

/** The tenant's time zone (its registration settings): the clock its "today" and deadlines are read on. */
export function useTimeZone(): string {
  return useEngineConfig().config.registration?.timezone ?? DEFAULT_TIME_ZONE;
}
