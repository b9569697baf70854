import { useEffect, useRef, useState } from 'react';
import { Button, Label, Link, makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, DeleteRegular, DismissRegular, DocumentRegular } from '@fluentui/react-icons';
import type { WidgetProps } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { isAbortError } from '../../abort-tracker';
import { isAccepted, localReason, uploadFile, UploadError } from './upload-file';
import type { UploadedFile } from './upload-file';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  hidden: { display: 'none' },
  error: { color: tokens.colorPaletteRedForeground1 },
  progress: { flexGrow: 1, minWidth: '120px' },
});

type Stored = UploadedFile | string;

/** How the schema stores files: a URL string, the file object, or a list of either. */
function storageOf(schema: WidgetProps['schema']): { isList: boolean; isUrl: boolean } {
  const isList = schema.type === 'array';
  const item =
    isList && schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items)
      ? schema.items
      : schema;
  return { isList, isUrl: (item as { type?: unknown }).type === 'string' };
}

function toFiles(value: unknown): Stored[] {
  if (value === undefined || value === null || value === '') return [];
  return Array.isArray(value) ? (value as Stored[]) : [value as Stored];
}

function describe(stored: Stored): { name: string; url: string; size?: number } {
  if (typeof stored === 'string')
    return { name: decodeURIComponent(stored.split('/').pop() || stored), url: stored };
  return { name: stored.name, url: stored.url, size: stored.size };
}

function formatSize(bytes: number | undefined): string {
  if (!bytes || bytes < 0) return '';
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Uploads to POST /api/v1/files with a progress bar and a cancel button. ui:options: `kind` (the
 * server's limits for it, institutions `files.kinds`; default 'attachment'), `maxSizeMB`, `accept`
 * ('.pdf,.docx,image/*'); the server checks size and type again, on the content. The field stores the file's URL (string schema), the file object
 * `{ id, url, name, size, type }` (object schema), or a list of either (array schema).
 */
export function FileUploadWidget(props: WidgetProps) {
  const { id, label, hideLabel, required, disabled, readonly, options, schema, value, onChange } = props;
  const intl = useIntl();
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<{
    name: string;
    progress: number;
    controller: AbortController;
  } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState<string | null>(null);
  const { isList, isUrl } = storageOf(schema);
  const files = toFiles(value);
  const maxSizeMB = Number(options.maxSizeMB) > 0 ? Number(options.maxSizeMB) : null;
  const accept = typeof options.accept === 'string' ? options.accept : undefined;
  const kind = typeof options.kind === 'string' && options.kind ? options.kind : undefined;
  const isLocked = disabled || readonly;

  const controllerRef = useRef<AbortController | null>(null);
  // Leaving the form cancels an upload still running.
  useEffect(() => () => controllerRef.current?.abort(), []);

  const start = async (file: File) => {
    setError(null);
    setCancelled(null);
    if (maxSizeMB !== null && file.size > maxSizeMB * 1024 * 1024) {
      setError(intl.formatMessage({ id: 'engine.upload.tooLarge' }, { name: file.name, max: maxSizeMB }));
      return;
    }
    if (!isAccepted({ file, accept })) {
      setError(
        intl.formatMessage({ id: 'engine.upload.badType' }, { name: file.name, accept: accept ?? '' }),
      );
      return;
    }
    const controller = new AbortController();
    controllerRef.current = controller;
    setUpload({ name: file.name, progress: 0, controller });
    try {
      const stored = await uploadFile({
        file,
        kind,
        signal: controller.signal,
        onProgress: (progress) => setUpload((current) => (current ? { ...current, progress } : current)),
      });
      const item: Stored = isUrl ? stored.url : stored;
      onChange(isList ? [...files, item] : item);
    } catch (failure) {
      if (isAbortError(failure)) {
        setCancelled(intl.formatMessage({ id: 'engine.upload.cancelled' }, { name: file.name }));
      } else {
        const status = failure instanceof UploadError ? failure.status : 0;
        const reason =
          failure instanceof UploadError && failure.message
            ? localReason({ reason: failure.message, locale: intl.locale })
            : '';
        if (status === 400 && reason) {
          // The server refused this file (type found in its content, size, quota): say why.
          setError(intl.formatMessage({ id: 'engine.upload.refused' }, { name: file.name, reason }));
          return;
        }
        const id =
          status === 401
            ? 'engine.upload.sessionExpired'
            : status === 413
              ? 'engine.upload.serverTooLarge'
              : 'engine.upload.failed';
        setError(`${intl.formatMessage({ id }, { name: file.name })}${reason ? ` (${reason})` : ''}`);
      }
    } finally {
      controllerRef.current = null;
      setUpload(null);
    }
  };

  const remove = (index: number) => {
    const rest = files.filter((_, position) => position !== index);
    onChange(isList ? rest : undefined);
  };

  const canAdd = !isLocked && !upload && (isList || files.length === 0);
  return (
    <div className={styles.root}>
      {hideLabel ? null : (
        <Label htmlFor={id} required={required} disabled={disabled}>
          {label}
        </Label>
      )}
      {files.map((stored, index) => {
        const file = describe(stored);
        return (
          <div key={`${file.url}-${index}`} className={styles.row}>
            <DocumentRegular aria-hidden />
            <Link href={file.url} target="_blank" rel="noreferrer noopener">
              {file.name}
            </Link>
            <Text size={200}>{formatSize(file.size)}</Text>
            {isLocked ? null : (
              <Button
                size="small"
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={intl.formatMessage({ id: 'engine.upload.remove' }, { name: file.name })}
                onClick={() => remove(index)}
              />
            )}
          </div>
        );
      })}
      {upload ? (
        <div className={styles.row}>
          <Text size={200}>{upload.name}</Text>
          <ProgressBar
            className={styles.progress}
            value={upload.progress}
            max={1}
            aria-label={intl.formatMessage({ id: 'engine.upload.progress' }, { name: upload.name })}
          />
          <Text size={200}>{Math.round(upload.progress * 100)}%</Text>
          <Button
            size="small"
            appearance="subtle"
            icon={<DismissRegular />}
            aria-label={intl.formatMessage({ id: 'engine.upload.cancel' })}
            onClick={() => upload.controller.abort()}
          />
        </div>
      ) : null}
      {canAdd ? (
        <div className={styles.row}>
          <input
            ref={input}
            id={id}
            className={styles.hidden}
            type="file"
            accept={accept}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void start(file);
            }}
          />
          <Button icon={<ArrowUploadRegular />} onClick={() => input.current?.click()}>
            {intl.formatMessage({ id: 'engine.upload.choose' })}
          </Button>
          {maxSizeMB !== null || accept ? (
            <Text size={200}>
              {intl.formatMessage(
                { id: 'engine.upload.limits' },
                { max: maxSizeMB ?? '-', accept: accept ?? '*' },
              )}
            </Text>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <Text role="alert" className={styles.error} size={200}>
          {error}
        </Text>
      ) : null}
      <Text role="status" size={200}>
        {cancelled ?? ''}
      </Text>
    </div>
  );
}
