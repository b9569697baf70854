import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAppConfig } from '../../src/config/index';
import { serveClient } from '../../src/server/plugins/serve-client';
import { registerTenant } from '../../src/server/plugins/tenant';
import { readSettings } from '../../src/server/settings';

/** A build of the client in a temporary folder: the real index.html template and one hashed asset. */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'unigate-dist-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    readFileSync(new URL('../../src/client/index.html', import.meta.url), 'utf8'),
  );
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'export {};\n');
  return dir;
}

describe('serving the student app', () => {
  let app: FastifyInstance;
  let distDir: string;
  beforeAll(async () => {
    distDir = fakeBuild();
    app = Fastify();
    app.decorate('settings', readSettings({}));
    app.decorate('appConfig', loadAppConfig({ rootDir: fileURLToPath(new URL('../..', import.meta.url)) }));
    registerTenant(app);
    await serveClient(app, { distDir });
  });
  afterAll(async () => {
    await app.close();
    rmSync(distDir, { recursive: true, force: true });
  });
  const get = (url: string) => app.inject({ url, headers: { host: 'hust.localhost' } });

  it('never lets the browser store the page, so Back after a sign-out cannot bring it back', async () => {
    for (const url of ['/students/', '/students', '/students/tuition', '/students/index.html']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type'], url).toContain('text/html');
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('keeps the hashed assets cached for a year', async () => {
    const answer = await get('/students/assets/index-abc123.js');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
