import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toClientConfig } from '../../../config/index';
import { forbidden, notFound } from '../../../server/http-errors';
import { listOf } from '../../../server/list-schema';
import { precompressJson, sendPrecompressedJson } from '../../../server/precompressed-json';
import type { PrecompressedJson } from '../../../server/precompressed-json';
import articleRoutes from './article-routes';
import helpRoutes from './help-routes';
import notificationRoutes from './notification-routes';
import { listWebSettings } from './web-setting-service';

const WEB_SETTING = { $ref: 'https://schemas.unigate.vn/entities/web-setting.json#' };
const tags = ['site'];

/**
 * SPEC §7 Help and site: web setting, menu items, web settings by root; plus the client config.
 * Help topics, news/events/honors and notifications live in their own route files.
 */
export default async function contentRoutes(app: FastifyInstance) {
  await app.register(helpRoutes);
  await app.register(articleRoutes);
  await app.register(notificationRoutes);

  const clientConfigOf = (request: FastifyRequest) =>
    toClientConfig({
      config: app.appConfig,
      institution: request.tenant,
      flags: {
        maintenance: app.settings.maintenanceMode,
        testMode: app.settings.testMode,
        legacySurvey: app.settings.legacySurvey,
        parentNewsCategory: app.settings.parentNewsCategory,
        ssoDisabled: app.settings.ssoDisabled,
      },
    });
  // Built once per tenant, with its compressed answer: every page load asks for it.
  const cache = new Map<string, { config: ReturnType<typeof clientConfigOf>; answer: PrecompressedJson }>();
  const cachedClientConfig = (request: FastifyRequest) => {
    const hit = cache.get(request.tenant.code);
    if (hit) return hit;
    const config = clientConfigOf(request);
    const built = { config, answer: precompressJson(config) };
    cache.set(request.tenant.code, built);
    return built;
  };

  app.get(
    '/api/v1/web-configs/client-config',
    { schema: { tags, summary: "The tenant's browser configuration (no secrets)" } },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return sendPrecompressedJson({ request, reply, answer: cachedClientConfig(request).answer });
    },
  );

  app.get(
    '/api/v1/web-configs/web-setting',
    {
      schema: {
        tags,
        summary: "The tenant's web setting",
        response: { 200: { type: 'object', properties: { data: WEB_SETTING } } },
      },
    },
    async (request) => {
      const [setting] = await listWebSettings({ db: app.db, rootId: request.tenant.rootId });
      if (!setting) throw notFound();
      return { data: setting };
    },
  );

  app.get<{ Querystring: { menu: 'student' | 'business' | 'lab' } }>(
    '/api/v1/web-configs/menu-items',
    {
      schema: {
        tags,
        summary: "The tenant's menu (module-filtered)",
        querystring: {
          type: 'object',
          properties: { menu: { type: 'string', enum: ['student', 'business', 'lab'], default: 'student' } },
          additionalProperties: false,
        },
      },
    },
    async (request) => ({ data: cachedClientConfig(request).config.menus[request.query.menu] }),
  );

  app.post<{ Body: { rootId: number } }>(
    '/api/v1/web-settings/query-by-root',
    {
      schema: {
        tags,
        summary: 'Web settings of a root (only the tenant’s own root)',
        body: {
          type: 'object',
          properties: { rootId: { type: 'integer' } },
          required: ['rootId'],
          additionalProperties: false,
        },
        response: {
          200: listOf(WEB_SETTING),
        },
      },
    },
    async (request) => {
      if (request.body.rootId !== request.tenant.rootId) throw forbidden();
      const data = await listWebSettings({ db: app.db, rootId: request.body.rootId });
      return { data, total: data.length };
    },
  );
}
