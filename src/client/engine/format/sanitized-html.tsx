import { useEffect, useState } from 'react';

type Sanitize = (html: string) => string;

let sanitizer: Promise<Sanitize> | undefined;

/** DOMPurify, loaded with the first HTML cell (no list column uses the `html` format by default). */
function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('dompurify').then(
    ({ default: purify }) =>
      (html: string) =>
        purify.sanitize(html),
  );
  return sanitizer;
}

/** HTML from the API, shown only after DOMPurify has cleaned it (nothing until then). */
export function SanitizedHtml({ html }: { html: string }) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void loadSanitizer().then((sanitize) => {
      if (isCurrent) setClean(sanitize(html));
    });
    return () => {
      isCurrent = false;
    };
  }, [html]);
  return clean === null ? null : <div dangerouslySetInnerHTML={{ __html: clean }} />;
}
