/** One word of a text: its normalised form and where it sits in the original text. */
export type Token = {
  /** NFC, lower case, and (when folding) without diacritics, đ as d. */
  word: string;
  /** Offset of the word's first UTF-16 unit in the original text. */
  start: number;
  /** Offset just past the word's last unit in the original text. */
  end: number;
};

// Letters, digits and combining marks (a decomposed "ệ" is a letter plus marks): everything else
// (punctuation, spaces, symbols) separates words, so spacing and punctuation changes vanish.
const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const MARKS = /[\u0300-\u036f]/g;

/**
 * A word in comparable form: Unicode NFC, lower case and, when `isFolding`, the Vietnamese
 * diacritics removed (đ → d), so "Nghiên CỨU", "nghien cuu" and a decomposed "nghiên" are equal.
 */
export const normaliseWord = ({ word, isFolding }: { word: string; isFolding: boolean }) => {
  const lower = word.normalize('NFC').toLowerCase();
  return isFolding ? lower.normalize('NFD').replace(MARKS, '').replace(/đ/g, 'd') : lower;
};

/** The words of a text with their offsets in it (the highlights of a report use them). */
export const tokenize = ({ text, isFolding = true }: { text: string; isFolding?: boolean }): Token[] => {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = normaliseWord({ word: match[0], isFolding });
    if (word === '') continue;
    tokens.push({ word, start: match.index, end: match.index + match[0].length });
  }
  return tokens;
};
