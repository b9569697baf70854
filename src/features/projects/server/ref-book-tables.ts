import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

const id = () => bigint({ mode: 'number' });

/** SPEC reference books, listed by course (POST /api/v1/refBook/query-by-courses). */
export const refBooks = pgTable(
  'ref_books',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    rootId: id().notNull(),
    courseId: id().notNull(),
    title: text().notNull(),
    authors: text().notNull().default(''),
    publisher: text().notNull().default(''),
    year: integer().notNull().default(-1),
    isbn: text().notNull().default(''),
    description: text().notNull().default(''),
    /** 'vi' or 'en'. */
    language: text().notNull().default('vi'),
    url: text().notNull().default(''),
  },
  (t) => [index().on(t.rootId, t.courseId)],
);

/** Chapters of a reference book, in order (GET /api/v1/refBook/{id}/book-chapter). */
export const refBookChapters = pgTable(
  'ref_book_chapters',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    rootId: id().notNull(),
    bookId: id().notNull(),
    orderIndex: integer().notNull(),
    title: text().notNull(),
    summary: text().notNull().default(''),
    /** Page range as printed, e.g. '15-42'. */
    pages: text().notNull().default(''),
  },
  (t) => [uniqueIndex().on(t.bookId, t.orderIndex)],
);

/** Drizzle-inferred row types. */
export type RefBookRow = typeof refBooks.$inferSelect;
export type RefBookChapterRow = typeof refBookChapters.$inferSelect;
