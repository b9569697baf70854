/** Cookie helpers for the few non-httpOnly cookies the browser code owns (redirect, SSO state). */

/** The value of a cookie, or null when it is absent. */
export function readCookie({ name, doc = document }: { name: string; doc?: Document }): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of doc.cookie ? doc.cookie.split('; ') : []) {
    if (part.startsWith(prefix)) {
      try {
        return decodeURIComponent(part.slice(prefix.length));
      } catch {
        return part.slice(prefix.length);
      }
    }
  }
  return null;
}

/** Writes a site-wide (path=/) cookie readable by the server; `maxAgeSeconds` defaults to the browser session. */
export function writeCookie({
  name,
  value,
  maxAgeSeconds,
  doc = document,
}: {
  name: string;
  value: string;
  maxAgeSeconds?: number;
  doc?: Document;
}): void {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (maxAgeSeconds !== undefined) parts.push(`max-age=${maxAgeSeconds}`);
  doc.cookie = parts.join('; ');
}

/** Deletes a cookie set on path=/. */
export function deleteCookie({ name, doc = document }: { name: string; doc?: Document }): void {
  doc.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0; SameSite=Lax`;
}
