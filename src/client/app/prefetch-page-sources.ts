import type { SourceCall } from '../engine/prefetch-source';
import { trackPageRead } from '../engine/secondary-gate';

/** Each feature's source file, loaded on its own (the signed-in layout loads them all). */
const featureSourceFiles = import.meta.glob<unknown>('../../features/*/client/sources.ts');
/** A feature's sources that pages read first, where its source file is larger (it imports them). */
const featurePrefetchFiles = import.meta.glob<unknown>('../../features/*/client/prefetch-sources.ts');

/**
 * The source files registering these calls' sources: a source is named after its feature
 * ('dashboard.summary' in features/dashboard), so a page's first reads wait for that one small
 * file (its `prefetch-sources.ts` where it has one) instead of every feature's and the UI kit
 * they share. A name that follows no feature falls back to all of them. A prefetched source must
 * be registered by the file loaded here, or the page reads it itself once its code has run.
 */
function loadSourceFiles(calls: readonly SourceCall[]): Promise<unknown> {
  const features = new Set(calls.map((call) => call.name.split('.')[0]));
  const loaders = [...features].map(
    (feature) =>
      featurePrefetchFiles[`../../features/${feature}/client/prefetch-sources.ts`] ??
      featureSourceFiles[`../../features/${feature}/client/sources.ts`],
  );
  if (loaders.some((load) => !load)) return import('./load-feature-sources');
  return Promise.all(loaders.map((load) => load?.()));
}

/**
 * Starts a page's first source reads while its code downloads. Nothing here can fail the page:
 * a read that cannot start, or fails, is made again by the page itself. Secondary reads (menu
 * badges) wait from now on, not only once these reads are sent.
 */
export function prefetchPageSources(calls: readonly SourceCall[]): Promise<void> {
  return trackPageRead(startReads(calls));
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
