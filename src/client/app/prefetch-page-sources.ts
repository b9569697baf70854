import type { SourceCall } from '../engine/prefetch-source';
import { trackPageRead } from '../engine/secondary-gate';

/** Each feature's reads that routes start early, loaded on its own (see load-feature-sources.ts). */
const prefetchSourceFiles = import.meta.glob<unknown>('../../features/*/client/prefetch-sources.ts');

/**
 * The files registering these calls' sources: a source is named after its feature
 * ('dashboard.summary' in features/dashboard), and a read a route starts early is registered in
 * its feature's `prefetch-sources.ts`, a small file the build keeps in a chunk that waits for no
 * UI code (vite.config.ts). A call of a feature without one waits for every feature's sources.
 */
function loadSourceFiles(calls: readonly SourceCall[]): Promise<unknown> {
  const features = new Set(calls.map((call) => call.name.split('.')[0]));
  const loaders = [...features].map(
    (feature) => prefetchSourceFiles[`../../features/${feature}/client/prefetch-sources.ts`],
  );
  if (loaders.some((load) => !load)) return import('./load-feature-sources');
  return Promise.all(loaders.map((load) => load?.()));
}

/**
 * Starts a page's first source reads while its code downloads, once `isWanted` says they are to
 * be made (the session's user may open the page). Nothing here can fail the page: a read that
 * cannot start, or fails, is made again by the page itself. Secondary reads (menu badges) wait
 * from now on, the wait for `isWanted` included, not only once these reads are sent.
 */
export function prefetchPageSources({
  calls,
  isWanted = Promise.resolve(true),
}: {
  calls: readonly SourceCall[];
  isWanted?: Promise<boolean>;
}): Promise<void> {
  return trackPageRead(isWanted.then((wanted) => (wanted ? startReads(calls) : undefined)));
}

async function startReads(calls: readonly SourceCall[]): Promise<void> {
  try {
    const [{ prefetchSource }] = await Promise.all([
      import('../engine/prefetch-source'),
      loadSourceFiles(calls),
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
