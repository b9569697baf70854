import fastifyMultipart from '@fastify/multipart';
import type { Multipart } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../../../server/guards';
import { badRequest, HttpError } from '../../../server/http-errors';
import { downloadHeaders } from './download-headers';
import { openDownload } from './download-service';
import { DEFAULT_KIND, kindLimits, storeUpload, tooLarge } from './file-service';

const FILE = { $ref: 'https://schemas.unigate.vn/entities/file.json#' };
const tags = ['files'];
const KIND_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: {
      type: 'string',
      pattern: '^[a-z][a-z0-9-]{0,31}$',
      description: "Kind of upload (institutions files.kinds): 'attachment' (default), 'thesis', 'slides', …",
    },
  },
} as const;

const MULTIPART_LIMITS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * What a failed read of the upload answers: too many parts (413), anything else the parser
 * refuses (truncated body, wrong or missing boundary, malformed part headers, a `__proto__`
 * field) 400. Never a 500: the fault is the request's.
 */
const uploadError = (error: unknown) => {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code ?? '';
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

const onlyTheFile = (name: string) =>
  badRequest({
    field: JSON.stringify(name).slice(1, -1),
    reason:
      'Biểu mẫu tải lên chỉ gồm một tệp trong trường "file" / The upload form carries one file, in the "file" field',
  });

/** The first file part of an upload, read past any fields before it (they stay on `fields`). */
const firstFile = async (parts: AsyncIterableIterator<Multipart>) => {
  // next() by hand: leaving a for-await loop would close the iterator the rest is read from.
  for (let next = await parts.next(); !next.done; next = await parts.next())
    if (next.value.type === 'file') return next.value;
  return undefined;
};

/** Uploads (form widgets, project files): POST one file streamed to the store, GET it back. */
export default async function fileRoutes(app: FastifyInstance) {
  await app.register(fastifyMultipart, { limits: { files: 2, fields: 10, parts: 12, fieldSize: 1024 } });

  app.post<{ Querystring: { kind?: string } }>(
    '/api/v1/files',
    {
      schema: {
        tags,
        summary:
          'Uploads one file (multipart field `file`), streamed to the file store; size and types per kind (institutions files.kinds; attachment: pdf, docx, xlsx, png, jpg up to 10 MB)',
        consumes: ['multipart/form-data'],
        querystring: KIND_QUERY,
        response: { 200: { type: 'object', properties: { data: FILE }, required: ['data'] } },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const kind = request.query.kind ?? DEFAULT_KIND;
      const { maxBytes } = kindLimits({ tenant: request.tenant, kind });
      if (!request.isMultipart())
        throw badRequest({
          field: 'file',
          reason: 'Cần gửi dạng multipart/form-data / Send multipart/form-data',
        });
      try {
        // One byte over the limit reaches the store, which refuses it there and then.
        const parts = request.parts({ limits: { fileSize: maxBytes + 1 } });
        const part = await firstFile(parts);
        if (!part) throw badRequest({ field: 'file', reason: 'Chưa chọn tệp / No file was sent' });
        if (part.fieldname !== 'file')
          throw badRequest({
            field: part.fieldname,
            reason: 'Tệp phải gửi trong trường "file" / The file must be sent in the "file" field',
          });
        // The form carries the file alone: any other field is refused, not silently dropped.
        const extra = Object.keys(part.fields).find((name) => name !== 'file');
        if (extra !== undefined) throw onlyTheFile(extra);
        const data = await storeUpload({
          db: app.db,
          store: app.files.store,
          tenant: request.tenant,
          userId: session.userId,
          kind,
          fileName: part.filename,
          source: part.file,
          // Read to the end before recording: a second file or a field after it is refused too.
          afterReceive: async () => {
            const next = await parts.next();
            if (!next.done) throw onlyTheFile(next.value.fieldname);
          },
        });
        return { data };
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
        throw uploadError(error);
      }
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/v1/files/:id',
    {
      schema: {
        tags,
        summary:
          'The content of an uploaded file, streamed from the store (its owner, or whoever a rule of its kind allows; anyone else 404)',
        params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      const { file, open } = await openDownload({
        app,
        session,
        rootId: request.tenant.rootId,
        id: request.params.id,
      });
      const headers = downloadHeaders(file);
      if (request.headers['if-none-match'] === headers.etag) {
        return reply
          .status(304)
          .header('etag', headers.etag)
          .header('cache-control', headers['cache-control'])
          .send();
      }
      return reply.headers(headers).send(open());
    },
  );
}
