import http from 'node:http';

/** One call of a paced run: what to send, and what to do with the answer. */
export type PacedCall = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  onAnswer: (status: number, body: string) => void;
};

/** What a paced run measured. */
export type PacedResult = {
  sent: number;
  unsent: number;
  answered: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** The calls due in the first seconds of the run, summarised apart. */
  first: { seconds: number; answered: number; p50: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** p50, p99 and max of some latencies (ms, rounded). */
/** The opening seconds, summarised apart. */
const FIRST_SECONDS = 5;

const summaryOf = (latencies: number[]) => {
  const sorted = latencies.sort((a, b) => a - b);
  return {
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
    max: Math.round(sorted.at(-1) ?? 0),
  };
};

/**
 * Open-loop load: `clients` clients, each sending its next call every clients/rate seconds,
 * staggered so calls leave evenly spread (one every 1/rate s), as students clicking at a steady
 * pace would. A client whose answer comes late sends its next call at once. Latency is counted
 * from the moment a call was due, not when it left, so a slow server is not hidden by clients
 * that waited for it (no coordinated omission). Calls still open at the end are cut off unless
 * `cutOff` is false.
 */
export const pacedLoad = async ({
  baseUrl,
  rate,
  clients,
  durationSeconds,
  next,
  timeoutMs = 10_000,
  cutOff = true,
}: {
  baseUrl: string;
  rate: number;
  clients: number;
  durationSeconds: number;
  next: () => PacedCall;
  timeoutMs?: number;
  /** false: calls still open at the end are waited for (every call gets its answer). */
  cutOff?: boolean;
}): Promise<PacedResult> => {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const latencies: number[] = [];
  /** Latencies of the calls due in the first FIRST_SECONDS (the window opening, every student's first call). */
  const early: number[] = [];
  /** BENCH_TRACE=1: latencies by the second the call was due, printed after the run (where a stall sits). */
  const trace = process.env.BENCH_TRACE ? new Map<number, number[]>() : undefined;
  let sent = 0;
  let unsent = 0;
  let errors = 0;
  let timeouts = 0;
  let non2xx = 0;
  const start = performance.now();
  if (trace) console.log(`[bench] paced run starts at monotonic ${process.hrtime.bigint() / 1000n} µs`);
  const end = start + durationSeconds * 1000;
  const interval = (clients * 1000) / rate;
  const open = new Set<http.ClientRequest>();

  /** Resolves true once answered, false when the call failed or was cut off (its outcome unknown). */
  const send = (call: PacedCall) =>
    new Promise<boolean>((resolve) => {
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: call.method,
          path: call.path,
          headers: call.headers,
          agent,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            open.delete(request);
            const status = response.statusCode ?? 0;
            if (status < 200 || status >= 300) non2xx += 1;
            call.onAnswer(status, Buffer.concat(chunks).toString('utf8'));
            resolve(true);
          });
        },
      );
      open.add(request);
      request.setTimeout(timeoutMs, () => {
        timeouts += 1;
        request.destroy(new Error('timeout'));
      });
      request.on('error', (error) => {
        open.delete(request);
        if (error.message !== 'timeout' && error.message !== 'cut off') errors += 1;
        resolve(false);
      });
      request.end(call.body);
    });

  const client = async (index: number) => {
    for (let due = start + (index * 1000) / rate; due < end; due += interval) {
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      // A client still waiting for an answer when the run ends does not send the calls it was due to send.
      if (cutOff && performance.now() >= end) {
        unsent += 1;
        continue;
      }
      sent += 1;
      const call = next();
      if (await send(call)) {
        const latency = performance.now() - due;
        latencies.push(latency);
        if (due - start < FIRST_SECONDS * 1000) early.push(latency);
        if (trace) {
          const second = Math.floor((due - start) / 1000);
          const list = trace.get(second) ?? [];
          list.push(latency);
          trace.set(second, list);
        }
      }
    }
  };
  const stop = setTimeout(
    () => {
      // Calls still open when the run ends are not waited for: their answer is unknown.
      if (cutOff) for (const request of open) request.destroy(new Error('cut off'));
    },
    durationSeconds * 1000 + 50,
  );
  await Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  clearTimeout(stop);
  const seconds = Math.max(durationSeconds, (performance.now() - start) / 1000);
  agent.destroy();
  if (trace) {
    console.log('[bench] per second of due time: answered, p50, p99, max (ms)');
    for (const [second, list] of [...trace].sort((a, b) => a[0] - b[0])) {
      const { p50, p99, max } = summaryOf(list);
      console.log(
        `[bench] ${[second, list.length, p50, p99, max].map((n, i) => String(n).padStart(i === 0 ? 3 : 5)).join(' ')}`,
      );
    }
  }
  return {
    sent,
    unsent,
    answered: latencies.length,
    requestsPerSecond: latencies.length / seconds,
    ...summaryOf(latencies),
    first: { seconds: FIRST_SECONDS, answered: early.length, ...summaryOf(early) },
    errors,
    timeouts,
    non2xx,
  };
};
