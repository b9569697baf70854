import { describe, expect, it } from 'vitest';
import { firstScreenModules } from '../../scripts/build/first-screen-modules';

/** A module graph as the build's plugin context shows it: id -> statically imported ids. */
const GRAPH: Record<string, string[]> = {
  '/app/src/client/app/shell/signed-in-layout.tsx': ['/app/src/client/app/shell/app-shell.tsx'],
  '/app/src/client/app/shell/app-shell.tsx': [
    '/app/src/client/engine/menu/menu-renderer.tsx',
    '/app/node_modules/@fluentui/react-components/lib/index.js',
  ],
  '/app/src/client/engine/menu/menu-renderer.tsx': ['\0vite/preload-helper'],
  '/app/src/client/pages/home-page.tsx': ['/app/src/client/engine/use-source.ts'],
  '/app/src/client/engine/use-source.ts': [],
  '/app/src/client/engine/form/schema-form-impl.tsx': ['/app/src/client/engine/use-source.ts'],
  '/app/node_modules/@fluentui/react-components/lib/index.js': [],
  '\0vite/preload-helper': [],
};

const contextOf = (graph: Record<string, string[]>, errors: string[]) => ({
  getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
  getModuleInfo: (id: string) => ({ importedIds: graph[id] ?? [] }),
  error: (message: string) => {
    errors.push(message);
    throw new Error(message);
  },
});

const runBuildEnd = (roots: string[], errors: string[] = [], forbidden: string[] = []) => {
  const found = firstScreenModules({ roots, forbidden });
  const buildEnd = found.plugin.buildEnd as unknown as (this: ReturnType<typeof contextOf>) => void;
  buildEnd.call(contextOf(GRAPH, errors));
  return found;
};

describe('firstScreenModules (the build groups what the first signed-in screens run)', () => {
  it('holds our modules the roots import, directly or not, and nothing else', () => {
    const found = runBuildEnd([
      'src/client/app/shell/signed-in-layout.tsx',
      'src/client/pages/home-page.tsx',
    ]);
    expect(found.has('/app/src/client/app/shell/signed-in-layout.tsx')).toBe(true);
    expect(found.has('/app/src/client/engine/menu/menu-renderer.tsx')).toBe(true);
    expect(found.has('/app/src/client/engine/use-source.ts')).toBe(true);
    // A form module no root imports, Fluent (grouped by its own rule) and virtual modules stay out.
    expect(found.has('/app/src/client/engine/form/schema-form-impl.tsx')).toBe(false);
    expect(found.has('/app/node_modules/@fluentui/react-components/lib/index.js')).toBe(false);
    expect(found.has('\0vite/preload-helper')).toBe(false);
  });

  it('fails the build when a root has moved, instead of silently grouping nothing', () => {
    const errors: string[] = [];
    expect(() => runBuildEnd(['src/client/pages/moved-home-page.tsx'], errors)).toThrow();
    expect(errors[0]).toContain('found 0 of the roots');
  });

  it('fails the build when a first-screen module imports a barred barrel, naming the importer', () => {
    const errors: string[] = [];
    expect(() =>
      runBuildEnd(['src/client/pages/home-page.tsx'], errors, ['src/client/engine/use-source.ts']),
    ).toThrow();
    expect(errors[0]).toContain(
      '/app/src/client/pages/home-page.tsx imports src/client/engine/use-source.ts',
    );
    // A barred module no root reaches is no error.
    expect(() =>
      runBuildEnd(['src/client/app/shell/signed-in-layout.tsx'], [], ['src/client/engine/use-source.ts']),
    ).not.toThrow();
  });
});
