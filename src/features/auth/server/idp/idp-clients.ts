import type { ClientMetadata } from 'oidc-provider';
import { SSO_CALLBACK_PATH, SSO_POST_LOGOUT_PATH } from '../sso-paths';

/** What the IdP needs of a tenant; structurally a subset of the institution config. */
export type IdpTenant = {
  code: string;
  name: { vi: string; en: string };
  hosts: string[];
  sso: { issuer: string; clientId: string; clientSecret: string };
};

/** A registered client, with the tenant it belongs to. */
export type IdpClient = { tenant: IdpTenant; metadata: ClientMetadata };

/**
 * One confidential client per tenant that has an SSO client id and secret in its config (so the
 * portal and the IdP always agree). Redirect URIs are registered on the portal's usual port; the
 * IdP also accepts the same path on any port of a tenant host (see `isAllowedReturnUri`), which
 * covers tests (no port), the Vite dev server (:5173) and PORT overrides.
 */
export const idpClientsOf = ({ tenants, appPort }: { tenants: IdpTenant[]; appPort: number }): IdpClient[] =>
  tenants
    .filter((tenant) => tenant.sso.clientId !== '' && tenant.sso.clientSecret !== '')
    .map((tenant) => ({
      tenant,
      metadata: {
        client_id: tenant.sso.clientId,
        client_secret: tenant.sso.clientSecret,
        client_name: `Unigate ${tenant.name.vi}`,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        redirect_uris: tenant.hosts.map((host) => `http://${host}:${appPort}${SSO_CALLBACK_PATH}`),
        post_logout_redirect_uris: tenant.hosts.map(
          (host) => `http://${host}:${appPort}${SSO_POST_LOGOUT_PATH}`,
        ),
      },
    }));

/**
 * True when `uri` is `http(s)://<one of the tenant's hosts>[:any port]<path>` exactly (no query,
 * no fragment, no credentials).
 */
export const isAllowedReturnUri = ({
  uri,
  tenant,
  path,
}: {
  uri: string;
  tenant: IdpTenant;
  path: string;
}) => {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.username === '' &&
    url.password === '' &&
    url.search === '' &&
    url.hash === '' &&
    tenant.hosts.includes(url.hostname.toLowerCase()) &&
    url.pathname === path
  );
};
