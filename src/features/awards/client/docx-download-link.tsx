import type { ReactNode } from 'react';
import { Link } from '@fluentui/react-components';
import { showToast } from '../../../client/engine';
import { SOMETHING_WRONG_MESSAGE } from '../../../core';

/** The file name of a Content-Disposition header (`attachment; filename="x.docx"`), else `fallback`. */
const fileNameOf = ({ header, fallback }: { header: string | null; fallback: string }) =>
  /filename="?([^";]+)"?/i.exec(header ?? '')?.[1] ?? fallback;

/**
 * A link that downloads a generated document (SPEC §7 download-form-award: a blob with headers).
 * It fetches the file first, so a failure shows SPEC §8's 'Something wrong!' instead of a broken
 * download; without script the plain link still works.
 */
export function DocxDownloadLink({
  href,
  fallbackName,
  className,
  children,
}: {
  href: string;
  fallbackName: string;
  className?: string;
  children: ReactNode;
}) {
  const download = async () => {
    try {
      const response = await fetch(href, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(String(response.status));
      const url = URL.createObjectURL(await response.blob());
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = fileNameOf({
        header: response.headers.get('content-disposition'),
        fallback: fallbackName,
      });
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      showToast({ title: SOMETHING_WRONG_MESSAGE, intent: 'error' });
    }
  };
  return (
    <Link
      className={className}
      href={href}
      download
      onClick={(event) => {
        event.preventDefault();
        void download();
      }}
    >
      {children}
    </Link>
  );
}
