/** Settings of the fingerprints; an index and its checks must use the same ones. */
export type FingerprintOptions = {
  /** Words per k-gram. */
  k: number;
  /** Winnowing window (in k-grams): any shared run of k + w - 1 words shares a fingerprint. */
  w: number;
};

/**
 * k = 5 words: Vietnamese words are syllables, so 5 is a short phrase, long enough that unrelated
 * texts rarely share one. w = 6: every copied run of 10 words or more is caught, with about 2 in 7
 * k-grams stored (the index stays small).
 */
export const FINGERPRINT_OPTIONS: FingerprintOptions = { k: 5, w: 6 };

/** A k-gram hash and the index of its first word. */
export type Fingerprint = { hash: number; position: number };

/** FNV-1a (32-bit) of a string, as a signed 32-bit integer (a PostgreSQL `integer`). */
export const hashText = (text: string) => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
};

/** The hash of every k-gram of the words, in order (position i starts at word i). */
export const kgramHashes = ({ words, k }: { words: readonly string[]; k: number }) => {
  const count = Math.max(0, words.length - k + 1);
  const hashes = new Int32Array(count);
  for (let index = 0; index < count; index += 1)
    hashes[index] = hashText(words.slice(index, index + k).join(' '));
  return hashes;
};

/**
 * Winnowing (Schleimer, Wilkerson, Aiken 2003): in every window of w consecutive k-gram hashes the
 * smallest is kept (the rightmost on ties), each kept position once. A text shorter than one
 * window keeps its smallest hash.
 */
export const winnow = ({ hashes, w }: { hashes: Int32Array; w: number }): Fingerprint[] => {
  const fingerprints: Fingerprint[] = [];
  if (hashes.length === 0) return fingerprints;
  const window = Math.min(w, hashes.length);
  // A deque of positions whose hashes increase: its head is the window's minimum.
  const deque: number[] = [];
  let head = 0;
  let lastKept = -1;
  for (let index = 0; index < hashes.length; index += 1) {
    while (deque.length > head && hashes[deque[deque.length - 1]] >= hashes[index]) deque.pop();
    deque.push(index);
    if (deque[head] <= index - window) head += 1;
    if (index >= window - 1 && deque[head] !== lastKept) {
      lastKept = deque[head];
      fingerprints.push({ hash: hashes[lastKept], position: lastKept });
    }
    if (head > 1024) {
      deque.splice(0, head);
      head = 0;
    }
  }
  return fingerprints;
};

/** The winnowed fingerprints of a list of normalised words. */
export const fingerprintWords = ({
  words,
  options = FINGERPRINT_OPTIONS,
}: {
  words: readonly string[];
  options?: FingerprintOptions;
}) => winnow({ hashes: kgramHashes({ words, k: options.k }), w: options.w });
