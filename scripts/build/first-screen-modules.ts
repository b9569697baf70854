import type { Plugin } from 'vite';

/** Our modules the first signed-in screens run, found by the build (see `firstScreenModules`). */
export interface FirstScreenModules {
  plugin: Plugin;
  /** True for a module of ours that one of the roots imports, directly or not, statically. */
  has: (id: string) => boolean;
}

/**
 * Collects, once the module graph is complete, every module of ours (not node_modules) that the
 * given roots import statically, so a chunk group can hold exactly what the first screens need and
 * leave the rest of the shared code (forms, lists, dialogs) to the pages that use it. The chunk
 * groups' `test` runs after the graph is built, so it can read the set.
 */
export function firstScreenModules({
  roots,
  forbidden = [],
}: {
  roots: readonly string[];
  /**
   * Modules the first screens must not import (barrels that bring everything they re-export):
   * the build fails naming the module that imports one.
   */
  forbidden?: readonly string[];
}): FirstScreenModules {
  const ids = new Set<string>();
  const plugin: Plugin = {
    name: 'unigate:first-screen-modules',
    apply: 'build',
    buildEnd() {
      ids.clear();
      const normalise = (id: string) => id.replaceAll('\\', '/');
      const stack = [...this.getModuleIds()].filter((id) =>
        roots.some((root) => normalise(id).endsWith(root)),
      );
      if (stack.length !== roots.length) {
        this.error(`first-screen-modules: found ${stack.length} of the roots ${roots.join(', ')}`);
      }
      while (stack.length > 0) {
        const id = stack.pop() as string;
        if (ids.has(id)) continue;
        ids.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) {
          if (next.includes('node_modules') || next.startsWith('\0')) continue;
          const barred = forbidden.find((path) => normalise(next).endsWith(path));
          if (barred) {
            this.error(
              `first-screen-modules: ${id} imports ${barred}, which brings everything it re-exports into the first screens; import the file that defines what it uses`,
            );
          }
          stack.push(next);
        }
      }
    },
  };
  return { plugin, has: (id) => ids.has(id) };
}
