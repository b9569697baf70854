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
  // The build's manifest: the entry, the signed-in layout and home, sharing a UI chunk.
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_runtime.js'] },
      '_runtime.js': { file: 'assets/runtime-1.js' },
      'app/shell/signed-in-layout.tsx': {
        file: 'assets/signed-in-layout-2.js',
        imports: ['_ui.js', '_runtime.js'],
      },
      '_ui.js': { file: 'assets/ui-3.js' },
      'pages/home-page.tsx': { file: 'assets/home-page-4.js', imports: ['_ui.js'] },
      'pages/login-page.tsx': { file: 'assets/login-page-5.js' },
    }),
  );
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

  it("preloads a signed-in page's layout and UI chunk, home's page too, and nothing on the sign-in pages", async () => {
    const preloads = async (url: string) =>
      [...(await get(url)).body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)]
        .map((match) => match[1])
        .filter((href) => !href.includes('runtime'));
    const layout = ['/students/assets/signed-in-layout-2.js', '/students/assets/ui-3.js'];
    expect(await preloads('/students/')).toEqual([...layout, '/students/assets/home-page-4.js']);
    expect(await preloads('/students/learn/timetable?week=3')).toEqual(layout);
    for (const url of ['/students/login', '/students/forgot-password', '/students/reset-password'])
      expect(await preloads(url), url).toEqual([]);
    // What the entry imports is not named twice.
    expect((await get('/students/tuition')).body).not.toContain('href="/students/assets/runtime-1.js"');
  });

  it('keeps the hashed assets cached for a year', async () => {
    const answer = await get('/students/assets/index-abc123.js');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
