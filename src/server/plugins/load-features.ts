import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

const featuresDir = fileURLToPath(new URL('../../features', import.meta.url));

/** Files named `file` under src/features/<domain>/server/, in domain order. */
export const featureFiles = (file: string) =>
  readdirSync(featuresDir)
    .sort()
    .map((domain) => path.join(featuresDir, domain, 'server', file))
    .filter((candidate) => existsSync(candidate));

/**
 * Registers every feature: first each `server/plugin.ts` (app-wide hooks and decorators, e.g.
 * the session), then each `server/routes.ts` (default export: an async Fastify plugin).
 */
export const loadFeatures = async (app: FastifyInstance) => {
  for (const kind of ['plugin.ts', 'routes.ts']) {
    for (const file of featureFiles(kind)) {
      const mod = (await import(pathToFileURL(file).href)) as { default?: FastifyPluginAsync };
      if (typeof mod.default !== 'function') throw new Error(`${file} must default-export a Fastify plugin`);
      await app.register(mod.default);
    }
  }
};
