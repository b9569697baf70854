import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../server/db/create-db';
import { notFound } from '../../../server/http-errors';
import { refBookChapters, refBooks } from './ref-book-tables';
import type { RefBookChapterRow, RefBookRow } from './ref-book-tables';

/** The RefBook wire shape (schemas/entities/ref-book.json). */
export const toRefBook = ({ rootId: _rootId, ...row }: RefBookRow) => row;

/** The RefBookChapter wire shape (schemas/entities/ref-book-chapter.json). */
export const toRefBookChapter = ({ rootId: _rootId, ...row }: RefBookChapterRow) => row;

/** POST /api/v1/refBook/query-by-courses: the tenant's reference books of these courses, by course then title. */
export const booksByCourses = async ({
  db,
  rootId,
  ids,
}: {
  db: Db;
  rootId: number;
  ids: readonly number[];
}) => {
  if (ids.length === 0) return { data: [], total: 0 };
  const rows = await db
    .select()
    .from(refBooks)
    .where(and(eq(refBooks.rootId, rootId), inArray(refBooks.courseId, [...new Set(ids)])))
    .orderBy(asc(refBooks.courseId), asc(refBooks.title), asc(refBooks.id));
  return { data: rows.map(toRefBook), total: rows.length };
};

/** GET /api/v1/refBook/{id}/book-chapter: the chapters of one of the tenant's books, in order (404 for an unknown book). */
export const chaptersOf = async ({ db, rootId, bookId }: { db: Db; rootId: number; bookId: number }) => {
  const [book] = await db
    .select({ id: refBooks.id })
    .from(refBooks)
    .where(and(eq(refBooks.rootId, rootId), eq(refBooks.id, bookId)))
    .limit(1);
  if (!book) throw notFound('Không tìm thấy sách tham khảo / Reference book not found');
  const rows = await db
    .select()
    .from(refBookChapters)
    .where(and(eq(refBookChapters.rootId, rootId), eq(refBookChapters.bookId, bookId)))
    .orderBy(asc(refBookChapters.orderIndex));
  return { data: rows.map(toRefBookChapter), total: rows.length };
};
