const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** Trims a prefix to '' or '/segment...' without a trailing slash. */
function normalizePrefix(prefix: string): string {
  const trimmed = prefix.trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '' : `/${trimmed}`;
}

/**
 * Prepends `prefix` (e.g. '/students') to a relative path: 'learn' and '/learn' both give
 * '/students/learn'. Absolute links (any scheme: http(s):, mailto:, ...), protocol-relative
 * links ('//cdn...') and fragments ('#top') are returned unchanged. Repeated slashes in the
 * path are collapsed, and a path already under the prefix is not prefixed twice.
 */
export function withPathPrefix({ prefix, path }: { prefix: string; path: string }): string {
  if (HAS_SCHEME.test(path) || path.startsWith('//') || path.startsWith('#')) return path;
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const rest = cut === -1 ? '' : path.slice(cut);
  const cleaned = `/${pathname}`.replace(/\/{2,}/g, '/');
  const base = normalizePrefix(prefix);
  if (base === '' || cleaned === base || cleaned.startsWith(`${base}/`)) return cleaned + rest;
  return (cleaned === '/' ? `${base}/` : base + cleaned) + rest;
}
