import type { Locale } from '../../../core/index';
import { badRequest } from '../../../server/http-errors';
import { trimInvisible } from '../../../server/plugins/harden-input-schema';
import type { AddressCatalog, AddressProblem } from '../../addresses/shared/address-catalog';
import type { Relationship } from '../shared/relationship';
import type { RelativeAddress, RelativeLegacyAddress, relatives } from './tables';

/** A relative as the student typed it, and the values stored for it (relative-service.ts saves them). */
type Row = typeof relatives.$inferSelect;

type AddressInput = Pick<RelativeAddress, 'provinceCode' | 'wardCode'> & { street?: string; text?: string };
type LegacyAddressInput = Pick<RelativeLegacyAddress, 'provinceCode' | 'districtCode' | 'wardCode'> & {
  street?: string;
  text?: string;
};

/**
 * The `data` of a save, as the tenant's relative form validated it (schemas/forms/relative.schema.json
 * plus the institution's extra fields).
 */
export type RelativeFormData = Partial<Pick<Row, 'id' | 'birthYear' | 'phone' | 'email' | 'occupation'>> &
  Pick<Row, 'fullName'> & {
    relationship: Relationship;
    lastUpdate?: string;
    address: AddressInput;
    legacyAddress?: LegacyAddressInput;
  } & Record<string, unknown>;

/** Form fields stored in their own columns; any other field of the tenant's form goes to `extra`. */
const BASE_FIELDS = new Set([
  'id',
  'lastUpdate',
  'fullName',
  'relationship',
  'birthYear',
  'phone',
  'email',
  'occupation',
  'address',
  'legacyAddress',
]);

const refuse = (problem: AddressProblem, locale: Locale) =>
  badRequest({ field: `data.${problem.field}`, reason: problem.reason[locale] });

/** One space between words, nothing invisible (spaces, zero-width characters) at either end. */
export const clean = (text: string | undefined) => trimInvisible((text ?? '').replace(/\s+/g, ' '));

/** Checks what the schema cannot (year not in the future, units that exist and nest) and builds the stored values. */
export const toValues = ({
  data,
  catalog,
  locale,
}: {
  data: RelativeFormData;
  catalog: AddressCatalog;
  locale: Locale;
}) => {
  const thisYear = new Date().getFullYear();
  if (data.birthYear !== undefined && data.birthYear > thisYear) {
    throw badRequest({
      field: 'data.birthYear',
      reason: locale === 'en' ? `must not be after ${thisYear}` : `không được sau năm ${thisYear}`,
    });
  }
  const addressProblem = catalog.checkCurrent({
    provinceCode: data.address.provinceCode,
    wardCode: data.address.wardCode,
  });
  if (addressProblem) throw refuse(addressProblem, locale);
  const street = clean(data.address.street);
  const address: RelativeAddress = {
    provinceCode: data.address.provinceCode,
    wardCode: data.address.wardCode,
    street,
    text: catalog.formatAddress({ street, codes: [data.address.provinceCode, data.address.wardCode] }),
  };
  let legacyAddress: RelativeLegacyAddress | null = null;
  if (data.legacyAddress) {
    const legacy = data.legacyAddress;
    const legacyProblem = catalog.checkLegacy({
      provinceCode: legacy.provinceCode,
      districtCode: legacy.districtCode,
      wardCode: legacy.wardCode,
    });
    if (legacyProblem) throw refuse(legacyProblem, locale);
    const legacyStreet = clean(legacy.street);
    legacyAddress = {
      provinceCode: legacy.provinceCode,
      districtCode: legacy.districtCode,
      wardCode: legacy.wardCode,
      street: legacyStreet,
      text: catalog.formatAddress({
        street: legacyStreet,
        codes: [legacy.provinceCode, legacy.districtCode, legacy.wardCode],
        list: 'legacy',
      }),
    };
  }
  const extra = Object.fromEntries(
    Object.entries(data)
      .filter(([name]) => !BASE_FIELDS.has(name))
      .map(([name, value]) => [name, typeof value === 'string' ? clean(value) : value]),
  );
  return {
    extra,
    fullName: clean(data.fullName),
    relationship: data.relationship,
    birthYear: data.birthYear ?? -1,
    phone: (data.phone ?? '').replace(/[\s.-]/g, ''),
    email: clean(data.email).toLowerCase(),
    occupation: clean(data.occupation),
    address,
    legacyAddress,
  };
};
