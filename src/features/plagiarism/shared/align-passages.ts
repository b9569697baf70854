import type { Passage } from './find-passages';

/**
 * Shortest passage reported, in words: shorter shared runs are ordinary phrases ("kết quả cho
 * thấy rằng"), not copying. A run of 10 equal words also proves a hash hit was no collision.
 */
export const MIN_PASSAGE_WORDS = 10;

/** Whether the words from these starts are equal for `length` words. */
const sameRun = ({
  queryWords,
  sourceWords,
  queryStart,
  sourceStart,
  length,
}: {
  queryWords: readonly string[];
  sourceWords: readonly string[];
  queryStart: number;
  sourceStart: number;
  length: number;
}) => {
  for (let offset = 0; offset < length; offset += 1) {
    if (queryWords[queryStart + offset] !== sourceWords[sourceStart + offset]) return false;
  }
  return true;
};

/**
 * Checks seed passages against the words of both texts and stretches them to the whole copied
 * run: a passage grows word by word to the left and right while the texts agree, then passages
 * of the document that meet or overlap (in both texts) merge. Seeds whose words differ (a hash
 * collision) and runs shorter than MIN_PASSAGE_WORDS are dropped.
 */
export const alignPassages = ({
  passages,
  queryWords,
  sourceWords,
  minWords = MIN_PASSAGE_WORDS,
}: {
  passages: readonly Passage[];
  queryWords: readonly string[];
  sourceWords: readonly string[];
  minWords?: number;
}): Passage[] => {
  const grown: Passage[] = [];
  for (const seed of passages) {
    // The seed's first k-gram is a real shared run only if its words are equal.
    const length = Math.min(seed.queryEnd - seed.queryStart, seed.sourceEnd - seed.sourceStart);
    const k = Math.min(length, 3);
    if (
      !sameRun({
        queryWords,
        sourceWords,
        queryStart: seed.queryStart,
        sourceStart: seed.sourceStart,
        length: k,
      })
    )
      continue;
    let { queryStart, sourceStart, queryEnd, sourceEnd } = seed;
    while (queryStart > 0 && sourceStart > 0 && queryWords[queryStart - 1] === sourceWords[sourceStart - 1]) {
      queryStart -= 1;
      sourceStart -= 1;
    }
    // Inside the seed the texts may differ by a few words; past its end they must agree.
    while (
      queryEnd < queryWords.length &&
      sourceEnd < sourceWords.length &&
      queryWords[queryEnd] === sourceWords[sourceEnd]
    ) {
      queryEnd += 1;
      sourceEnd += 1;
    }
    grown.push({ ...seed, queryStart, queryEnd, sourceStart, sourceEnd });
  }
  grown.sort((a, b) => a.queryStart - b.queryStart || a.sourceStart - b.sourceStart);
  const merged: Passage[] = [];
  for (const passage of grown) {
    const last = merged[merged.length - 1];
    const isSameRun =
      last &&
      passage.queryStart <= last.queryEnd &&
      passage.sourceStart <= last.sourceEnd &&
      passage.sourceEnd >= last.sourceStart;
    if (isSameRun) {
      last.queryEnd = Math.max(last.queryEnd, passage.queryEnd);
      last.sourceStart = Math.min(last.sourceStart, passage.sourceStart);
      last.sourceEnd = Math.max(last.sourceEnd, passage.sourceEnd);
      last.hits += passage.hits;
    } else merged.push({ ...passage });
  }
  return merged.filter((passage) => passage.queryEnd - passage.queryStart >= minWords);
};
