/**
 * The catalogues that load with their pages instead of with the app: one per feature folder
 * (`src/features/<folder>/client/**\/messages.<lang>.json`), named by the prefixes of their
 * message ids. The rest (shell, engine, home, menus, page titles' own files, sign-in) is the core
 * catalogue every page gets. The globs of catalog-vi.ts, catalog-en.ts and domain-catalogs.ts
 * list the same folders (a test holds them and the files' ids to this table).
 */
export const LAZY_CATALOGUE_PREFIXES: Readonly<Record<string, string>> = Object.freeze({
  awards: 'awards',
  learn: 'learn',
  payments: 'payments',
  plagiarism: 'plagiarism',
  project: 'projects',
  teacher: 'projects',
});

/** The feature folders whose catalogues load with their pages. */
export const LAZY_CATALOGUE_DOMAINS: readonly string[] = [
  ...new Set(Object.values(LAZY_CATALOGUE_PREFIXES)),
].sort();

/** The feature folder a source path lies in (`src/features/<folder>/…`), or null. */
export const featureFolderOf = (file: string): string | null =>
  /[\\/]features[\\/]([^\\/]+)[\\/]/.exec(file)?.[1] ?? null;

/** The lazily loaded catalogue of the code in file `file` (its feature folder's), or null. */
export function catalogueDomainOfFile(file: string): string | null {
  const folder = featureFolderOf(file);
  return folder && LAZY_CATALOGUE_DOMAINS.includes(folder) ? folder : null;
}

/** The lazily loaded catalogue holding message `id`, or null when the core one does. */
export function catalogueDomainOf(id: string): string | null {
  const prefix = id.slice(0, id.indexOf('.'));
  return Object.hasOwn(LAZY_CATALOGUE_PREFIXES, prefix) ? LAZY_CATALOGUE_PREFIXES[prefix] : null;
}

/**
 * The lazily loaded catalogues a piece of config names: every string in it that is a message id of
 * one (a page's title, a list's column labels). Other strings name none.
 */
export function catalogueDomainsIn(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    const domain = /^[a-z]+\.[A-Za-z0-9.]+$/.test(value) ? catalogueDomainOf(value) : null;
    if (domain) found.add(domain);
  } else if (Array.isArray(value)) {
    for (const item of value) catalogueDomainsIn(item, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) catalogueDomainsIn(item, found);
  }
  return found;
}
