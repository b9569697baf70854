import { Link } from '@fluentui/react-components';
import { DocumentPdfRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { paymentApi } from '../../../client/api/api-clients';
import { showToast } from '../../../client/engine';

/** The file name of a Content-Disposition header (`attachment; filename="x.pdf"`), else `fallback`. */
const fileNameOf = ({ header, fallback }: { header: string | null; fallback: string }) =>
  /filename="?([^";]+)"?/i.exec(header ?? '')?.[1] ?? fallback;

/** A receipt path under the payment client's base URL (absolute URLs are kept). */
export const receiptHref = (path: string): string =>
  /^https?:\/\//i.test(path) ? path : `${paymentApi.getBaseUrl().replace(/\/+$/, '')}${path}`;

/**
 * "Biên lai (PDF)": downloads a payment's receipt (GET /api/v1/transactions/{id}/receipt, owner
 * only) through the payment client with the session cookie, so a failure shows a message instead
 * of a broken download; without script the plain link still works.
 */
export function ReceiptLink({ path, reference }: { path: string; reference: string }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'payments.history.receipt' });
  const download = async () => {
    try {
      const response = await paymentApi.get<Blob>(path, { responseType: 'blob', withCredentials: true });
      if (response.error) throw new Error(String(response.status));
      const url = URL.createObjectURL(response.data);
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = fileNameOf({
        header: response.headers.get('content-disposition'),
        fallback: `bien-lai-${reference}.pdf`,
      });
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      showToast({ title: intl.formatMessage({ id: 'payments.history.receiptFailed' }), intent: 'error' });
    }
  };
  return (
    <Link
      href={receiptHref(path)}
      download
      aria-label={intl.formatMessage({ id: 'payments.history.receiptLabel' }, { label, reference })}
      onClick={(event) => {
        event.preventDefault();
        void download();
      }}
    >
      <DocumentPdfRegular aria-hidden /> {label}
    </Link>
  );
}
