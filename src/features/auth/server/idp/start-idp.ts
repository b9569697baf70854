import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createIdp } from './create-idp';
import type { IdpOptions } from './create-idp';

/** Options of a listening IdP; `issuer` defaults to http://<host or localhost>:<port>. */
export type StartIdpOptions = Omit<IdpOptions, 'issuer'> & { port: number; host?: string; issuer?: string };

/**
 * Starts the local IdP on a port (0 = any free port, as tests do) and answers its issuer.
 * The issuer must be known before the provider is built, so the server listens first. Without
 * `host` it listens on every interface (IPv4 and IPv6, so `localhost` works either way).
 */
export const startIdp = async ({ port, host, issuer, ...options }: StartIdpOptions) => {
  let handle: ReturnType<typeof createIdp>['handle'] | null = null;
  const server = createServer((req, res) => {
    if (handle) handle(req, res);
    else res.writeHead(503).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const actualPort = (server.address() as AddressInfo).port;
  const hostName = !host ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const idp = createIdp({ ...options, issuer: issuer ?? `http://${hostName}:${actualPort}` });
  handle = idp.handle;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { ...idp, issuer: idp.provider.issuer, port: actualPort, close };
};

export type RunningIdp = Awaited<ReturnType<typeof startIdp>>;
