import { alignPassages } from './align-passages';
import { collectHits } from './collect-hits';
import type { Posting } from './collect-hits';
import { scoreSources, seedPassages } from './find-passages';
import type { MatchResult, Passage } from './find-passages';
import { FINGERPRINT_OPTIONS, fingerprintWords, kgramHashes, winnow } from './fingerprint';
import type { Fingerprint, FingerprintOptions } from './fingerprint';
import { tokenize } from './tokenize';
import type { Token } from './tokenize';

/** The words of a text to store in the index, with its fingerprints. */
export const indexText = ({
  text,
  options = FINGERPRINT_OPTIONS,
}: {
  text: string;
  options?: FingerprintOptions;
}): { tokens: Token[]; fingerprints: Fingerprint[] } => {
  const tokens = tokenize({ text });
  return { tokens, fingerprints: fingerprintWords({ words: tokens.map((token) => token.word), options }) };
};

/** A check's outcome with the tokens of both sides (the report maps passages back to the texts). */
export type TextMatch = {
  tokens: Token[];
  result: MatchResult;
  /** Tokens of each source in the result. */
  sourceTokens: Map<number, Token[]>;
  /** Looked-up hashes found in more than maxDocumentFrequency documents (stock phrases). */
  commonHashes: number[];
};

/**
 * Checks a text against an index: the text's fingerprints are looked up through `findPostings`; the hits
 * of the candidate documents become seed passages, which are checked and stretched word by word
 * against the candidates' texts (`loadTexts`), then scored. Words are compared folded (no case,
 * no diacritics, no punctuation).
 */
export const matchText = async ({
  text,
  findPostings,
  loadTexts,
  maxDocumentFrequency,
  excludeDocumentIds,
  options = FINGERPRINT_OPTIONS,
  maxSources,
  maxCandidates,
  skipHashes,
}: {
  text: string;
  findPostings: (hashes: number[]) => Promise<Iterable<Posting>>;
  loadTexts: (documentIds: number[]) => Promise<Map<number, string>>;
  maxDocumentFrequency?: number;
  excludeDocumentIds?: readonly number[];
  options?: FingerprintOptions;
  maxSources?: number;
  maxCandidates?: number;
  /** Hashes known to be stock phrases: not looked up. */
  skipHashes?: ReadonlySet<number>;
}): Promise<TextMatch> => {
  const tokens = tokenize({ text });
  const queryWords = tokens.map((token) => token.word);
  const queryHashes = kgramHashes({ words: queryWords, k: options.k });
  // Only the text's own fingerprints are looked up (a third of its k-grams): a shared run of
  // k + w - 1 words has the same smallest hash on both sides, so it still meets a stored one,
  // and alignPassages then grows it word by word. Every k-gram position of a looked-up hash pairs.
  const lookedUp = [
    ...new Set(winnow({ hashes: queryHashes, w: options.w }).map((print) => print.hash)),
  ].filter((hash) => !skipHashes?.has(hash));
  const postings = lookedUp.length ? await findPostings(lookedUp) : [];
  const { hits, commonHashes } = collectHits({
    queryHashes,
    postings,
    maxDocumentFrequency,
    excludeDocumentIds,
  });
  const seeds = seedPassages({ hits, options, maxCandidates });
  const texts = seeds.size ? await loadTexts([...seeds.keys()]) : new Map<number, string>();
  const sourceTokens = new Map<number, Token[]>();
  const passagesByDocument = new Map<number, Passage[]>();
  for (const [documentId, passages] of seeds) {
    const sourceText = texts.get(documentId);
    if (sourceText === undefined) continue;
    const source = tokenize({ text: sourceText });
    const aligned = alignPassages({ passages, queryWords, sourceWords: source.map((token) => token.word) });
    if (aligned.length === 0) continue;
    sourceTokens.set(documentId, source);
    passagesByDocument.set(documentId, aligned);
  }
  const result = scoreSources({ passagesByDocument, wordCount: tokens.length, maxSources });
  const kept = new Set(result.sources.map((source) => source.documentId));
  for (const documentId of sourceTokens.keys()) if (!kept.has(documentId)) sourceTokens.delete(documentId);
  return { tokens, result, sourceTokens, commonHashes };
};
