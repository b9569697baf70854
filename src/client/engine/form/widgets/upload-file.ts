import { studentApi } from '../../../api/api-clients';

/** What POST /api/v1/files answers in `data`. */
export interface UploadedFile {
  id: number | string;
  url: string;
  name: string;
  size: number;
  type: string;
}

/** Why an upload failed: the server said no (with its message, if any), or the network did. */
export class UploadError extends Error {
  readonly status: number;
  constructor({ status, message }: { status: number; message: string }) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
  }
}

/**
 * The upload endpoint under the student API's base URL; `kind` names the server's limits for it
 * (institutions `files.kinds`: 'attachment' when none, 'thesis', 'slides', 'source', …).
 */
export function uploadUrl(kind?: string): string {
  const base = studentApi.getBaseUrl().replace(/\/+$/, '');
  return `${base}/api/v1/files${kind ? `?kind=${encodeURIComponent(kind)}` : ''}`;
}

/**
 * The server's reasons are bilingual, "Vietnamese / English": the half in the reader's language
 * (the whole text when it is not split that way).
 */
export function localReason({ reason, locale }: { reason: string; locale: string }): string {
  const at = reason.indexOf(' / ');
  if (at < 0) return reason;
  return locale === 'en' ? reason.slice(at + 3) : reason.slice(0, at);
}

/**
 * POSTs one file as multipart (field `file`) with XMLHttpRequest, which, unlike fetch, reports
 * upload progress. Resolves with the stored file; rejects with an UploadError, or an AbortError
 * when `signal` aborts.
 */
export function uploadFile({
  file,
  kind,
  onProgress,
  signal,
}: {
  file: File;
  kind?: string;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const url = uploadUrl(kind);
    xhr.open('POST', url);
    // A separate API host needs the session cookie sent explicitly.
    xhr.withCredentials = /^https?:\/\//i.test(url);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = (xhr.response ?? null) as {
        data?: UploadedFile;
        message?: string;
        reason?: string;
      } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.data?.url) {
        onProgress(1);
        resolve(body.data);
      } else {
        reject(
          new UploadError({
            status: xhr.status,
            // A refusal names its reason (bad type, too large, quota); other errors a message.
            message:
              typeof body?.reason === 'string'
                ? body.reason
                : typeof body?.message === 'string'
                  ? body.message
                  : '',
          }),
        );
      }
    };
    xhr.onerror = () => reject(new UploadError({ status: 0, message: '' }));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** True when `file` matches an `accept` list ('.pdf,.docx,image/*'); an empty list accepts all. */
export function isAccepted({ file, accept }: { file: File; accept: string | undefined }): boolean {
  const rules = (accept ?? '')
    .split(',')
    .map((rule) => rule.trim().toLowerCase())
    .filter(Boolean);
  if (rules.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = (file.type || '').toLowerCase();
  return rules.some((rule) => {
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}
