import { describe, expect, it } from 'vitest';
import {
  REFERENCE_ALPHABET,
  findTransferReference,
  findTransferReferences,
  isTransferReference,
  newTransferReference,
} from '../../../../src/features/payments/shared/transfer-reference';

describe('newTransferReference', () => {
  it('is the prefix and 8 unambiguous uppercase characters, no spaces', () => {
    for (let index = 0; index < 200; index += 1) {
      const reference = newTransferReference({ prefix: 'UG' });
      expect(reference).toMatch(/^UG[A-Z2-9]{8}$/);
      expect([...reference.slice(2)].every((character) => REFERENCE_ALPHABET.includes(character))).toBe(true);
      expect(reference.slice(2)).not.toMatch(/[01OIL]/);
      expect(isTransferReference({ reference, prefix: 'UG' })).toBe(true);
    }
  });

  it('leaves out characters that read alike', () => {
    for (const character of '01OIL') expect(REFERENCE_ALPHABET).not.toContain(character);
  });

  it('is random (no repeats over many draws) yet reproducible with a given source', () => {
    const drawn = new Set(Array.from({ length: 500 }, () => newTransferReference({ prefix: 'UG' })));
    expect(drawn.size).toBe(500);
    const fixed = () => newTransferReference({ prefix: 'ug', randomIndex: () => 0 });
    expect(fixed()).toBe(fixed());
    expect(fixed().startsWith('UG')).toBe(true);
  });

  it('carries a check character: one changed character is not a reference', () => {
    const reference = newTransferReference({ prefix: 'UG' });
    const last = reference.at(-2) === 'A' ? 'B' : 'A';
    const changed = `${reference.slice(0, -2)}${last}${reference.slice(-1)}`;
    expect(isTransferReference({ reference: changed, prefix: 'UG' })).toBe(false);
  });
});

/** A fixed sequence of random indexes, so the references below are always the same. */
const sequence = (start: number) => {
  let next = start;
  return (size: number) => (next++ * 7) % size;
};

describe('findTransferReference', () => {
  const reference = newTransferReference({ prefix: 'UG', randomIndex: sequence(3) });

  it('finds the reference among the extra words banks add', () => {
    for (const description of [
      reference,
      `MBVCB.3278612345.${reference}.CT tu 0011004012345 NGUYEN VAN A toi 0011004012345`,
      `IBFT ${reference} Nguyễn Văn An nộp học phí`,
      `${reference.toLowerCase()} hoc phi ky 1`,
      `Chuyen tien-${reference}-20230001`,
    ])
      expect(findTransferReference({ description, prefix: 'UG' })).toBe(reference);
  });

  it('finds it when the bank glued or split it', () => {
    expect(findTransferReference({ description: `NOPHOCPHI${reference}NGUYENVANA`, prefix: 'UG' })).toBe(
      reference,
    );
    const split = `${reference.slice(0, 5)} ${reference.slice(5)}`;
    expect(findTransferReference({ description: `ND: ${split} hoc phi`, prefix: 'UG' })).toBe(reference);
  });

  it('answers null without a well-formed reference, and ignores other prefixes', () => {
    expect(findTransferReference({ description: 'chuyen tien hoc phi', prefix: 'UG' })).toBeNull();
    expect(findTransferReference({ description: 'UGABCDEFGH', prefix: 'UG' })).toBeNull();
    expect(findTransferReference({ description: reference.replace('UG', 'BK'), prefix: 'UG' })).toBeNull();
  });

  it('lists every candidate, standalone words first', () => {
    const other = newTransferReference({ prefix: 'UG', randomIndex: sequence(11) });
    const found = findTransferReferences({ description: `xx${other}yy ${reference}`, prefix: 'UG' });
    expect(found).toEqual([reference, other]);
  });
});
