import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/core/canonical-json';
import { CHECKSUM_RULES, computeChecksum, verifyChecksum, withChecksum } from '../../src/core/checksum';

const hex = (algorithm: 'md5' | 'sha256', text: string) =>
  createHash(algorithm).update(text, 'utf8').digest('hex');

describe('canonicalJson', () => {
  it('sorts keys at every depth and follows JSON rules otherwise', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[3,{"y":2,"z":1}]},"b":1}',
    );
    expect(canonicalJson({ b: undefined, a: [undefined, Number.NaN], c: new Date(0) })).toBe(
      '{"a":[null,null],"c":"1970-01-01T00:00:00.000Z"}',
    );
    expect(canonicalJson({ '10': 'a', '9': 'b' })).toBe('{"10":"a","9":"b"}');
    expect(canonicalJson(undefined)).toBe('null');
  });
});

describe('checksum rules', () => {
  it('signs a decision with SHA256 of the data JSON plus _decision', () => {
    const data = { decisionId: 12, note: 'Đề nghị xét khen thưởng', studentIds: [3, 5] };
    const expected = hex('sha256', `${JSON.stringify(data)}_decision`);
    expect(computeChecksum({ rule: 'decisions.submit', body: { data } })).toBe(expected);
    expect(computeChecksum({ rule: 'decisions.save', body: { data } })).toBe(expected);
  });

  it('uses MD5 exactly for continue-study submit, exchange create/saveDraft and payment query', () => {
    const md5Rules = Object.entries(CHECKSUM_RULES)
      .filter(([, rule]) => rule.algorithm === 'md5')
      .map(([name]) => name)
      .sort();
    expect(md5Rules).toEqual([
      'continueStudy.submit',
      'exchange.create',
      'exchange.saveDraft',
      'payment.query',
    ]);
    const payload = { reason: 'Tiếp tục học', semester: '20251' };
    expect(computeChecksum({ rule: 'continueStudy.submit', body: { payload } })).toBe(
      hex('md5', `${JSON.stringify(payload)}_continue_study`),
    );
    expect(computeChecksum({ rule: 'exchange.create', body: { data: payload }, id: 77 })).toBe(
      hex('md5', `${JSON.stringify(payload)}77`),
    );
  });

  it('keys id rules by the record id and suffix rules by their suffix', () => {
    const updates = { a: 1 };
    expect(computeChecksum({ rule: 'projectPhases.submit', body: { updates }, id: 42 })).toBe(
      hex('sha256', '{"a":1}42'),
    );
    expect(computeChecksum({ rule: 'relatives.save', body: { data: updates } })).toBe(
      hex('sha256', '{"a":1}_relative'),
    );
    expect(computeChecksum({ rule: 'courseRegistration.register', body: { data: updates } })).toBe(
      hex('sha256', '{"a":1}_registration'),
    );
    expect(() => computeChecksum({ rule: 'projectPhases.submit', body: { updates } })).toThrow(/needs an id/);
  });

  it('hashes the whole body minus checkSum when the rule has no payload field', () => {
    const body = { password: 'cũ-123', newPassword: 'mới-456' };
    const expected = hex('sha256', '{"newPassword":"mới-456","password":"cũ-123"}_change_password');
    expect(computeChecksum({ rule: 'auth.changePassword', body })).toBe(expected);
    expect(computeChecksum({ rule: 'auth.changePassword', body: { ...body, checkSum: 'whatever' } })).toBe(
      expected,
    );
  });

  it('does not depend on key order', () => {
    const first = { data: { studentId: 9, answers: { q2: 'B', q1: 'A' }, note: 'x' } };
    const second = { data: { note: 'x', answers: { q1: 'A', q2: 'B' }, studentId: 9 } };
    expect(computeChecksum({ rule: 'awards.apply', body: first, id: 5 })).toBe(
      computeChecksum({ rule: 'awards.apply', body: second, id: 5 }),
    );
  });

  it('verifies a signed body and rejects tampering, a wrong id or a missing checksum', () => {
    const signed = withChecksum({
      rule: 'studentInfo.update',
      body: { updates: { phone: '0901234567' } },
      id: 8,
    });
    expect(verifyChecksum({ rule: 'studentInfo.update', body: signed, id: 8 })).toBe(true);
    expect(
      verifyChecksum({
        rule: 'studentInfo.update',
        body: { ...signed, checkSum: signed.checkSum.toUpperCase() },
        id: 8,
      }),
    ).toBe(true);
    expect(
      verifyChecksum({
        rule: 'studentInfo.update',
        body: { ...signed, updates: { phone: '0900000000' } },
        id: 8,
      }),
    ).toBe(false);
    expect(verifyChecksum({ rule: 'studentInfo.update', body: signed, id: 9 })).toBe(false);
    expect(verifyChecksum({ rule: 'exchange.saveDraft', body: signed, id: 8 })).toBe(false);
    const { checkSum: _removed, ...unsigned } = signed;
    expect(verifyChecksum({ rule: 'studentInfo.update', body: unsigned, id: 8 })).toBe(false);
    expect(verifyChecksum({ rule: 'studentInfo.update', body: null, id: 8 })).toBe(false);
  });

  it('throws naming an unknown rule', () => {
    expect(() => computeChecksum({ rule: 'nope.rule', body: {} })).toThrow(/nope\.rule/);
  });

  it('covers every mutating call of SPEC §7 that carries a checkSum', () => {
    expect(Object.keys(CHECKSUM_RULES).sort()).toEqual(
      [
        'auth.changePassword',
        'awards.apply',
        'awards.updateStudentInfo',
        'decisions.save',
        'decisions.submit',
        'projects.save',
        'projects.submit',
        'projectPhases.save',
        'projectPhases.submit',
        'projectRequests.create',
        'studyResults.update',
        'studentInfo.update',
        'continueStudy.submit',
        'exchange.create',
        'exchange.saveDraft',
        'payment.query',
        'studentResearch.create',
        'studentResearch.saveDraft',
        'relatives.save',
        'courseRegistration.register',
        'classRegistration.register',
      ].sort(),
    );
  });
});
