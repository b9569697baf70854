/**
 * Stands in for `fast-uri` in the browser (vite.config.ts and vitest alias): rjsf's utils use only
 * its `resolve` and `equal`, to make `$ref`s absolute against `$id` and to find an embedded `$id`.
 * The browser's URL parser does both, which keeps ~8 KB gzip of RFC 3986 code out of every form
 * page. A relative base (rjsf passes '#' for a schema without `$id`) stays relative.
 */
const PLACEHOLDER_ORIGIN = 'http://relative.invalid/';

/** An absolute URL for `uri`, read against a placeholder origin when `uri` is relative. */
const toUrl = (uri: string): { url: URL; isRelative: boolean } => {
  try {
    return { url: new URL(uri), isRelative: false };
  } catch {
    return { url: new URL(uri, PLACEHOLDER_ORIGIN), isRelative: true };
  }
};

const serialize = (url: URL, isRelative: boolean): string =>
  isRelative && url.href.startsWith(PLACEHOLDER_ORIGIN)
    ? url.href.slice(PLACEHOLDER_ORIGIN.length)
    : url.href;

/** `relative` resolved against `base` (RFC 3986 §5.2), normalized as WHATWG URL does. */
export function resolve(base: string | undefined, relative: string): string {
  const { url: baseUrl, isRelative } = toUrl(base ?? '');
  try {
    return serialize(new URL(relative), false);
  } catch {
    return serialize(new URL(relative, baseUrl), isRelative);
  }
}

/** True when both URIs name the same resource once normalized (scheme and host case, dot segments). */
export function equal(first: string, second: string): boolean {
  const a = toUrl(first);
  const b = toUrl(second);
  return serialize(a.url, a.isRelative) === serialize(b.url, b.isRelative);
}

const uriResolver = { resolve, equal };

export default uriResolver;
