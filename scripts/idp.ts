import { fileURLToPath } from 'node:url';
import { ConfigError, loadAppConfig } from '../src/config/index';
import { IDP_DEMO_PASSWORD } from '../src/features/auth/server/idp/idp-accounts';
import { startIdp } from '../src/features/auth/server/idp/start-idp';
import { SSO_CALLBACK_PATH } from '../src/features/auth/server/sso-paths';

/**
 * `npm run idp`: the local OpenID Connect provider for SSO development (DESIGN §6).
 * Clients come from institutions/*.json (`sso.clientId` / `sso.clientSecret`), so the portal and
 * the IdP always agree. Environment: IDP_PORT (4000), IDP_ISSUER (http://localhost:$IDP_PORT),
 * IDP_HOST (every interface), IDP_COOKIE_KEYS (comma-separated; random otherwise), PORT (the
 * portal's port in the registered redirect URIs, 3000).
 */
const readPort = (name: string, fallback: number) => {
  const raw = process.env[name];
  const value = raw ? Number(raw) : fallback;
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    console.error(`${name} must be a port number (0-65535), got "${raw}"`);
    process.exit(1);
  }
  return value;
};

const port = readPort('IDP_PORT', 4000);
const appPort = readPort('PORT', 3000);
const readConfig = () => {
  try {
    return loadAppConfig({ rootDir: fileURLToPath(new URL('..', import.meta.url)) });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
};
const appConfig = readConfig();
const idp = await startIdp({
  port,
  host: process.env.IDP_HOST || undefined,
  issuer: process.env.IDP_ISSUER || `http://localhost:${port}`,
  tenants: appConfig.institutions,
  appPort,
  cookieKeys: process.env.IDP_COOKIE_KEYS ? process.env.IDP_COOKIE_KEYS.split(',') : undefined,
});

console.log(
  `Local IdP (OpenID Connect) at ${idp.issuer}  discovery: ${idp.issuer}/.well-known/openid-configuration`,
);
for (const { tenant, metadata } of idp.clients) {
  const mismatch =
    tenant.sso.issuer !== idp.issuer
      ? `  (institutions/${tenant.code}.json has issuer "${tenant.sso.issuer}")`
      : '';
  console.log(
    `  ${tenant.code.padEnd(8)} client ${metadata.client_id}  return to http(s)://{${tenant.hosts.join(',')}}[:port]${SSO_CALLBACK_PATH}${mismatch}`,
  );
}
console.log(
  `Accounts in each tenant above: ${idp.directory.studentCodes.join(', ')}  password ${IDP_DEMO_PASSWORD}`,
);
console.log('(19990001 exists only at the IdP: signing in with it shows the "no portal account" answer.)');

const stop = async () => {
  await idp.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
