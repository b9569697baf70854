import type { FastifyInstance } from 'fastify';
import type { RefBookQuery } from '../../../generated/index';
import { requireModule } from '../../../server/guards';
import { booksByCourses, chaptersOf } from './ref-book-service';
import { idParams, listResponse, REF_BOOK, REF_BOOK_CHAPTER, REF_BOOK_QUERY } from './route-schemas';

const tags = ['projects'];

/** SPEC §7 Reference books: by courses, and one book's chapters (no credentials needed). */
export default async function refBookRoutes(app: FastifyInstance) {
  const preHandler = requireModule('project');

  app.post<{ Body: RefBookQuery }>(
    '/api/v1/refBook/query-by-courses',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Reference books of the given courses, by course then title',
        body: REF_BOOK_QUERY,
        response: { 200: listResponse(REF_BOOK) },
      },
    },
    async (request) => booksByCourses({ db: app.db, rootId: request.tenant.rootId, ids: request.body.ids }),
  );

  app.get<{ Params: { id: number } }>(
    '/api/v1/refBook/:id/book-chapter',
    {
      preHandler,
      schema: {
        tags,
        summary: "One reference book's chapters, in order (404 for an unknown book)",
        params: idParams(),
        response: { 200: listResponse(REF_BOOK_CHAPTER) },
      },
    },
    async (request) => chaptersOf({ db: app.db, rootId: request.tenant.rootId, bookId: request.params.id }),
  );
}
