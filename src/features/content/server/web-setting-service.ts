import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/create-db';
import { webSettings } from '../shared/tables';

type Row = typeof webSettings.$inferSelect;

/** The WebSetting wire shape (schemas/entities/web-setting.json) of a row. */
export const toWebSetting = ({ rootId: _rootId, lastUpdate, ...row }: Row) => ({
  ...row,
  lastUpdate: lastUpdate.toISOString(),
});

/** Web settings of a tenant root (the root's own first, then its workspaces). */
export const listWebSettings = async ({ db, rootId }: { db: Db; rootId: number }) => {
  const rows = await db
    .select()
    .from(webSettings)
    .where(eq(webSettings.rootId, rootId))
    .orderBy(webSettings.workspaceId, webSettings.id);
  return rows.map(toWebSetting);
};
