import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as core from '../../src/core';

const root = join(import.meta.dirname, '../../src/core');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s+'([^']+)'/g)].map((match) => match[1]);

describe('core stays isomorphic', () => {
  it('imports no Node built-ins, server or UI libraries, nor the whole crypto-js', () => {
    const allowed = /^(\.{1,2}\/|dayjs(\/|$)|hashids$|crypto-js\/(md5|sha256|enc-hex)$)/;
    const offending = sourceFiles(root).flatMap((file) =>
      importsOf(file)
        .filter((specifier) => !allowed.test(specifier))
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it('keeps files small', () => {
    const long = sourceFiles(root).filter((file) => readFileSync(file, 'utf8').split('\n').length > 300);
    expect(long).toEqual([]);
  });

  it('exposes the public API from index', () => {
    for (const name of [
      'getEnum',
      'enums',
      'resultMessage',
      'getChecksumRule',
      'CHECKSUM_RULES',
      'createIdObfuscator',
      'saltForVariant',
      'parseCalendarInfo',
      'formatCalendarInfo',
      'expandWeeks',
      'compressWeeks',
      'weekdayIndex',
      'classFlags',
      'periodTime',
      'sortSemesters',
      'pickCurrentSemester',
      'setupDayjs',
      'formatDate',
      'startOfWeek',
      'withPathPrefix',
      'EMPTY_LIST_TEXT',
      'COOKIE_NAMES',
    ]) {
      expect(core, name).toHaveProperty(name);
    }
  });

  it('leaves the checksum hashing out of index: its hash library loads with the first signed call', () => {
    for (const name of ['computeChecksum', 'verifyChecksum', 'withChecksum']) {
      expect(core, name).not.toHaveProperty(name);
    }
  });
});

describe('constants', () => {
  it('holds the SPEC §9 values', () => {
    expect(core.VIETNAM_COUNTRY_ID).toBe(4881695532646400);
    expect(Number.isSafeInteger(core.VIETNAM_COUNTRY_ID)).toBe(true);
    expect(core.VIETNAM_COUNTRY_CODE).toBe(704);
    expect([core.TOAST_DURATION_MS, core.TOAST_MAX]).toEqual([3000, 5]);
    expect([core.COMPANY_PAGE_SIZE, core.COMPANY_FIRST_PAGE, core.REFERENCE_FETCH_LIMIT]).toEqual([
      10, 1, 50,
    ]);
    expect([core.OBFUSCATED_ID_MIN_LENGTH, core.LAZY_LOAD_DELAY_MS]).toEqual([10, 200]);
    expect(core.BREAKPOINTS).toEqual({ xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 });
    expect(core.COOKIE_NAMES).toEqual({
      authRedirectUri: 'auth_redirect_uri',
      logoutRedirectUri: 'logout_redirect_uri',
      redirectPath: 'redirect_path',
      state: 'state',
      ssoToken: 'x-sso-token',
    });
    expect(core.EMPTY_LIST_TEXT).toEqual({ vi: 'Không có dữ liệu...', en: 'No data...' });
    expect([core.UNSET_NUMBER, core.EDUCATION_UNIT_DEFAULT_ID, core.UNION_UNIT_DEFAULT_ID]).toEqual([
      -1, -2, -2,
    ]);
  });
});
