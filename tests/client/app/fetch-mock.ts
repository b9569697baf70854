import { vi } from 'vitest';

/** One recorded call. */
export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  init: RequestInit;
}

/** Answers a call: a body (sent as 200 JSON) or a full Response. */
export type FetchHandler = (call: RecordedCall) => unknown;

/** A JSON response with a status. */
export function jsonResponse({ status = 200, body }: { status?: number; body: unknown }): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces global fetch: `handlers` are keyed 'METHOD /path' (no query string); an unknown call
 * answers 404. Returns the recorded calls.
 */
export function mockFetch(handlers: Record<string, FetchHandler>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    let body: unknown = init.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // Keep the text.
      }
    }
    const call: RecordedCall = { method, path: url.pathname, query: url.searchParams, body, init };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return jsonResponse({ status: 404, body: { statusCode: 404, message: 'Not Found' } });
    const answer = await handler(call);
    return answer instanceof Response ? answer : jsonResponse({ body: answer });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
