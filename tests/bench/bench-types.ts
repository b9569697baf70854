/** One row of a benchmark table. */
export type BenchRow = {
  scenario: string;
  db: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Extra columns, e.g. accepted writes or over-enrolment. */
  notes?: string;
};

/** What a load scenario receives: a started server and demo sessions on it. */
export type ScenarioInput = {
  baseUrl: string;
  db: 'pglite' | 'postgres';
  durationSeconds: number;
  connections: number;
  /** Signs in an account on a tenant host and returns the Cookie header value. */
  login: (args: { account: string; host?: string }) => Promise<string>;
};

/** A load scenario module under tests/bench/scenarios/. */
export type Scenario = { name: string; run: (input: ScenarioInput) => Promise<BenchRow[]> };
