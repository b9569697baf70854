import type { ApiClient, ApiQueryValue, ApiRequest, ApiResult, ApiStatusHandlers } from './api-types';

/** The message of every transport failure that carries none of its own (SPEC §7). */
export const UNEXPECTED_ERROR = 'Unexpected Error';

/** What `createApiClient` needs. */
export interface CreateApiClientInput {
  baseUrl?: string;
  /** Status reactions; read on every call, so they may be set after creation. */
  getHandlers?: () => ApiStatusHandlers;
  /** Headers added to every call (a call's own headers win). */
  getDefaultHeaders?: () => Readonly<Record<string, string>>;
  /** Injected in tests; defaults to the global fetch at call time. */
  fetchImpl?: typeof fetch;
}

const ABSOLUTE_URL = /^https?:\/\//i;

function appendQuery({
  url,
  query,
}: {
  url: string;
  query?: Readonly<Record<string, ApiQueryValue>>;
}): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(key, String(item));
    } else {
      params.append(key, String(value));
    }
  }
  const text = params.toString();
  if (!text) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

function joinUrl({ baseUrl, path }: { baseUrl: string; path: string }): string {
  if (ABSOLUTE_URL.test(path)) return path;
  if (!baseUrl) return path;
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function encodeBody({ body, headers }: { body: unknown; headers: Headers }): BodyInit | undefined {
  if (body === undefined) return undefined;
  // The browser writes the multipart boundary itself; a Content-Type set here would break it.
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) return body;
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

async function readBody({
  response,
  request,
}: {
  response: Response;
  request: ApiRequest;
}): Promise<unknown> {
  switch (request.responseType ?? 'json') {
    case 'blob':
      return response.blob();
    case 'buffer':
      return response.arrayBuffer();
    case 'text':
      return response.text();
    default: {
      const text = await response.text();
      if (!text) return null;
      try {
        return JSON.parse(text);
      } catch {
        // An error page (proxy, HTML 502) is not JSON; keep its text for the caller.
        return text;
      }
    }
  }
}

function isAbort({ error, signal }: { error: unknown; signal?: AbortSignal }): boolean {
  return Boolean(signal?.aborted) || (error instanceof DOMException && error.name === 'AbortError');
}

/**
 * A fetch-based client answering `{ error, status, data, headers }` for every HTTP status.
 * A transport failure throws `Error('Unexpected Error')` (the original is its `cause`); an abort
 * rethrows the AbortError untouched so callers can tell it apart.
 */
export function createApiClient({
  baseUrl = '',
  getHandlers,
  getDefaultHeaders,
  fetchImpl,
}: CreateApiClientInput = {}): ApiClient {
  let currentBaseUrl = baseUrl;

  const request = async <T>(input: ApiRequest): Promise<ApiResult<T>> => {
    const headers = new Headers({
      Accept: input.responseType === 'json' || !input.responseType ? 'application/json' : '*/*',
    });
    for (const [key, value] of Object.entries({ ...getDefaultHeaders?.(), ...input.headers }))
      headers.set(key, value);
    const body = encodeBody({ body: input.body, headers });
    const url = appendQuery({
      url: joinUrl({ baseUrl: currentBaseUrl, path: input.path }),
      query: input.query,
    });
    const doFetch = fetchImpl ?? globalThis.fetch;
    let response: Response;
    try {
      response = await doFetch(url, {
        method: input.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        body,
        credentials: input.withCredentials ? 'include' : 'same-origin',
        signal: input.signal,
      });
    } catch (error) {
      if (isAbort({ error, signal: input.signal })) throw error;
      throw new Error(UNEXPECTED_ERROR, { cause: error });
    }
    let data: unknown;
    try {
      data = await readBody({ response, request: input });
    } catch (error) {
      if (isAbort({ error, signal: input.signal })) throw error;
      throw new Error(UNEXPECTED_ERROR, { cause: error });
    }
    const handlers = getHandlers?.() ?? {};
    if (response.status === 403) handlers.onForbidden?.();
    if (response.status === 401) handlers.onUnauthorized?.();
    return {
      error: response.status !== 200,
      status: response.status,
      data: data as T,
      headers: response.headers,
    };
  };

  return {
    request,
    get: (path, options) => request({ ...options, path, method: 'GET' }),
    post: (path, body, options) => request({ ...options, path, body, method: 'POST' }),
    getBaseUrl: () => currentBaseUrl,
    setBaseUrl: (next) => {
      currentBaseUrl = next;
    },
  };
}
