import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/create-db';
import type { AddressCatalog } from '../shared/address-catalog';
import { legacyAddresses } from './tables';

/** The OldAddress wire shape (address-unit.json#/$defs/oldAddress) of a user, or null when none is on file. */
export const getOldAddress = async ({
  db,
  catalog,
  rootId,
  userId,
}: {
  db: Db;
  catalog: AddressCatalog;
  rootId: number;
  userId: number;
}) => {
  const [row] = await db
    .select()
    .from(legacyAddresses)
    .where(and(eq(legacyAddresses.rootId, rootId), eq(legacyAddresses.userId, userId)))
    .limit(1);
  if (!row) return null;
  const codes = [row.provinceCode, row.districtCode, row.wardCode];
  return {
    userId: row.userId,
    provinceCode: row.provinceCode,
    districtCode: row.districtCode,
    wardCode: row.wardCode,
    street: row.street,
    text: catalog.formatAddress({ street: row.street, codes, list: 'legacy' }),
    units: catalog.getMany({ codes, list: 'legacy' }),
  };
};
