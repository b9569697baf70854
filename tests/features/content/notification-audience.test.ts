import { describe, expect, it } from 'vitest';
import { admittedAt, isBroadcastFor } from '../../../src/features/content/shared/notification-audience';

describe('admittedAt: when a cohort joined the university', () => {
  it('is 1 August of the admission year, Vietnam time', () => {
    expect(admittedAt(2026)?.toISOString()).toBe('2026-07-31T17:00:00.000Z');
    expect(admittedAt(2023)?.toISOString()).toBe('2023-07-31T17:00:00.000Z');
  });

  it('is null when the cohort cannot be read (no cut-off is guessed)', () => {
    expect(admittedAt(0)).toBeNull();
    expect(admittedAt(-1)).toBeNull();
    expect(admittedAt(Number.NaN)).toBeNull();
  });
});

describe('isBroadcastFor: a broadcast reaches those who had joined when it was sent', () => {
  const since = admittedAt(2026);
  it('leaves out broadcasts sent before a first-year was admitted', () => {
    expect(isBroadcastFor({ createdAt: new Date('2026-03-10T02:00:00Z'), since })).toBe(false);
    expect(isBroadcastFor({ createdAt: new Date('2026-07-31T16:59:59Z'), since })).toBe(false);
  });

  it('keeps those sent from admission on, and every broadcast for a user without a cut-off', () => {
    expect(isBroadcastFor({ createdAt: new Date('2026-07-31T17:00:00Z'), since })).toBe(true);
    expect(isBroadcastFor({ createdAt: new Date('2026-11-05T01:00:00Z'), since })).toBe(true);
    expect(isBroadcastFor({ createdAt: new Date('2020-01-01T00:00:00Z'), since: null })).toBe(true);
  });
});
