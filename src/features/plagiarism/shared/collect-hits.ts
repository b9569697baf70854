import type { Hit } from './find-passages';

/**
 * How many documents may share a k-gram before it counts as a stock phrase of the corpus: 5 % of
 * the documents, at least 5 (a passage copied by a few students is still found in each copy).
 */
export const stockPhraseLimit = (documentCount: number) => Math.max(5, Math.ceil(documentCount * 0.05));

/** A stored fingerprint: its hash, document and first word's index in that document. */
export type Posting = { hash: number; documentId: number; position: number };

/**
 * The hits of a checked text: every stored fingerprint whose hash is one of the text's k-grams,
 * paired with each position of that k-gram in the text. Hashes stored in more than
 * `maxDocumentFrequency` documents are stock phrases of the corpus (headings, formulas every
 * thesis repeats) and are left out: they say nothing about copying and would cost time.
 */
export const collectHits = ({
  queryHashes,
  postings,
  maxDocumentFrequency = Number.POSITIVE_INFINITY,
  excludeDocumentIds = [],
}: {
  queryHashes: Int32Array;
  postings: Iterable<Posting>;
  maxDocumentFrequency?: number;
  excludeDocumentIds?: readonly number[];
}): { hits: Hit[]; commonHashes: number[] } => {
  const positionsByHash = new Map<number, number[]>();
  queryHashes.forEach((hash, position) => {
    const list = positionsByHash.get(hash);
    if (list) list.push(position);
    else positionsByHash.set(hash, [position]);
  });
  const excluded = new Set(excludeDocumentIds);
  const byHash = new Map<number, Posting[]>();
  for (const posting of postings) {
    if (excluded.has(posting.documentId) || !positionsByHash.has(posting.hash)) continue;
    const list = byHash.get(posting.hash);
    if (list) list.push(posting);
    else byHash.set(posting.hash, [posting]);
  }
  const hits: Hit[] = [];
  const commonHashes: number[] = [];
  for (const [hash, list] of byHash) {
    if (new Set(list.map((posting) => posting.documentId)).size > maxDocumentFrequency) {
      commonHashes.push(hash);
      continue;
    }
    for (const queryPosition of positionsByHash.get(hash) ?? []) {
      for (const { documentId, position } of list)
        hits.push({ documentId, queryPosition, sourcePosition: position });
    }
  }
  return { hits, commonHashes };
};
