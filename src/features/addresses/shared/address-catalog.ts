/**
 * In-memory lookups over the official GSO unit lists (DESIGN §6): built once from the JSON
 * files, then every lookup is a Map access. Pure: the server reads the files and passes the units.
 */

/** A unit as stored in the GSO JSON files (current.json has no `level`). */
export type RawUnit = { code: string; name: string; type: string; parentCode: string | null; level?: number };

/** The AddressUnit wire shape (schemas/entities/address-unit.json). */
export type AddressUnit = {
  code: string;
  name: string;
  type: string;
  typeEn: string;
  parentCode: string | null;
  level: number;
};

/** 'current': 34 provinces -> wards/communes (from 2025-07-01). 'legacy': 63 provinces -> districts -> wards (before). */
export type AddressListName = 'current' | 'legacy';

/** Why an address was refused: the field at fault and the reason in both languages. */
export type AddressProblem = { field: string; reason: { vi: string; en: string } };

const TYPE_EN: Record<string, string> = {
  'Thành phố': 'City',
  Tỉnh: 'Province',
  Phường: 'Ward',
  Xã: 'Commune',
  'Đặc khu': 'Special zone',
  Quận: 'Urban district',
  Huyện: 'District',
  'Thị xã': 'Town',
  'Thị trấn': 'Township',
};

const collator = new Intl.Collator('vi');

/** The name without its type prefix ('Phường Ba Đình' -> 'Ba Đình'), what pickers sort by. */
const bareName = (unit: RawUnit) =>
  unit.name.startsWith(`${unit.type} `) ? unit.name.slice(unit.type.length + 1) : unit.name;

const indexUnits = (raw: RawUnit[]) => {
  const byCode = new Map<string, AddressUnit>();
  const children = new Map<string | null, AddressUnit[]>();
  const sorted = [...raw].sort(
    (a, b) => collator.compare(bareName(a), bareName(b)) || a.code.localeCompare(b.code),
  );
  const levelOf = (unit: RawUnit): number => unit.level ?? (unit.parentCode === null ? 1 : 2);
  for (const unit of sorted) {
    const entry = Object.freeze({
      code: unit.code,
      name: unit.name,
      type: unit.type,
      typeEn: TYPE_EN[unit.type] ?? unit.type,
      parentCode: unit.parentCode,
      level: levelOf(unit),
    });
    if (byCode.has(unit.code)) throw new Error(`Duplicate GSO code ${unit.code}`);
    byCode.set(unit.code, entry);
    const siblings = children.get(unit.parentCode) ?? [];
    siblings.push(entry);
    children.set(unit.parentCode, siblings);
  }
  for (const [parent, list] of children) children.set(parent, Object.freeze(list) as AddressUnit[]);
  return { byCode, children };
};

const problem = (field: string, vi: string, en: string): AddressProblem => ({ field, reason: { vi, en } });

/** Builds the catalog of both lists. */
export const createAddressCatalog = ({ current, legacy }: { current: RawUnit[]; legacy: RawUnit[] }) => {
  const lists = { current: indexUnits(current), legacy: indexUnits(legacy) };

  /** Level-1 units (parentCode null) or the children of a unit; undefined when the parent is unknown. */
  const children = ({
    parentCode = null,
    list = 'current',
  }: {
    parentCode?: string | null;
    list?: AddressListName;
  }): readonly AddressUnit[] | undefined => {
    const index = lists[list];
    if (parentCode !== null && !index.byCode.has(parentCode)) return undefined;
    return index.children.get(parentCode) ?? [];
  };

  /** One unit by GSO code. */
  const get = ({ code, list = 'current' }: { code: string; list?: AddressListName }) =>
    lists[list].byCode.get(code);

  /** Units by GSO codes in the order asked, unknown codes skipped, duplicates once. */
  const getMany = ({ codes, list = 'current' }: { codes: readonly string[]; list?: AddressListName }) => {
    const seen = new Set<string>();
    const found: AddressUnit[] = [];
    for (const code of codes) {
      const unit = lists[list].byCode.get(code);
      if (unit && !seen.has(code)) {
        seen.add(code);
        found.push(unit);
      }
    }
    return found;
  };

  /** A current-list address: the province exists and is level 1, the ward exists and belongs to it. */
  const checkCurrent = ({
    provinceCode,
    wardCode,
    prefix = 'address',
  }: {
    provinceCode: string;
    wardCode: string;
    prefix?: string;
  }): AddressProblem | null => {
    const province = get({ code: provinceCode });
    if (!province || province.level !== 1)
      return problem(
        `${prefix}.provinceCode`,
        `Không có tỉnh/thành phố mã ${provinceCode}`,
        `No province or city has code ${provinceCode}`,
      );
    const ward = get({ code: wardCode });
    if (!ward || ward.level !== 2)
      return problem(
        `${prefix}.wardCode`,
        `Không có phường/xã mã ${wardCode}`,
        `No ward or commune has code ${wardCode}`,
      );
    if (ward.parentCode !== provinceCode) {
      return problem(
        `${prefix}.wardCode`,
        `${ward.name} không thuộc ${province.name}`,
        `${ward.name} is not in ${province.name}`,
      );
    }
    return null;
  };

  /** A legacy address: province (level 1) > district (level 2) > ward (level 3), each inside the previous. */
  const checkLegacy = ({
    provinceCode,
    districtCode,
    wardCode,
    prefix = 'legacyAddress',
  }: {
    provinceCode: string;
    districtCode: string;
    wardCode: string;
    prefix?: string;
  }): AddressProblem | null => {
    const province = get({ code: provinceCode, list: 'legacy' });
    if (!province || province.level !== 1)
      return problem(
        `${prefix}.provinceCode`,
        `Không có tỉnh/thành phố (cũ) mã ${provinceCode}`,
        `No (former) province has code ${provinceCode}`,
      );
    const district = get({ code: districtCode, list: 'legacy' });
    if (!district || district.level !== 2)
      return problem(
        `${prefix}.districtCode`,
        `Không có quận/huyện mã ${districtCode}`,
        `No district has code ${districtCode}`,
      );
    if (district.parentCode !== provinceCode)
      return problem(
        `${prefix}.districtCode`,
        `${district.name} không thuộc ${province.name}`,
        `${district.name} is not in ${province.name}`,
      );
    const ward = get({ code: wardCode, list: 'legacy' });
    if (!ward || ward.level !== 3)
      return problem(
        `${prefix}.wardCode`,
        `Không có phường/xã (cũ) mã ${wardCode}`,
        `No (former) ward or commune has code ${wardCode}`,
      );
    if (ward.parentCode !== districtCode)
      return problem(
        `${prefix}.wardCode`,
        `${ward.name} không thuộc ${district.name}`,
        `${ward.name} is not in ${district.name}`,
      );
    return null;
  };

  /** One line: street, then the units from the smallest up ('12 Lê Duẩn, Phường Cửa Nam, Thành phố Hà Nội'). */
  const formatAddress = ({
    street,
    codes,
    list = 'current',
  }: {
    street: string;
    codes: readonly string[];
    list?: AddressListName;
  }) =>
    [street.trim(), ...[...codes].reverse().map((code) => get({ code, list })?.name ?? '')]
      .filter(Boolean)
      .join(', ');

  return { children, get, getMany, checkCurrent, checkLegacy, formatAddress };
};

/** The catalog's lookups. */
export type AddressCatalog = ReturnType<typeof createAddressCatalog>;
