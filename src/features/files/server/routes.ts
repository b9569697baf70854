import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../../../server/guards';
import { badRequest, HttpError, notFound } from '../../../server/http-errors';
import { findFile, MAX_FILE_BYTES, storeFile } from './file-service';

const FILE = { $ref: 'https://schemas.unigate.vn/entities/file.json#' };
const tags = ['files'];
const INLINE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg']);

/** Content-Disposition with the original (possibly Vietnamese) name, RFC 6266 / 5987. */
const contentDisposition = ({ name, isInline }: { name: string; isInline: boolean }) => {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  return `${isInline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

const tooLarge = () =>
  badRequest({ field: 'file', reason: 'Tệp vượt quá 10 MB / The file is larger than 10 MB' });

const MULTIPART_LIMITS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * What a failed read of the upload answers: too large (400, as the widget expects), too many
 * parts (413), anything else the parser refuses (truncated body, wrong or missing boundary,
 * malformed part headers, a `__proto__` field) 400. Never a 500: the fault is the request's.
 */
const uploadError = (error: unknown) => {
  const code = (error as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (MULTIPART_LIMITS.has(code))
    return new HttpError({
      statusCode: 413,
      message: 'Biểu mẫu tải lên có quá nhiều phần / The upload has too many parts',
      field: 'file',
      reason: 'Biểu mẫu tải lên có quá nhiều phần / The upload has too many parts',
    });
  return badRequest({
    field: 'file',
    reason: 'Dữ liệu tải lên không hợp lệ hoặc bị cắt ngang / The upload is malformed or incomplete',
  });
};

/** Uploads for form widgets (fileUpload): POST one file, GET it back (owner only). */
export default async function fileRoutes(app: FastifyInstance) {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 1024 },
  });

  app.post(
    '/api/v1/files',
    {
      schema: {
        tags,
        summary: 'Uploads one file (multipart field `file`; pdf, docx, xlsx, png, jpg; at most 10 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: { type: 'object', properties: { data: FILE }, required: ['data'] } },
      },
    },
    async (request) => {
      const session = requireSession(request);
      if (!request.isMultipart())
        throw badRequest({
          field: 'file',
          reason: 'Cần gửi dạng multipart/form-data / Send multipart/form-data',
        });
      let part;
      try {
        part = await request.file();
      } catch (error) {
        throw uploadError(error);
      }
      if (!part) throw badRequest({ field: 'file', reason: 'Chưa chọn tệp / No file was sent' });
      if (part.fieldname !== 'file')
        throw badRequest({
          field: part.fieldname,
          reason: 'Tệp phải gửi trong trường "file" / The file must be sent in the "file" field',
        });
      let content: Buffer;
      try {
        content = await part.toBuffer();
      } catch (error) {
        throw uploadError(error);
      }
      const data = await storeFile({
        db: app.db,
        rootId: request.tenant.rootId,
        userId: session.userId,
        fileName: part.filename,
        content,
      });
      return { data };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/v1/files/:id',
    {
      schema: {
        tags,
        summary: 'The content of an uploaded file (its owner only)',
        params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      const file = await findFile({ db: app.db, rootId: request.tenant.rootId, id: request.params.id });
      // Another user's file answers exactly as a missing one: no way to learn which ids exist.
      if (!file || file.userId !== session.userId) throw notFound('Không tìm thấy tệp / File not found');
      const etag = `"${file.sha256}"`;
      reply
        .header('cache-control', 'private, max-age=3600')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        // Every kind, PDFs too (a PDF may carry script and forms): the file runs in an opaque
        // origin, away from the student's cookies. Chromium's viewer still shows a sandboxed PDF.
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header(
          'content-disposition',
          contentDisposition({ name: file.name, isInline: INLINE_TYPES.has(file.type) }),
        );
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(file.type).send(file.content);
    },
  );
}
