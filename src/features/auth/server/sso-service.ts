import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, HttpError, notFound } from '../../../server/http-errors';
import { localeOf } from './auth-service';
import {
  clearSsoCookies,
  landingPath,
  originOf,
  sameOriginPath,
  setSsoCookies,
  SSO_COOKIES,
} from './sso-cookies';
import { createSsoClientConfigs } from './sso-client-configs';
import type { SsoSettings } from './sso-client-configs';
import { matchSsoIdentity } from './sso-identities';
import { INVALID_STATE_REASON, ssoOutcomeResult } from './sso-messages';
import type { SsoOutcome } from './sso-messages';
import { SSO_CALLBACK_PATH, SSO_POST_LOGOUT_PATH } from './sso-paths';
import { deriveSealKey, openSeal, seal } from './sso-seal';
import { dropSsoTransaction, findSsoTransaction, saveSsoTransaction, sha256 } from './sso-transactions';

/** How long a state sealed by enc-state stays usable. */
const CLIENT_STATE_TTL_SECONDS = 60 * 60;

/** The authorization response, as the IdP sent it to the redirect URI. */
export type SsoCallbackParams = {
  code?: string;
  state?: string;
  iss?: string;
  error?: string;
  error_description?: string;
};

const unavailable = () =>
  new HttpError({
    statusCode: 503,
    message:
      'Hệ thống đăng nhập một lần tạm thời không truy cập được / The single sign-on provider is unavailable',
  });

/**
 * OpenID Connect sign-in (authorization code + PKCE) against the tenant's identity provider
 * (DESIGN §6, SPEC §7 Auth). Everything answers 404 while SSO is off for the tenant.
 */
export const createSsoService = (app: FastifyInstance) => {
  const clientConfigs = createSsoClientConfigs({ log: app.log });

  /** The tenant's SSO settings when SSO is on (SSO_DISABLED false and the tenant enables it). */
  const ssoOf = (request: FastifyRequest): SsoSettings | null => {
    const sso = request.tenant.sso;
    if (app.settings.ssoDisabled || !sso.enabled || !sso.issuer || !sso.clientId || !sso.clientSecret)
      return null;
    return sso;
  };

  const requireSso = (request: FastifyRequest) => {
    const sso = ssoOf(request);
    if (!sso) throw notFound();
    return sso;
  };

  const configOf = async ({ request, sso }: { request: FastifyRequest; sso: SsoSettings }) => {
    try {
      return await clientConfigs.configFor(sso);
    } catch (error) {
      request.log.error({ err: error, issuer: sso.issuer }, 'SSO discovery failed');
      throw unavailable();
    }
  };

  const clientStateKey = ({ request, sso }: { request: FastifyRequest; sso: SsoSettings }) =>
    deriveSealKey({ secret: sso.clientSecret, purpose: 'enc-state', tenantCode: request.tenant.code });

  /** Seals the client's state so that it comes back unaltered after sign-in (POST enc-state). */
  const encState = ({ request, state }: { request: FastifyRequest; state: unknown }) => {
    const sso = requireSso(request);
    return {
      data: seal({
        key: clientStateKey({ request, sso }),
        data: state,
        ttlSeconds: CLIENT_STATE_TTL_SECONDS,
      }),
    };
  };

  /** Starts a sign-in: remembers PKCE verifier, nonce and state, answers the IdP's URL. */
  const authorize = async ({
    request,
    reply,
    redirect,
    state,
  }: {
    request: FastifyRequest;
    reply: FastifyReply;
    redirect?: string;
    state?: string;
  }) => {
    const sso = requireSso(request);
    if (redirect && !sameOriginPath({ value: redirect, origin: originOf(request) })) {
      throw badRequest({
        field: 'redirect',
        reason: 'phải là một đường dẫn trong cổng thông tin / must be a path of this portal',
      });
    }
    let clientState: unknown = null;
    if (state) {
      const opened = openSeal({ key: clientStateKey({ request, sso }), token: state });
      if (!opened) throw badRequest({ field: 'state', reason: INVALID_STATE_REASON });
      clientState = opened.data;
    }
    const config = await configOf({ request, sso });
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const nonce = oidc.randomNonce();
    const oauthState = oidc.randomState();
    const binding = randomBytes(32).toString('base64url');
    const redirectUri = `${originOf(request)}${SSO_CALLBACK_PATH}`;
    await saveSsoTransaction({
      cache: app.cache,
      state: oauthState,
      transaction: {
        rootId: request.tenant.rootId,
        codeVerifier,
        nonce,
        redirectUri,
        redirect: landingPath({ request, redirect }),
        clientState,
        browserHash: sha256(binding),
      },
    });
    setSsoCookies({ request, reply, state: oauthState, handle: sha256(oauthState), binding });
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: [...new Set(['openid', ...sso.scopes])].join(' '),
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state: oauthState,
      nonce,
      ui_locales: localeOf(request),
    });
    return { data: url.href };
  };

  /** Exchanges the code and answers the verified subject and student code (throws on failure). */
  const exchange = async ({
    sso,
    params,
    transaction,
  }: {
    sso: SsoSettings;
    params: SsoCallbackParams & { code: string; state: string };
    transaction: { redirectUri: string; codeVerifier: string; nonce: string };
  }) => {
    const config = await clientConfigs.configFor(sso);
    const current = new URL(transaction.redirectUri);
    current.searchParams.set('code', params.code);
    current.searchParams.set('state', params.state);
    // The transaction belongs to this tenant's one issuer, so a client that posts only
    // {code, state} loses no mix-up protection when the expected issuer is filled in.
    current.searchParams.set('iss', params.iss ?? config.serverMetadata().issuer);
    const tokens = await oidc.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: transaction.codeVerifier,
      expectedState: params.state,
      expectedNonce: transaction.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    let studentCode = claims.student_code;
    if (typeof studentCode !== 'string' || studentCode === '') {
      studentCode = (await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)).student_code;
    }
    return {
      subject: claims.sub,
      studentCode: typeof studentCode === 'string' && studentCode !== '' ? studentCode : undefined,
    };
  };

  /**
   * Ends a sign-in from the authorization response: checks state against the transaction and
   * this browser's binding cookie, exchanges the code (PKCE, nonce), finds the account, starts the
   * session. The SSO cookies are cleared whatever the outcome; the transaction is used up.
   */
  const complete = async ({
    request,
    reply,
    params,
  }: {
    request: FastifyRequest;
    reply: FastifyReply;
    params: SsoCallbackParams;
  }) => {
    const sso = requireSso(request);
    const locale = localeOf(request);
    clearSsoCookies(reply);
    const state = params.state ?? '';
    const transaction = state ? await findSsoTransaction({ cache: app.cache, state }) : null;
    const binding = request.cookies[SSO_COOKIES.binding];
    if (
      !transaction ||
      transaction.rootId !== request.tenant.rootId ||
      !binding ||
      sha256(binding) !== transaction.browserHash
    ) {
      throw badRequest({ field: 'state', reason: INVALID_STATE_REASON });
    }
    await dropSsoTransaction({ cache: app.cache, state });
    const finish = ({
      outcome,
      data = null,
    }: {
      outcome: SsoOutcome;
      data?: Awaited<ReturnType<typeof app.auth.startSession>>;
    }) => ({
      ...ssoOutcomeResult({ outcome, locale }),
      data,
      redirect: transaction.redirect,
      state: transaction.clientState,
    });
    if (params.error || !params.code) {
      request.log.info(
        { error: params.error, description: params.error_description },
        'SSO sign-in not completed at the IdP',
      );
      return finish({ outcome: params.error === 'access_denied' ? 'cancelled' : 'failed' });
    }
    let identity;
    try {
      identity = await exchange({ sso, params: { ...params, code: params.code, state }, transaction });
    } catch (error) {
      request.log.warn({ err: error }, 'SSO code exchange failed');
      return finish({ outcome: 'failed' });
    }
    const match = await matchSsoIdentity({ db: app.db, rootId: request.tenant.rootId, ...identity });
    if (match.outcome !== 'ok') {
      request.log.info({ subject: identity.subject, outcome: match.outcome }, 'SSO identity refused');
      return finish({ outcome: match.outcome });
    }
    if (request.session) await app.sessionStore.revoke({ tokenHashes: [request.session.tokenHash] });
    const user = await app.auth.startSession({ request, reply, userId: match.userId });
    return finish({ outcome: 'ok', data: user });
  };

  /** Signs out here and answers the IdP's end-session URL (the IdP then sends the browser back). */
  const logout = async ({ request, reply }: { request: FastifyRequest; reply: FastifyReply }) => {
    const sso = requireSso(request);
    await app.auth.logout({ request, reply });
    const config = await configOf({ request, sso });
    const url = oidc.buildEndSessionUrl(config, {
      client_id: sso.clientId,
      post_logout_redirect_uri: `${originOf(request)}${SSO_POST_LOGOUT_PATH}`,
    });
    return { data: url.href };
  };

  return { encState, authorize, complete, logout };
};

export type SsoService = ReturnType<typeof createSsoService>;
