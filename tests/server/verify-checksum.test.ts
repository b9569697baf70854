import { describe, expect, it } from 'vitest';
import { computeChecksum, withChecksum } from '../../src/core/checksum';
import { nodeChecksumDigest, verifyChecksum } from '../../src/server/verify-checksum';

const body = { data: { ghiChu: 'Đăng ký lớp Giải tích 1 – nhóm 2', classIds: [15035, 15005], emoji: '📚' } };

describe('server checksum (node:crypto)', () => {
  it('hashes exactly as the browser (crypto-js) does, Vietnamese text included, for every algorithm', () => {
    // continueStudy.submit is an MD5 rule, classRegistration.register a SHA-256 one.
    for (const [rule, signed] of [
      ['continueStudy.submit', { payload: body.data }],
      ['classRegistration.register', body],
    ] as const) {
      const server = computeChecksum({ rule, body: signed, digest: nodeChecksumDigest });
      expect(server).toBe(computeChecksum({ rule, body: signed }));
      expect(server).toMatch(rule === 'continueStudy.submit' ? /^[0-9a-f]{32}$/ : /^[0-9a-f]{64}$/);
    }
  });

  it('accepts a body the client signed and refuses one changed after signing', () => {
    const signed = withChecksum({ rule: 'classRegistration.register', body });
    expect(verifyChecksum({ rule: 'classRegistration.register', body: signed })).toBe(true);
    expect(
      verifyChecksum({
        rule: 'classRegistration.register',
        body: { ...signed, data: { ...body.data, classIds: [15035] } },
      }),
    ).toBe(false);
    expect(
      verifyChecksum({
        rule: 'continueStudy.submit',
        body: withChecksum({ rule: 'continueStudy.submit', body: { payload: body.data } }),
      }),
    ).toBe(true);
  });
});
