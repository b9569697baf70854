import { describe, expect, it } from 'vitest';
import {
  CHANGE_PASSWORD_CODES,
  GENERIC_CODES,
  LOGIN_CODES,
  PROJECT_CODES,
  PROJECT_REQUEST_CODES,
  RESULT_CODES,
  resultCodeName,
  resultMessage,
} from '../../src/core/result-codes';
import type { ResultCodeSet } from '../../src/core/result-codes';

describe('result codes', () => {
  it('uses the SPEC §8 numbers', () => {
    expect(PROJECT_CODES).toEqual({
      SUCCESS: 1,
      FAILED: 0,
      INVALID: -1,
      FORBIDDEN: -2,
      NOT_YET: -3,
      EXPIRED: -4,
      CHECKSUM_FAILED: -5,
    });
    expect(PROJECT_REQUEST_CODES).toMatchObject({
      OUT_OF_QUOTAS: -6,
      EXCEED_REQUEST_LIMIT: -7,
      PASSED_DEADLINE: -8,
      CHECKSUM_FAILED: -5,
    });
    expect(GENERIC_CODES).toEqual({
      FAILED: 0,
      SUCCESS: 1,
      CHECKSUM_FAILED: -1,
      NOT_FOUND: -2,
      DUPLICATED: -3,
      FORBIDDEN: -4,
      NO_PROCESS: -5,
    });
    expect(LOGIN_CODES).toEqual({ SUCCESS: 1, FAILED: 0, INVALID_CREDENTIALS: -1, UNVERIFIED: -2 });
    expect(CHANGE_PASSWORD_CODES).toEqual({ SUCCESS: 1, FAILED: 0, WRONG_PASSWORD: -1 });
  });

  it('has a distinct vi and en message for every code of every set', () => {
    for (const [set, codes] of Object.entries(RESULT_CODES) as [ResultCodeSet, Record<string, number>][]) {
      for (const [name, code] of Object.entries(codes)) {
        const vi = resultMessage({ set, code, locale: 'vi' });
        const en = resultMessage({ set, code, locale: 'en' });
        expect(vi, `${set}.${name}`).not.toMatch(/mã -?\d/);
        expect(en, `${set}.${name}`).not.toMatch(/code -?\d/);
        expect(vi).not.toBe(en);
        expect(resultCodeName({ set, code })).toBe(name);
      }
    }
  });

  it('reads the same number differently per set', () => {
    expect(resultMessage({ set: 'generic', code: -1, locale: 'en' })).toMatch(/integrity/);
    expect(resultMessage({ set: 'login', code: -1, locale: 'vi' })).toBe(
      'Tài khoản hoặc mật khẩu không đúng.',
    );
    expect(resultMessage({ set: 'changePassword', code: -1, locale: 'vi' })).toBe(
      'Mật khẩu hiện tại không đúng.',
    );
  });

  it('names an unknown code in a fallback message', () => {
    expect(resultMessage({ set: 'project', code: -99, locale: 'vi' })).toBe('Đã có lỗi xảy ra (mã -99).');
    expect(resultMessage({ set: 'project', code: -99, locale: 'en' })).toBe(
      'Something went wrong (code -99).',
    );
    expect(resultCodeName({ set: 'project', code: -99 })).toBeUndefined();
  });
});
