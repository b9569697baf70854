import * as oidc from 'openid-client';
import type { FastifyBaseLogger } from 'fastify';

/** The server-side SSO settings of a tenant (institution config `sso`). */
export type SsoSettings = {
  enabled: boolean;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string[];
};

/** Seconds an identity-provider call may take before it is abandoned. */
const IDP_TIMEOUT_SECONDS = 10;

const LOOPBACK = /^(localhost|.*\.localhost|127(\.\d+){3}|\[::1\])$/i;

/**
 * openid-client configurations (discovered issuer metadata + client credentials), one per
 * issuer and client, discovered on first use and kept; a failed discovery is retried on the
 * next request instead of being cached.
 */
export const createSsoClientConfigs = ({ log }: { log: FastifyBaseLogger }) => {
  const configs = new Map<string, Promise<oidc.Configuration>>();

  const discover = async (sso: SsoSettings) => {
    const issuer = new URL(sso.issuer);
    const isHttp = issuer.protocol === 'http:';
    // An http issuer is an explicit choice in the tenant config (the local IdP); say so when it
    // is not on this machine, since tokens then travel in clear text.
    if (isHttp && !LOOPBACK.test(issuer.hostname))
      log.warn({ issuer: sso.issuer }, 'SSO issuer uses plain http');
    return oidc.discovery(issuer, sso.clientId, undefined, oidc.ClientSecretBasic(sso.clientSecret), {
      execute: isHttp ? [oidc.allowInsecureRequests] : [],
      timeout: IDP_TIMEOUT_SECONDS,
    });
  };

  /** The configuration of a tenant's identity provider (throws when it cannot be reached). */
  const configFor = (sso: SsoSettings) => {
    const key = `${sso.issuer}\n${sso.clientId}\n${sso.clientSecret}`;
    let config = configs.get(key);
    if (!config) {
      config = discover(sso);
      configs.set(key, config);
      config.catch(() => configs.delete(key));
    }
    return config;
  };

  return { configFor };
};

export type SsoClientConfigs = ReturnType<typeof createSsoClientConfigs>;
