import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerOpenapiDocs } from '../../src/server/plugins/openapi-docs';
import { printWelcome } from '../../src/server/print-welcome';
import type { Settings } from '../../src/server/settings';

/** A bare app with only the docs plugin and one route: no database needed. */
const appWithDocs = async ({ apiDocs }: { apiDocs: boolean }) => {
  const app = Fastify();
  app.decorate('settings', { apiDocs } as Settings);
  await registerOpenapiDocs(app);
  app.get('/api/ping', { schema: { tags: ['ops'], summary: 'ping' } }, async () => ({ ok: true }));
  await app.ready();
  return app;
};

describe('/api/docs is served only when the settings say so', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  it('serves the page and the document when apiDocs is on', async () => {
    app = await appWithDocs({ apiDocs: true });
    expect((await app.inject('/api/docs/')).statusCode).toBe(200);
    const document = await app.inject('/api/docs/json');
    expect(document.statusCode).toBe(200);
    expect(Object.keys(document.json().paths)).toContain('/api/ping');
  });

  it('answers 404 for the page, the document and the UI files when apiDocs is off', async () => {
    app = await appWithDocs({ apiDocs: false });
    for (const url of [
      '/api/docs',
      '/api/docs/',
      '/api/docs/json',
      '/api/docs/yaml',
      '/api/docs/static/index.html',
    ])
      expect((await app.inject(url)).statusCode, url).toBe(404);
    // The document is still built in the process (tests and tools read app.swagger()).
    expect(Object.keys(app.swagger().paths ?? {})).toContain('/api/ping');
  });
});

describe('printWelcome', () => {
  const printed = ({ apiDocs }: { apiDocs: boolean }) => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const app = {
      settings: {
        port: 3000,
        apiDocs,
        pgliteDir: './data/pglite',
        mailOutboxDir: './data/outbox',
        canViewOutbox: true,
      },
      appConfig: { institutions: [] },
      dbKind: 'pglite',
      mailer: { kind: 'outbox' },
    } as unknown as FastifyInstance;
    printWelcome({ app });
    const text = log.mock.calls.map((call) => String(call[0])).join('\n');
    log.mockRestore();
    return text;
  };

  it('prints the API docs line only when the docs are served', () => {
    expect(printed({ apiDocs: true })).toContain('http://localhost:3000/api/docs');
    expect(printed({ apiDocs: false })).not.toContain('/api/docs');
  });
});
