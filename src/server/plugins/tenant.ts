import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Institution } from '../../config/index';

/** Finds the tenant by Host (without port), falling back to the configured default institution. */
export const resolveTenant = ({
  app,
  host,
}: {
  app: FastifyInstance;
  host: string | undefined;
}): Institution => {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  const byHost = app.appConfig.byHost.get(name);
  if (byHost) return byHost;
  const fallback = app.appConfig.byCode.get(app.settings.defaultInstitution);
  if (!fallback)
    throw new Error(
      `UNIGATE_INSTITUTION "${app.settings.defaultInstitution}" is not a configured institution`,
    );
  return fallback;
};

/** Attaches `request.tenant` to every request. */
export const registerTenant = (app: FastifyInstance) => {
  const fallback = resolveTenant({ app, host: undefined });
  app.decorateRequest('tenant', null as unknown as Institution);
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    const name = (request.headers.host ?? '').toLowerCase().replace(/:\d+$/, '');
    request.tenant = app.appConfig.byHost.get(name) ?? fallback;
    done();
  });
};
