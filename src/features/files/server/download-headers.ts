const INLINE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg']);

/** Content-Disposition with the original (possibly Vietnamese) name, RFC 6266 / 5987. */
const contentDisposition = ({ name, isInline }: { name: string; isInline: boolean }) => {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  return `${isInline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

/** The headers of a download: type, size, name, ETag (the SHA-256) and the sandbox. */
export const downloadHeaders = (file: { name: string; type: string; size: number; sha256: string }) => ({
  'content-type': file.type,
  'content-length': String(file.size),
  // Kept by the browser but asked about again on each open (a 304 while the session may read it),
  // so a signed-out browser on a shared computer cannot show a file from its cache.
  'cache-control': 'private, no-cache',
  etag: `"${file.sha256}"`,
  'x-content-type-options': 'nosniff',
  // Every kind, PDFs too (a PDF may carry script and forms): the file runs in an opaque origin,
  // away from the student's cookies. Chromium's viewer still shows a sandboxed PDF.
  'content-security-policy': "default-src 'none'; sandbox",
  'content-disposition': contentDisposition({ name: file.name, isInline: INLINE_TYPES.has(file.type) }),
});
