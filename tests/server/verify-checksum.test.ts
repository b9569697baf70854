import { describe, expect, it } from 'vitest';
import { computeChecksum, withChecksum } from '../../src/core/index';
import { nodeChecksumDigest, verifyChecksum } from '../../src/server/verify-checksum';

const body = { data: { ghiChu: 'Đăng ký lớp Giải tích 1 – nhóm 2', classIds: [15035, 15005], emoji: '📚' } };

describe('server checksum (node:crypto)', () => {
  it('hashes exactly as the browser (crypto-js) does, Vietnamese text included, for every algorithm', () => {
    for (const algorithm of ['md5', 'sha256'] as const) {
      const text = `${JSON.stringify(body)}_registration`;
      const browser = computeChecksum({ rule: algorithm === 'md5' ? 'continueStudy.submit' : 'classRegistration.register', body: { payload: body.data, data: body.data } });
      const server = computeChecksum({ rule: algorithm === 'md5' ? 'continueStudy.submit' : 'classRegistration.register', body: { payload: body.data, data: body.data }, digest: nodeChecksumDigest });
      expect(server).toBe(browser);
      expect(nodeChecksumDigest({ algorithm, text })).toMatch(algorithm === 'md5' ? /^[0-9a-f]{32}$/ : /^[0-9a-f]{64}$/);
    }
  });

  it('accepts a body the client signed and refuses one changed after signing', () => {
    const signed = withChecksum({ rule: 'classRegistration.register', body });
    expect(verifyChecksum({ rule: 'classRegistration.register', body: signed })).toBe(true);
    expect(verifyChecksum({ rule: 'classRegistration.register', body: { ...signed, data: { ...body.data, classIds: [15035] } } })).toBe(false);
    expect(verifyChecksum({ rule: 'continueStudy.submit', body: withChecksum({ rule: 'continueStudy.submit', body: { payload: body.data } }) })).toBe(true);
  });
});
