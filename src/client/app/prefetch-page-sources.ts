import type { SourceCall } from '../engine/prefetch-source';

/**
 * Starts a page's first source reads while its code downloads (the sources register with the
 * features' source files, which the signed-in layout loads too). Nothing here can fail the page:
 * a read that cannot start, or fails, is made again by the page itself.
 */
export async function prefetchPageSources(calls: readonly SourceCall[]): Promise<void> {
  try {
    const [{ prefetchSource }] = await Promise.all([
      import('../engine/prefetch-source'),
      import('./load-feature-sources'),
    ]);
    for (const call of calls) {
      try {
        prefetchSource(call);
      } catch {
        // An unknown source name: the page's own read reports it.
      }
    }
  } catch {
    // The code did not download (flaky network): the page loads it, and its data, itself.
  }
}
