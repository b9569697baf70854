import { describe, expect, it } from 'vitest';
import { amountInWords } from '../../../../src/features/payments/shared/amount-in-words';

describe('amountInWords', () => {
  it('reads VND amounts in Vietnamese, capitalised, ending in đồng', () => {
    expect(amountInWords(1_200_000)).toBe('Một triệu hai trăm nghìn đồng');
    expect(amountInWords(884_520)).toBe('Tám trăm tám mươi tư nghìn năm trăm hai mươi đồng');
    expect(amountInWords(105)).toBe('Một trăm lẻ năm đồng');
    expect(amountInWords(15)).toBe('Mười lăm đồng');
    expect(amountInWords(0)).toBe('Không đồng');
  });

  it('reads large amounts', () => {
    expect(amountInWords(21_000_000_000)).toBe('Hai mươi mốt tỉ đồng');
  });

  it('refuses fractions of a đồng', () => {
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
