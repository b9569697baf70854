import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadRoutes } from '../../../src/client/app/create-app-routes';
import { registerSource, unregisterSource } from '../../../src/client/engine';
import { createPageRegistry } from '../../../src/client/app/page-registry';
import { authUserFixture, clientConfigFixture } from './fixtures';

function Page() {
  return null;
}

/** A registry of two component pages whose importers record being called. */
function spyRegistry() {
  const importers = {
    draft: vi.fn(async () => ({ default: Page })),
    other: vi.fn(async () => ({ default: Page })),
  };
  const registry = createPageRegistry({
    routeFiles: {
      '/test/routes.tsx': [
        { path: '/draft', component: importers.draft, prefetch: [{ name: 'test.draftData', params: {} }] },
        { path: '/other', component: importers.other },
      ],
    },
  });
  const base = clientConfigFixture();
  const config = {
    ...base,
    pages: {
      ...base.pages,
      '/draft': { kind: 'component' as const, component: 'draft', titleId: 'menu.home' },
      '/other': { kind: 'component' as const, component: 'other', titleId: 'menu.home' },
    },
  };
  return { importers, registry, config };
}

afterEach(() => unregisterSource('test.draftData'));

describe('preloadRoutes', () => {
  it("starts loading the matched page's code, and only that page's", async () => {
    const { importers, registry, config } = spyRegistry();
    preloadRoutes({ config, pathname: '/draft', registry });
    await vi.waitFor(() => expect(importers.draft).toHaveBeenCalledTimes(1));
    expect(importers.other).not.toHaveBeenCalled();
  });

  it("starts the matched page's first source reads with its code", async () => {
    const { registry, config } = spyRegistry();
    const fetch = vi.fn(async () => 'draft data');
    registerSource({ name: 'test.draftData', key: () => 'draft', fetch });
    const user = async () => authUserFixture();
    preloadRoutes({ config, pathname: '/other', registry, user });
    preloadRoutes({ config, pathname: '/draft', registry, user });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  });

  it.each([
    ['signed out', async () => null],
    ['a teacher, on a student page', async () => authUserFixture({ studentId: -1, teacherId: 7 })],
    ['staff, on a student page', async () => authUserFixture({ studentId: -1, teacherId: -1, level: 5 })],
    [
      'a session that cannot be read',
      async () => {
        throw new Error('offline');
      },
    ],
  ])("starts no source read for a page that is not the user's: %s", async (_who, user) => {
    const { importers, registry, config } = spyRegistry();
    const fetch = vi.fn(async () => 'draft data');
    registerSource({ name: 'test.draftData', key: () => 'draft', fetch });
    preloadRoutes({ config, pathname: '/draft', registry, user });
    // The page's code still loads: the route shows the sign-in or the user's own area from it.
    await vi.waitFor(() => expect(importers.draft).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('loads no config page for a public or unknown path', async () => {
    const { importers, registry, config } = spyRegistry();
    preloadRoutes({ config, pathname: '/login', registry });
    expect(() => preloadRoutes({ config, pathname: '/no/such/page', registry })).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(importers.draft).not.toHaveBeenCalled();
    expect(importers.other).not.toHaveBeenCalled();
  });
});
