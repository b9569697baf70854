/**
 * The checksum rules and their digests (crypto-js), loaded with the first signed call rather than
 * with the first screen: a page that only reads never needs them.
 */
export const loadChecksum = () => import('../../core/checksum');
