import { readFileSync } from 'node:fs';
import { createAddressCatalog } from '../shared/address-catalog';
import type { AddressCatalog, RawUnit } from '../shared/address-catalog';

const readUnits = (file: string) =>
  (JSON.parse(readFileSync(new URL(`./data/${file}`, import.meta.url), 'utf8')) as { units: RawUnit[] })
    .units;

let catalog: AddressCatalog | null = null;

/** The GSO catalog, read from ./data once per process (reference data: no database). */
export const loadAddressCatalog = (): AddressCatalog => {
  catalog ??= createAddressCatalog({ current: readUnits('current.json'), legacy: readUnits('legacy.json') });
  return catalog;
};
