import autocannon from 'autocannon';
import type { BenchRow } from './bench-types';

/** Runs autocannon against one request shape and returns a table row (errors and non-2xx noted). */
export const load = async ({
  scenario,
  db,
  url,
  durationSeconds,
  connections,
  method = 'GET',
  headers = {},
  body,
  requests,
}: {
  scenario: string;
  db: string;
  url: string;
  durationSeconds: number;
  connections: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  requests?: autocannon.Request[];
}): Promise<BenchRow> => {
  const result = await autocannon({
    url,
    method,
    headers,
    body,
    requests,
    duration: durationSeconds,
    connections,
    pipelining: 1,
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  return {
    scenario,
    db,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    notes: bad ? `${bad} failed of ${result.requests.total}` : `${result.requests.total} requests`,
  };
};
