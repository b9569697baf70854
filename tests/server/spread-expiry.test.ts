import { describe, expect, it } from 'vitest';
import { spreadExpiry } from '../../src/server/cache/spread-expiry';

describe('spreadExpiry', () => {
  it('gives between half and all of the TTL, spread rather than one value', () => {
    const values = Array.from({ length: 1000 }, () => spreadExpiry(60_000));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(30_000);
    expect(Math.max(...values)).toBeLessThanOrEqual(60_000);
    // Entries filled together expire over the whole second half of the TTL.
    expect(values.filter((v) => v < 45_000).length).toBeGreaterThan(300);
    expect(values.filter((v) => v >= 45_000).length).toBeGreaterThan(300);
  });
});
