/** How a response body is read. `buffer` gives an ArrayBuffer. */
export type ApiResponseType = 'json' | 'text' | 'blob' | 'buffer';

/** HTTP methods the portal uses. */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A query-string value; arrays repeat the key, null and undefined are left out. */
export type ApiQueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** One call through an API client. */
export interface ApiRequest {
  /** Path under the client's base URL, e.g. `/api/v1/semesters`. Absolute http(s) URLs are used as is. */
  path: string;
  method?: ApiMethod;
  query?: Readonly<Record<string, ApiQueryValue>>;
  /** JSON-serialized, unless it is a FormData (sent as multipart) or a Blob. */
  body?: unknown;
  /** Default `json`. */
  responseType?: ApiResponseType;
  /** Sends cookies cross-origin (`credentials: 'include'`); only where a call asks for it. */
  withCredentials?: boolean;
  headers?: Readonly<Record<string, string>>;
  /** Aborting rejects with the AbortError; callers check `signal.aborted` before touching loading flags. */
  signal?: AbortSignal;
}

/** What every call answers. `error` is true whenever the status is not 200. */
export interface ApiResult<T> {
  error: boolean;
  status: number;
  data: T;
  headers: Headers;
}

/** The three clients share one shape. */
export interface ApiClient {
  request<T = unknown>(request: ApiRequest): Promise<ApiResult<T>>;
  get<T = unknown>(
    path: string,
    options?: Omit<ApiRequest, 'path' | 'method' | 'body'>,
  ): Promise<ApiResult<T>>;
  post<T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<ApiRequest, 'path' | 'method' | 'body'>,
  ): Promise<ApiResult<T>>;
  /** The base URL currently in use ('' = same origin). */
  getBaseUrl(): string;
  setBaseUrl(baseUrl: string): void;
}

/** Reactions to statuses that concern the whole app (the default client only). */
export interface ApiStatusHandlers {
  /** 403: SPEC §8 sign-in recovery. */
  onForbidden?: () => void;
  /** 401: the session expired; open the login dialog without leaving the page. */
  onUnauthorized?: () => void;
}
