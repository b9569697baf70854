/**
 * A time to live between half and all of `ttlMs`, at random: entries filled together (5,000
 * students signing in before registration opens) then expire spread over half the TTL instead of
 * all at once, so their re-reads never arrive as one burst.
 */
export const spreadExpiry = (ttlMs: number) => ttlMs * (0.5 + Math.random() * 0.5);
