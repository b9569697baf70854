import { describe, expect, it } from 'vitest';
import { loadAddressCatalog } from '../../../src/features/addresses/server/load-address-catalog';

const catalog = loadAddressCatalog();

describe('GSO address catalog', () => {
  it('holds the 34 current province-level units and 63 legacy provinces', () => {
    const provinces = catalog.children({})!;
    expect(provinces).toHaveLength(34);
    expect(provinces.every((unit) => unit.level === 1 && unit.parentCode === null)).toBe(true);
    expect(provinces.find((unit) => unit.code === '01')).toMatchObject({
      name: 'Thành phố Hà Nội',
      type: 'Thành phố',
      typeEn: 'City',
    });
    expect(catalog.children({ list: 'legacy' })).toHaveLength(63);
  });

  it('nests current wards under provinces and legacy wards under districts', () => {
    const hanoiWards = catalog.children({ parentCode: '01' })!;
    expect(hanoiWards.length).toBeGreaterThan(100);
    expect(
      hanoiWards.every(
        (unit) => unit.level === 2 && unit.parentCode === '01' && ['Phường', 'Xã'].includes(unit.type),
      ),
    ).toBe(true);
    const districts = catalog.children({ parentCode: '01', list: 'legacy' })!;
    expect(districts.find((unit) => unit.code === '001')).toMatchObject({ name: 'Quận Ba Đình', level: 2 });
    expect(
      catalog
        .children({ parentCode: '001', list: 'legacy' })!
        .every((unit) => unit.level === 3 && unit.parentCode === '001'),
    ).toBe(true);
    expect(catalog.children({ parentCode: '00004' })).toEqual([]);
    expect(catalog.children({ parentCode: '99' })).toBeUndefined();
  });

  it('sorts units by name without the type prefix, Vietnamese order', () => {
    const names = catalog.children({})!.map((unit) => unit.name.replace(/^(Thành phố|Tỉnh) /, ''));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'vi')));
  });

  it('checks that a ward belongs to its province', () => {
    const [ward] = catalog.children({ parentCode: '01' })!;
    expect(catalog.checkCurrent({ provinceCode: '01', wardCode: ward.code })).toBeNull();
    expect(catalog.checkCurrent({ provinceCode: '79', wardCode: ward.code })).toMatchObject({
      field: 'address.wardCode',
    });
    expect(catalog.checkCurrent({ provinceCode: '02', wardCode: ward.code })).toMatchObject({
      field: 'address.provinceCode',
    });
    expect(catalog.checkCurrent({ provinceCode: '01', wardCode: '99999' })?.reason.vi).toContain('99999');
    expect(catalog.checkLegacy({ provinceCode: '01', districtCode: '001', wardCode: '00001' })).toBeNull();
    expect(catalog.checkLegacy({ provinceCode: '79', districtCode: '001', wardCode: '00001' })).toMatchObject(
      { field: 'legacyAddress.districtCode' },
    );
  });

  it('formats an address from the street up', () => {
    expect(catalog.formatAddress({ street: ' 1 Đại Cồ Việt ', codes: ['01', '00097'] })).toBe(
      '1 Đại Cồ Việt, Phường Hồng Hà, Thành phố Hà Nội',
    );
  });
});
