import type { MatchResult } from './find-passages';
import type { Token } from './tokenize';

/** A passage's text with a little context on each side (what the report highlights). */
export type Excerpt = { before: string; text: string; after: string };

/** One source of a report. */
export type ReportSource = {
  documentId: number;
  title: string;
  author: string;
  period: string;
  /** 0..1 of the checked text. */
  similarity: number;
  matchedWords: number;
};

/** One matching passage: the checked text's run beside the source's run. */
export type ReportPassage = {
  /** Index into the report's sources. */
  sourceIndex: number;
  words: number;
  checked: Excerpt;
  source: Excerpt;
};

/** What a finished check shows (schemas/entities/plagiarism-report.json). */
export type ReportBody = {
  similarity: number;
  wordCount: number;
  matchedWords: number;
  sources: ReportSource[];
  passages: ReportPassage[];
};

/** Characters of context shown around a passage. */
const CONTEXT = 120;
/** Longest passage text kept in a report (the rest is cut with an ellipsis). */
const MAX_PASSAGE_CHARS = 2000;
/** Passages kept in a report (the longest ones). */
const MAX_PASSAGES = 200;

const squeeze = (text: string) => text.replace(/\s+/g, ' ');

/** The text of tokens [start, end) with context, from the original text. */
const excerptOf = ({
  text,
  tokens,
  start,
  end,
}: {
  text: string;
  tokens: Token[];
  start: number;
  end: number;
}) => {
  const from = tokens[start]?.start ?? 0;
  const to = tokens[Math.max(start, end - 1)]?.end ?? from;
  const passage = text.slice(from, to);
  const before = text.slice(Math.max(0, from - CONTEXT), from);
  return {
    before: squeeze(before.length === CONTEXT ? `…${before.replace(/^\S*\s/, '')}` : before),
    text: squeeze(passage.length > MAX_PASSAGE_CHARS ? `${passage.slice(0, MAX_PASSAGE_CHARS)}…` : passage),
    after: squeeze(
      text.slice(to, to + CONTEXT).replace(/\s\S*$/, '') + (to + CONTEXT < text.length ? '…' : ''),
    ),
  };
};

/**
 * The report of a check: sources with their metadata and every passage of the top sources
 * (the longest MAX_PASSAGES, in the checked text's order) with both texts' excerpts.
 */
export const buildReport = ({
  text,
  tokens,
  result,
  sourceTexts,
  sourceTokens,
  describe,
}: {
  text: string;
  tokens: Token[];
  result: MatchResult;
  sourceTexts: Map<number, string>;
  sourceTokens: Map<number, Token[]>;
  describe: (documentId: number) => { title: string; author: string; period: string };
}): ReportBody => {
  const sources = result.sources.map((source) => ({
    documentId: source.documentId,
    ...describe(source.documentId),
    similarity: source.similarity,
    matchedWords: source.matchedWords,
  }));
  const passages = result.sources
    .flatMap((source, sourceIndex) => source.passages.map((passage) => ({ passage, sourceIndex })))
    .sort((a, b) => b.passage.queryEnd - b.passage.queryStart - (a.passage.queryEnd - a.passage.queryStart))
    .slice(0, MAX_PASSAGES)
    .sort((a, b) => a.passage.queryStart - b.passage.queryStart || a.sourceIndex - b.sourceIndex)
    .map(({ passage, sourceIndex }) => ({
      sourceIndex,
      words: passage.queryEnd - passage.queryStart,
      checked: excerptOf({ text, tokens, start: passage.queryStart, end: passage.queryEnd }),
      source: excerptOf({
        text: sourceTexts.get(passage.documentId) ?? '',
        tokens: sourceTokens.get(passage.documentId) ?? [],
        start: passage.sourceStart,
        end: passage.sourceEnd,
      }),
    }));
  return {
    similarity: result.similarity,
    wordCount: result.wordCount,
    matchedWords: result.matchedWords,
    sources,
    passages,
  };
};
