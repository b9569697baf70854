import { bigint, customType, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** bytea as a Buffer on both engines (PGlite answers Uint8Array, node-postgres Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Files uploaded by users: metadata only. The bytes live in the file store on disk
 * (FILE_STORE_DIR, `<dir>/ab/cd/<sha256>`), shared by every instance like the database.
 */
export const files = pgTable(
  'files',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    rootId: bigint({ mode: 'number' }).notNull(),
    /** The owner: the user who uploaded it. */
    userId: bigint({ mode: 'number' }).notNull(),
    /** Kind of upload (institutions `files.kinds`): its limits and who else may read it. */
    kind: text().notNull().default('attachment'),
    name: text().notNull(),
    /** MIME type detected from the content, not the one the browser claimed. */
    type: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    /** Hex SHA-256 of the content: its address in the file store and the download's ETag. */
    sha256: text().notNull(),
    /**
     * Bytes of files uploaded before the store existed; the files feature moves them to the store
     * at start and empties this. Kept (nullable) until a later migration drops it.
     */
    content: bytea(),
    createdAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.rootId, t.userId)],
);
