import type { FastifyInstance } from 'fastify';
import { requireModule } from '../../../server/guards';
import { notFound } from '../../../server/http-errors';
import { listOf } from '../../../server/list-schema';
import { getEvent, listEvents } from './event-service';
import type { EventWhen } from './event-service';
import { getHonor, listHonors } from './honor-service';
import { idParams, itemResponse, listResponse, pagedObjectSchema } from './list-query';
import type { PageQuery } from './list-query';
import { getNews, listNews, listNewsCategories } from './news-service';

const NEWS = 'https://schemas.unigate.vn/entities/news.json';
const EVENT = 'https://schemas.unigate.vn/entities/event.json';
const HONOR = 'https://schemas.unigate.vn/entities/honor.json';

/** News (with categories), events and honors: public reads, newest first; rich text is sanitized HTML. */
export default async function articleRoutes(app: FastifyInstance) {
  const parentCategory = app.settings.parentNewsCategory;

  app.get<{ Querystring: PageQuery & { category?: string } }>(
    '/api/v1/news',
    {
      preHandler: requireModule('news'),
      schema: {
        tags: ['news'],
        summary:
          'News, newest first, paged and searchable (accent-insensitive); `category` includes its sub-categories. Limited to the parent news category when PARENT_NEWS_CATEGORY is set',
        querystring: pagedObjectSchema({ category: { type: 'string', maxLength: 64 } }),
        response: { 200: listResponse(NEWS) },
      },
    },
    async (request) =>
      listNews({ db: app.db, rootId: request.tenant.rootId, parentCategory, query: request.query }),
  );

  app.get(
    '/api/v1/news/categories',
    {
      preHandler: requireModule('news'),
      schema: {
        tags: ['news'],
        summary:
          'News categories (the parent news category and its children when PARENT_NEWS_CATEGORY is set)',
        response: {
          200: listOf({ $ref: `${NEWS}#/$defs/category` }),
        },
      },
    },
    async (request) => {
      const data = await listNewsCategories({ db: app.db, rootId: request.tenant.rootId, parentCategory });
      return { data, total: data.length };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/v1/news/:id',
    {
      preHandler: requireModule('news'),
      schema: {
        tags: ['news'],
        summary: 'One article with its content',
        params: idParams,
        response: { 200: itemResponse(NEWS) },
      },
    },
    async (request) => {
      const data = await getNews({
        db: app.db,
        rootId: request.tenant.rootId,
        parentCategory,
        id: request.params.id,
      });
      if (!data) throw notFound('Không tìm thấy tin tức / News article not found');
      return { data };
    },
  );

  app.get<{ Querystring: PageQuery & { when?: EventWhen } }>(
    '/api/v1/events',
    {
      preHandler: requireModule('events'),
      schema: {
        tags: ['events'],
        summary:
          'Events, paged and searchable: upcoming ones (not ended yet) first, soonest first, then past ones, most recent first; `when` keeps only upcoming or past ones',
        querystring: pagedObjectSchema({ when: { type: 'string', enum: ['upcoming', 'past'] } }),
        response: { 200: listResponse(EVENT) },
      },
    },
    async (request) =>
      listEvents({ db: app.db, rootId: request.tenant.rootId, query: request.query, now: new Date() }),
  );

  app.get<{ Params: { id: number } }>(
    '/api/v1/events/:id',
    {
      preHandler: requireModule('events'),
      schema: {
        tags: ['events'],
        summary: 'One event with its content',
        params: idParams,
        response: { 200: itemResponse(EVENT) },
      },
    },
    async (request) => {
      const data = await getEvent({ db: app.db, rootId: request.tenant.rootId, id: request.params.id });
      if (!data) throw notFound('Không tìm thấy sự kiện / Event not found');
      return { data };
    },
  );

  app.get<{ Querystring: PageQuery & { recipientKind?: string } }>(
    '/api/v1/honors',
    {
      preHandler: requireModule('honor'),
      schema: {
        tags: ['honors'],
        summary: 'Honors, newest first, paged and searchable; `recipientKind` narrows them',
        querystring: pagedObjectSchema({
          recipientKind: { type: 'string', enum: ['student', 'teacher', 'team', 'unit'] },
        }),
        response: { 200: listResponse(HONOR) },
      },
    },
    async (request) => listHonors({ db: app.db, rootId: request.tenant.rootId, query: request.query }),
  );

  app.get<{ Params: { id: number } }>(
    '/api/v1/honors/:id',
    {
      preHandler: requireModule('honor'),
      schema: {
        tags: ['honors'],
        summary: 'One honor with its content',
        params: idParams,
        response: { 200: itemResponse(HONOR) },
      },
    },
    async (request) => {
      const data = await getHonor({ db: app.db, rootId: request.tenant.rootId, id: request.params.id });
      if (!data) throw notFound('Không tìm thấy vinh danh / Honor not found');
      return { data };
    },
  );
}
