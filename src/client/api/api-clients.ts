import type { ApiClient, ApiStatusHandlers } from './api-types';
import { createApiClient } from './create-api-client';

let defaultHandlers: ApiStatusHandlers = {};
let locale = 'vi';

/** Student services: the default client, the only one with SPEC §8 403/401 handling. */
export const studentApi: ApiClient = createApiClient({
  getHandlers: () => defaultHandlers,
  // The server words its messages (e.g. the 429 sign-in throttle) in this language.
  getDefaultHeaders: () => ({ 'X-Locale': locale }),
});

/** Content management (news, events, pages). */
export const cmsApi: ApiClient = createApiClient();

/** Payments (checkout, transactions, payment period). */
export const paymentApi: ApiClient = createApiClient();

/** Base URLs from ClientConfig.api ('' = same origin). */
export interface ApiBaseUrls {
  student: string;
  cms: string;
  payment: string;
}

/** Points the three clients at the tenant's base URLs (called once the ClientConfig is known). */
export function configureApiClients({ api }: { api: ApiBaseUrls }): void {
  studentApi.setBaseUrl(api.student);
  cmsApi.setBaseUrl(api.cms);
  paymentApi.setBaseUrl(api.payment);
}

/** Installs the default client's 403/401 reactions; returns a function restoring the previous ones. */
export function setApiStatusHandlers(handlers: ApiStatusHandlers): () => void {
  const previous = defaultHandlers;
  defaultHandlers = handlers;
  return () => {
    if (defaultHandlers === handlers) defaultHandlers = previous;
  };
}

/** The interface language the student-services server should answer messages in. */
export function setApiLocale(next: string): void {
  locale = next;
}
