import { describe, expect, it, vi } from 'vitest';
import { setApiStatusHandlers, studentApi } from '../../../src/client/api/api-clients';
import { createApiClient, UNEXPECTED_ERROR } from '../../../src/client/api/create-api-client';
import { jsonResponse, mockFetch } from './fetch-mock';

describe('API clients', () => {
  it("turns a network failure into Error('Unexpected Error')", async () => {
    const client = createApiClient({
      fetchImpl: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    });
    const failure = await client.get('/api/v1/semesters').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe(UNEXPECTED_ERROR);
    expect(UNEXPECTED_ERROR).toBe('Unexpected Error');
  });

  it('rethrows an abort as is, so callers can tell it from a failure and keep their loading flags', async () => {
    const controller = new AbortController();
    const fetchImpl = vi.fn(
      (_: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );
    const client = createApiClient({ fetchImpl });
    const pending = client
      .get('/api/v1/semesters', { signal: controller.signal })
      .catch((error: unknown) => error);
    controller.abort();
    const failure = (await pending) as Error;
    expect(failure.name).toBe('AbortError');
    expect(failure.message).not.toBe(UNEXPECTED_ERROR);
  });

  it('answers { error, status, data, headers }, error being any status but 200', async () => {
    const fetchImpl = vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/ok')
        ? new Response(JSON.stringify({ data: [1] }), { status: 200, headers: { 'X-Total': '1' } })
        : new Response(JSON.stringify({ statusCode: 404, message: 'Not Found' }), { status: 404 }),
    );
    const client = createApiClient({ baseUrl: 'https://api.example.edu.vn/', fetchImpl });
    const ok = await client.get<{ data: number[] }>('/ok');
    expect(ok.error).toBe(false);
    expect(ok.data).toEqual({ data: [1] });
    expect(ok.headers.get('X-Total')).toBe('1');
    const missing = await client.get('/missing');
    expect(missing).toMatchObject({ error: true, status: 404, data: { message: 'Not Found' } });
    expect(fetchImpl.mock.calls[0][0]).toBe('https://api.example.edu.vn/ok');
  });

  it('sends JSON by default, multipart as is, and cookies cross-origin only when asked', async () => {
    const fetchImpl = vi.fn(async () => new Response('{}', { status: 200 }));
    const client = createApiClient({ fetchImpl });
    await client.post('/json', { a: 1 });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    await client.post('/upload', form, { withCredentials: true });
    const [, jsonInit] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    const [, formInit] = fetchImpl.mock.calls[1] as unknown as [string, RequestInit];
    expect(new Headers(jsonInit.headers).get('Content-Type')).toBe('application/json');
    expect(jsonInit.body).toBe('{"a":1}');
    expect(jsonInit.credentials).toBe('same-origin');
    expect(formInit.body).toBe(form);
    expect(new Headers(formInit.headers).has('Content-Type')).toBe(false);
    expect(formInit.credentials).toBe('include');
  });

  it('reads text, blob and buffer responses, and repeats array query values', async () => {
    const fetchImpl = vi.fn(async (_input: RequestInfo | URL) => new Response('hello', { status: 200 }));
    const client = createApiClient({ fetchImpl });
    expect((await client.get<string>('/t', { responseType: 'text' })).data).toBe('hello');
    expect(await (await client.get<Blob>('/b', { responseType: 'blob' })).data.text()).toBe('hello');
    expect((await client.get<ArrayBuffer>('/a', { responseType: 'buffer' })).data.byteLength).toBe(5);
    await client.get('/q', { query: { ids: [1, 2], empty: undefined, name: 'a b' } });
    expect(fetchImpl.mock.calls[3][0]).toBe('/q?ids=1&ids=2&name=a+b');
  });

  it('reports 403 and 401 of the default client to the app, and still answers the call', async () => {
    const onForbidden = vi.fn();
    const onUnauthorized = vi.fn();
    const restore = setApiStatusHandlers({ onForbidden, onUnauthorized });
    mockFetch({
      'GET /forbidden': () => jsonResponse({ status: 403, body: { statusCode: 403 } }),
      'GET /expired': () => jsonResponse({ status: 401, body: { statusCode: 401 } }),
    });
    expect(await studentApi.get('/forbidden')).toMatchObject({ error: true, status: 403 });
    expect(onForbidden).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(await studentApi.get('/expired')).toMatchObject({ error: true, status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    restore();
  });
});
