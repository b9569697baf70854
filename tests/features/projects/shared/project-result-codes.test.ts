import { describe, expect, it } from 'vitest';
import {
  isProjectResultCode,
  PROJECT_RESULT,
  projectResult,
} from '../../../../src/features/projects/shared/project-result-codes';

describe('SPEC §8 project and phase codes', () => {
  it('are success 1, failed 0, invalid -1, forbidden -2, not yet -3, expired -4, checksum failed -5', () => {
    expect(PROJECT_RESULT).toEqual({
      SUCCESS: 1,
      FAILED: 0,
      INVALID: -1,
      FORBIDDEN: -2,
      NOT_YET: -3,
      EXPIRED: -4,
      CHECKSUM_FAILED: -5,
    });
    expect(isProjectResultCode(-5)).toBe(true);
    expect(isProjectResultCode(-6)).toBe(false);
  });

  it('builds a result with the message in the caller language, data only when given', () => {
    expect(projectResult({ code: -4, locale: 'vi' })).toEqual({
      code: -4,
      message: 'Đã hết thời hạn thực hiện.',
    });
    expect(projectResult({ code: -3, locale: 'en', data: { id: 1 } })).toEqual({
      code: -3,
      message: 'This is not open yet.',
      data: { id: 1 },
    });
    expect(projectResult({ code: -1, locale: 'en', message: 'title is too long' }).message).toBe(
      'title is too long',
    );
  });
});
