import { describe, expect, it } from 'vitest';
import { tokenize } from '../../../src/features/plagiarism/shared/tokenize';
import {
  fingerprintWords,
  hashText,
  kgramHashes,
  winnow,
} from '../../../src/features/plagiarism/shared/fingerprint';

describe('tokenize', () => {
  it('folds case, diacritics, đ and decomposed letters, keeping offsets into the original text', () => {
    const text = 'Nghiên  CỨU, đề tài!\n\u0110ại học';
    const tokens = tokenize({ text });
    expect(tokens.map((token) => token.word)).toEqual(['nghien', 'cuu', 'de', 'tai', 'dai', 'hoc']);
    expect(tokens.map((token) => text.slice(token.start, token.end))).toEqual([
      'Nghiên',
      'CỨU',
      'đề',
      'tài',
      'Đại',
      'học',
    ]);
    expect(tokenize({ text: 'nghie\u0302n cứu'.normalize('NFD') }).map((token) => token.word)).toEqual([
      'nghien',
      'cuu',
    ]);
  });

  it('keeps diacritics when not folding (NFC, lower case)', () => {
    expect(tokenize({ text: 'NGHIÊN cứu', isFolding: false }).map((token) => token.word)).toEqual([
      'nghiên',
      'cứu',
    ]);
  });
});

describe('winnowing', () => {
  it('hashes the same k-gram the same way, and different ones differently', () => {
    expect(hashText('a b c')).toBe(hashText('a b c'));
    expect(hashText('a b c')).not.toBe(hashText('a b d'));
    expect(kgramHashes({ words: ['a', 'b', 'c', 'd'], k: 3 })).toHaveLength(2);
  });

  it('keeps the minimum of every window, rightmost on ties, each position once', () => {
    const hashes = Int32Array.from([5, 3, 8, 3, 9, 1, 7, 7]);
    expect(winnow({ hashes, w: 3 })).toEqual([
      { hash: 3, position: 1 },
      { hash: 3, position: 3 },
      { hash: 1, position: 5 },
    ]);
  });

  it('leaves at least one fingerprint in every run of k + w - 1 words', () => {
    const words = Array.from({ length: 400 }, (_, index) => `w${(index * 7919) % 263}`);
    const positions = fingerprintWords({ words, options: { k: 5, w: 6 } }).map((print) => print.position);
    for (let start = 0; start + 6 <= words.length - 4; start += 1) {
      expect(positions.some((position) => position >= start && position < start + 6)).toBe(true);
    }
  });
});
