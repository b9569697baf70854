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

/** The upload endpoint under the student API's base URL. */
export function uploadUrl(): string {
  const base = studentApi.getBaseUrl().replace(/\/+$/, '');
  return `${base}/api/v1/files`;
}

/**
 * POSTs one file as multipart (field `file`) with XMLHttpRequest, which, unlike fetch, reports
 * upload progress. Resolves with the stored file; rejects with an UploadError, or an AbortError
 * when `signal` aborts.
 */
export function uploadFile({
  file,
  onProgress,
  signal,
}: {
  file: File;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const url = uploadUrl();
    xhr.open('POST', url);
    // A separate API host needs the session cookie sent explicitly.
    xhr.withCredentials = /^https?:\/\//i.test(url);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = (xhr.response ?? null) as { data?: UploadedFile; message?: string } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.data?.url) {
        onProgress(1);
        resolve(body.data);
      } else {
        reject(
          new UploadError({
            status: xhr.status,
            message: typeof body?.message === 'string' ? body.message : '',
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
