import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider from 'oidc-provider';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { SSO_CALLBACK_PATH, SSO_POST_LOGOUT_PATH } from '../sso-paths';
import { createIdpDirectory } from './idp-accounts';
import { idpClientsOf, isAllowedReturnUri } from './idp-clients';
import type { IdpTenant } from './idp-clients';
import { createInteractionHandler, INTERACTION_PREFIX } from './idp-interactions';
import { errorPage, loggedOutPage, logoutPage } from './idp-pages';

/** Options of the local identity provider. */
export type IdpOptions = {
  /** Issuer URL, exactly as the tenants' `sso.issuer` (e.g. http://localhost:4000). */
  issuer: string;
  /** Tenants whose `sso.clientId` / `sso.clientSecret` become registered clients. */
  tenants: IdpTenant[];
  /** Port the portal usually runs on, used in the registered redirect URIs. */
  appPort?: number;
  /** Password of every demo account. */
  password?: string;
  /** Keys signing the IdP's cookies (random when absent: a restart signs everyone out). */
  cookieKeys?: string[];
  /**
   * Put the profile claims (student_code, name, email) in the ID token (default), or only in
   * the userinfo response, as many production IdPs do.
   */
  claimsInIdToken?: boolean;
};

const SCOPE_CLAIMS = {
  openid: ['sub'],
  profile: ['name', 'student_code'],
  email: ['email', 'email_verified'],
};
const SUPPORTED_SCOPES = new Set(Object.keys(SCOPE_CLAIMS));

const signingKey = () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    ...privateKey.export({ format: 'jwk' }),
    kid: randomBytes(8).toString('hex'),
    use: 'sig',
    alg: 'RS256',
  };
};

/**
 * The portal's clients are first-party: a signed-in student is never asked for consent, the
 * requested (supported) scopes are granted at once.
 */
const loadExistingGrant = async (ctx: KoaContextWithOIDC) => {
  const { oidc } = ctx;
  if (!oidc.client || !oidc.session?.accountId) return undefined;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
  const grant =
    (grantId ? await oidc.provider.Grant.find(grantId) : undefined) ??
    new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId: oidc.session.accountId });
  const requested = String(oidc.params?.scope ?? 'openid')
    .split(' ')
    .filter((scope) => SUPPORTED_SCOPES.has(scope));
  grant.addOIDCScope(requested.join(' '));
  await grant.save();
  return grant;
};

/**
 * An OpenID Connect provider (oidc-provider) for development and tests: one client per tenant,
 * demo students, authorization code + PKCE only, sign-in form at /interaction/:uid.
 * `handle` is a plain Node request listener.
 */
export const createIdp = ({
  issuer,
  tenants,
  appPort = 3000,
  password,
  cookieKeys = [randomBytes(32).toString('base64url')],
  claimsInIdToken = true,
}: IdpOptions) => {
  const clients = idpClientsOf({ tenants, appPort });
  const directory = createIdpDirectory({
    tenantCodes: clients.map((client) => client.tenant.code),
    password,
  });
  const tenantOfClient = new Map(clients.map((client) => [client.metadata.client_id, client.tenant]));

  const configuration: Configuration = {
    clients: clients.map((client) => client.metadata),
    claims: SCOPE_CLAIMS,
    scopes: ['openid', 'profile', 'email'],
    // By default profile claims go into the ID token itself: the portal needs no userinfo call.
    conformIdTokenClaims: !claimsInIdToken,
    findAccount: async (_ctx, sub) => {
      const account = directory.findBySubject(sub);
      return account ? { accountId: sub, claims: async () => account.claims } : undefined;
    },
    loadExistingGrant,
    cookies: { keys: cookieKeys },
    jwks: { keys: [signingKey()] },
    pkce: { required: () => true },
    responseTypes: ['code'],
    interactions: { url: async (_ctx, interaction) => `${INTERACTION_PREFIX}${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage({ form });
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html';
          ctx.body = loggedOutPage();
        },
      },
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage({
        error: String(out.error),
        description: out.error_description ? String(out.error_description) : undefined,
      });
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 8 * 3600,
      Grant: 8 * 3600,
    },
  };
  const provider = new Provider(issuer, configuration);

  // Any port of a tenant host is accepted (tests have none, Vite dev runs on :5173).
  provider.Client.prototype.redirectUriAllowed = function redirectUriAllowed(uri: string) {
    const tenant = tenantOfClient.get(this.clientId);
    return tenant !== undefined && isAllowedReturnUri({ uri, tenant, path: SSO_CALLBACK_PATH });
  };
  provider.Client.prototype.postLogoutRedirectUriAllowed = function postLogoutRedirectUriAllowed(
    uri: string,
  ) {
    const tenant = tenantOfClient.get(this.clientId);
    return tenant !== undefined && isAllowedReturnUri({ uri, tenant, path: SSO_POST_LOGOUT_PATH });
  };

  const interactions = createInteractionHandler({ provider, directory, clients });
  const oidc = provider.callback();
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    if ((req.url ?? '').startsWith(INTERACTION_PREFIX)) {
      interactions(req, res).catch(() => {
        if (!res.headersSent) {
          res.statusCode = 500;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(errorPage({ error: 'server_error' }));
        }
      });
      return;
    }
    void oidc(req, res);
  };
  return { provider, handle, clients, directory };
};

export type Idp = ReturnType<typeof createIdp>;
