import { FINGERPRINT_OPTIONS } from './fingerprint';
import type { FingerprintOptions } from './fingerprint';

/** A k-gram of the checked text found in a stored document. */
export type Hit = { documentId: number; queryPosition: number; sourcePosition: number };

/** A run of the checked text that matches a run of one stored document (word indexes, end excluded). */
export type Passage = {
  documentId: number;
  queryStart: number;
  queryEnd: number;
  sourceStart: number;
  sourceEnd: number;
  /** How many shared fingerprints hold the passage together. */
  hits: number;
};

/** A stored document's share of the checked text. */
export type SourceMatch = {
  documentId: number;
  /** Words of the checked text inside this source's passages. */
  matchedWords: number;
  /** matchedWords / words of the checked text, 0..1. */
  similarity: number;
  passages: Passage[];
};

/** What a check finds: overall similarity and the sources, most similar first. */
export type MatchResult = {
  wordCount: number;
  /** Words of the checked text inside any passage / all its words, 0..1. */
  similarity: number;
  matchedWords: number;
  sources: SourceMatch[];
};

type Open = Passage & { lastQuery: number; lastSource: number };

/**
 * Merges one document's hits (sorted by query position) into seed passages: a hit joins an open passage
 * when it follows within one winnowing window (stored fingerprints are at most w k-grams apart in a
 * copied run) and keeps the passage's alignment (source and query advance alike, give or take a
 * window: a few words inserted or removed). alignPassages then checks them word by word.
 */
const passagesOf = ({
  documentId,
  hits,
  options,
}: {
  documentId: number;
  hits: Hit[];
  options: FingerprintOptions;
}): Passage[] => {
  const { k, w } = options;
  const gap = w + k;
  const open: Open[] = [];
  const done: Open[] = [];
  for (const hit of hits) {
    let joined: Open | null = null;
    for (let index = open.length - 1; index >= 0; index -= 1) {
      const passage = open[index];
      if (passage.queryEnd + gap < hit.queryPosition) {
        done.push(passage);
        open.splice(index, 1);
        continue;
      }
      const drift = hit.sourcePosition - passage.lastSource - (hit.queryPosition - passage.lastQuery);
      // Both texts move forward: a phrase repeated in one text does not stretch a passage.
      const isForward = hit.sourcePosition > passage.lastSource && hit.queryPosition > passage.lastQuery;
      if (!joined && isForward && Math.abs(drift) <= gap) joined = passage;
    }
    if (joined) {
      joined.queryEnd = Math.max(joined.queryEnd, hit.queryPosition + k);
      joined.sourceEnd = Math.max(joined.sourceEnd, hit.sourcePosition + k);
      joined.lastQuery = hit.queryPosition;
      joined.lastSource = hit.sourcePosition;
      joined.hits += 1;
    } else {
      open.push({
        documentId,
        queryStart: hit.queryPosition,
        queryEnd: hit.queryPosition + k,
        sourceStart: hit.sourcePosition,
        sourceEnd: hit.sourcePosition + k,
        hits: 1,
        lastQuery: hit.queryPosition,
        lastSource: hit.sourcePosition,
      });
    }
  }
  return [...done, ...open]
    .map(({ lastQuery: _q, lastSource: _s, ...passage }) => passage)
    .sort((a, b) => a.queryStart - b.queryStart);
};

/**
 * The seed passages of each stored document the hits touch, for the `maxCandidates` documents with
 * the most hits (the others share too little to matter), most hits first.
 */
export const seedPassages = ({
  hits,
  options = FINGERPRINT_OPTIONS,
  maxCandidates = 30,
}: {
  hits: readonly Hit[];
  options?: FingerprintOptions;
  maxCandidates?: number;
}): Map<number, Passage[]> => {
  const byDocument = new Map<number, Hit[]>();
  for (const hit of hits) {
    const list = byDocument.get(hit.documentId);
    if (list) list.push(hit);
    else byDocument.set(hit.documentId, [hit]);
  }
  const candidates = [...byDocument]
    .sort((a, b) => b[1].length - a[1].length || a[0] - b[0])
    .slice(0, maxCandidates);
  const seeds = new Map<number, Passage[]>();
  for (const [documentId, documentHits] of candidates) {
    documentHits.sort((a, b) => a.queryPosition - b.queryPosition || a.sourcePosition - b.sourcePosition);
    seeds.set(documentId, passagesOf({ documentId, hits: documentHits, options }));
  }
  return seeds;
};

/** How many word indexes the ranges cover together. */
export const coveredWords = (ranges: readonly { queryStart: number; queryEnd: number }[]) => {
  const sorted = [...ranges].sort((a, b) => a.queryStart - b.queryStart);
  let total = 0;
  let end = -1;
  for (const { queryStart, queryEnd } of sorted) {
    if (queryEnd <= end) continue;
    total += queryEnd - Math.max(queryStart, end);
    end = queryEnd;
  }
  return total;
};

/**
 * Scores aligned passages: per source its covered words over the checked text's words, overall
 * the words covered by any of the top `maxSources` sources (a word two sources share counts once).
 */
export const scoreSources = ({
  passagesByDocument,
  wordCount,
  maxSources = 10,
}: {
  passagesByDocument: Map<number, Passage[]>;
  wordCount: number;
  maxSources?: number;
}): MatchResult => {
  const sources: SourceMatch[] = [];
  for (const [documentId, passages] of passagesByDocument) {
    if (passages.length === 0) continue;
    const matchedWords = Math.min(wordCount, coveredWords(passages));
    sources.push({
      documentId,
      matchedWords,
      similarity: wordCount ? matchedWords / wordCount : 0,
      passages,
    });
  }
  sources.sort((a, b) => b.matchedWords - a.matchedWords || a.documentId - b.documentId);
  const top = sources.slice(0, maxSources);
  const matchedWords = Math.min(wordCount, coveredWords(top.flatMap((source) => source.passages)));
  return { wordCount, similarity: wordCount ? matchedWords / wordCount : 0, matchedWords, sources: top };
};
