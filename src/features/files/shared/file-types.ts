/** A type the file store accepts (institutions `files.kinds.<kind>.types`). */
export type FileTypeName = 'pdf' | 'docx' | 'xlsx' | 'pptx' | 'zip' | 'png' | 'jpg';

/** What sniffing the content found: an accepted type, an executable program, or something else. */
export type SniffedType = FileTypeName | 'executable' | null;

/** Each accepted type: the MIME type stored and sent back, and the name endings it may have. */
export const FILE_TYPES: Record<FileTypeName, { mime: string; extensions: readonly string[] }> = {
  pdf: { mime: 'application/pdf', extensions: ['pdf'] },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
  },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extensions: ['xlsx'] },
  pptx: {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extensions: ['pptx'],
  },
  zip: { mime: 'application/zip', extensions: ['zip'] },
  png: { mime: 'image/png', extensions: ['png'] },
  jpg: { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
};

/** The limits of one kind of upload (institutions `files.kinds.<kind>`). */
export type FileKindLimits = { maxBytes: number; types: readonly FileTypeName[] };

/** The lowercase extension of a file name ('' when none). */
export const extensionOf = (name: string) => {
  const match = /\.([a-z0-9]+)$/i.exec(name);
  return match ? match[1].toLowerCase() : '';
};

/** '10 MB', '512 KB': a limit as people read it. */
export const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** 'pdf, docx, png, jpg': the accepted types named as people know them. */
export const typeList = (types: readonly FileTypeName[]) => types.join(', ');

/** Office documents are zip archives: a `zip` kind takes them as archives too. */
const ZIP_FAMILY: readonly SniffedType[] = ['zip', 'docx', 'xlsx', 'pptx'];

/**
 * The type an upload is stored as, or the reason (vi / en) it is refused: the name's extension
 * must be one the kind accepts, and the content must really be of that type. An executable
 * program (a renamed .exe) is named as such, whatever its name says.
 */
export const decideFileType = ({
  name,
  sniffed,
  limits,
}: {
  name: string;
  sniffed: SniffedType;
  limits: FileKindLimits;
}): { type: FileTypeName; mime: string } | { reason: string } => {
  const extension = extensionOf(name);
  const list = typeList(limits.types);
  if (sniffed === 'executable') {
    return {
      reason:
        `Tệp "${name}" là một chương trình chạy được (như .exe), không phải tài liệu; hệ thống không nhận tệp này` +
        ` / "${name}" is an executable program (like an .exe), not a document; it is refused`,
    };
  }
  const claimed = limits.types.find((type) => FILE_TYPES[type].extensions.includes(extension));
  if (!claimed) {
    return { reason: `Chỉ nhận tệp ${list} / Only ${list} files are accepted` };
  }
  const isMatch = sniffed === claimed || (claimed === 'zip' && ZIP_FAMILY.includes(sniffed));
  if (!isMatch) {
    return {
      reason: `Nội dung tệp không phải định dạng .${extension} / The file content is not a valid .${extension} file`,
    };
  }
  return { type: claimed, mime: FILE_TYPES[claimed].mime };
};
