import { bigint, customType, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** bytea as a Buffer on both engines (PGlite answers Uint8Array, node-postgres Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Files uploaded by users (form attachments), kept in the database so every instance serves
 * them (DESIGN §6 scale-out: no state on local disks).
 */
export const files = pgTable(
  'files',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    rootId: bigint({ mode: 'number' }).notNull(),
    userId: bigint({ mode: 'number' }).notNull(),
    name: text().notNull(),
    /** MIME type detected from the content, not the one the browser claimed. */
    type: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    sha256: text().notNull(),
    content: bytea().notNull(),
    createdAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.rootId, t.userId)],
);
