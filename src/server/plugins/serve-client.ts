import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { tenantIndexHtml } from './tenant-index-html';

const builtClientDir = fileURLToPath(new URL('../../../dist/client', import.meta.url));

/**
 * Cache-Control of the HTML document: never stored. A stored (or back-forward cached) page would
 * come back on Back after a sign-out with the previous user's data in it; `no-store` also keeps
 * the browser from putting the page in its back-forward cache. The document is small and the
 * hashed assets it names stay cached for a year.
 */
export const INDEX_HTML_CACHE_CONTROL = 'no-store';

/**
 * Serves the built SPA under /students with pre-compressed assets (DESIGN §8) and an
 * index.html fallback for client routes, written once per tenant (its language, name and logo:
 * tenant-index-html.ts). Missing build = a clear message, not a crash. `distDir` (the build) is
 * injected in tests.
 */
export const serveClient = async (
  app: FastifyInstance,
  { distDir = builtClientDir }: { distDir?: string } = {},
) => {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn('dist/client is missing: run `npm run build` to serve the portal UI');
    app.get('/students/*', async (_request, reply) =>
      reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('Giao diện chưa được build. Chạy `npm run build`. / The UI is not built: run `npm run build`.'),
    );
    return;
  }
  const template = readFileSync(indexFile, 'utf8');
  const indexHtml = new Map(
    [...app.appConfig.byCode.values()].map((tenant) => [tenant.code, tenantIndexHtml({ template, tenant })]),
  );
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/students/',
    preCompressed: true,
    wildcard: false,
    index: false,
    setHeaders: (reply, file) => {
      if (file.includes(`${path.sep}assets${path.sep}`))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      else if (/\.html(\.(gz|br))?$/.test(file)) reply.header('cache-control', INDEX_HTML_CACHE_CONTROL);
    },
  });
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', INDEX_HTML_CACHE_CONTROL)
      .send(indexHtml.get(request.tenant.code));
  app.get('/', async (_request, reply) => reply.redirect('/students/'));
  app.get('/students', sendIndex);
  app.get('/students/', sendIndex);
  app.get('/students/*', async (request, reply) => {
    const url = request.url.split('?')[0];
    if (/\.[a-z0-9]{2,5}$/i.test(url))
      return reply.status(404).send({ statusCode: 404, message: 'Not found' });
    return sendIndex(request, reply);
  });
  for (const base of ['/business', '/business/*', '/lab/*']) app.get(base, sendIndex);
};
