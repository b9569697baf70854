/**
 * Runs every feature's `client/sources.ts` and `client/prefetch-sources.ts` (each registers its
 * named sources and mutations with the engine), so config pages, menu badges and forms find them
 * by name. Imported by the signed-in layout: the registrations load with the engine, not with the
 * login page. A prefetch-sources file holds the reads a route starts while its page's code
 * downloads (app/prefetch-page-sources.ts).
 */
export const featureSourceFiles: Readonly<Record<string, unknown>> = import.meta.glob(
  ['../../features/*/client/sources.ts', '../../features/*/client/prefetch-sources.ts'],
  { eager: true },
);
