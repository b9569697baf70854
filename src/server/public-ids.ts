import { createIdObfuscator, saltForVariant } from '../core/index';
import type { IdObfuscator } from '../core/index';
import type { Institution } from '../config/index';

const byTenant = new WeakMap<Institution, IdObfuscator>();

/** The tenant's SPEC §3 obfuscated ids (hashids, min length 10, salt per variant and secret). */
export const publicIdsOf = (tenant: Institution): IdObfuscator => {
  const cached = byTenant.get(tenant);
  if (cached) return cached;
  const obfuscator = createIdObfuscator({
    salt: saltForVariant({ variant: tenant.idObfuscation.variant, secret: tenant.idObfuscation.secret }),
  });
  byTenant.set(tenant, obfuscator);
  return obfuscator;
};

/** A numeric id from a URL segment that is either the number itself or its obfuscated form; null otherwise. */
export const idFromUrl = ({ tenant, value }: { tenant: Institution; value: string }): number | null => {
  if (/^[1-9][0-9]{0,15}$/.test(value)) {
    const id = Number(value);
    return Number.isSafeInteger(id) ? id : null;
  }
  return publicIdsOf(tenant).decode(value);
};

/** Route params of a record id in the path: the number or its obfuscated form (see `idFromUrl`). */
export const publicIdParams = {
  type: 'object',
  properties: {
    id: { type: 'string', pattern: '^[0-9A-Za-z]{1,40}$', description: 'Numeric or obfuscated id' },
  },
  required: ['id'],
  additionalProperties: false,
};
