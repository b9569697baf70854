import { describe, expect, it } from 'vitest';
import { createIdObfuscator, saltForVariant, variantForInstitution } from '../../src/core/obfuscated-id';

const unigate = createIdObfuscator({ salt: saltForVariant({ variant: 'unigate', secret: 'test-secret' }) });
const hust = createIdObfuscator({ salt: saltForVariant({ variant: 'hust', secret: 'test-secret' }) });

describe('obfuscated ids', () => {
  it('round-trips ids with at least 10 characters', () => {
    for (const id of [0, 1, 42, 123_456_789, 4881695532646400, Number.MAX_SAFE_INTEGER]) {
      const text = unigate.encode(id);
      expect(text.length).toBeGreaterThanOrEqual(10);
      expect(text).toMatch(/^[a-zA-Z0-9]+$/);
      expect(unigate.decode(text)).toBe(id);
    }
  });

  it('encodes the hex form of the id (hashids encodeHex)', async () => {
    const { default: Hashids } = await import('hashids');
    const salt = saltForVariant({ variant: 'unigate', secret: 'test-secret' });
    expect(unigate.encode(255)).toBe(new Hashids(salt, 10).encodeHex('ff'));
  });

  it('gives different strings for different salts, and they do not cross-decode', () => {
    const text = unigate.encode(1234);
    expect(hust.encode(1234)).not.toBe(text);
    expect(hust.decode(text)).toBeNull();
  });

  it('derives salts deterministically per variant and secret', () => {
    const salt = saltForVariant({ variant: 'hust', secret: 'a' });
    expect(saltForVariant({ variant: 'hust', secret: 'a' })).toBe(salt);
    expect(saltForVariant({ variant: 'unigate', secret: 'a' })).not.toBe(salt);
    expect(saltForVariant({ variant: 'hust', secret: 'b' })).not.toBe(salt);
    expect(() => saltForVariant({ variant: 'hmu' as 'hust', secret: 'a' })).toThrow(/hmu/);
    expect(variantForInstitution('hust')).toBe('hust');
    expect(variantForInstitution('actvn')).toBe('unigate');
  });

  it('decodes garbage to null without throwing', () => {
    const valid = unigate.encode(99);
    for (const garbage of [
      '',
      'abc',
      '!!!!!!!!!!!!',
      'ÀÁÂÃÄÅÆÇÈÉ',
      `${valid}x`,
      valid.slice(1),
      ' '.repeat(12),
      null,
      12,
      {},
    ]) {
      expect(unigate.decode(garbage)).toBeNull();
    }
  });

  it('refuses to encode what is not a non-negative safe integer', () => {
    expect(() => unigate.encode(-1)).toThrow(RangeError);
    expect(() => unigate.encode(1.5)).toThrow(RangeError);
  });
});
