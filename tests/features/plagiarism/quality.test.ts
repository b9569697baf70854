import { describe, expect, it } from 'vitest';
import { indexText, matchText } from '../../../src/features/plagiarism/shared/match-text';
import { stockPhraseLimit } from '../../../src/features/plagiarism/shared/collect-hits';
import type { Posting } from '../../../src/features/plagiarism/shared/collect-hits';
import { randomOf, sentencesOf, thesisText } from './thesis-text';

/** An in-memory inverted index with the same engine the database index uses. */
const memoryIndex = (texts: string[]) => {
  const byHash = new Map<number, Posting[]>();
  texts.forEach((text, documentId) => {
    for (const { hash, position } of indexText({ text }).fingerprints) {
      const list = byHash.get(hash) ?? [];
      list.push({ hash, documentId, position });
      byHash.set(hash, list);
    }
  });
  return {
    findPostings: async (hashes: number[]) => hashes.flatMap((hash) => byHash.get(hash) ?? []),
    loadTexts: async (ids: number[]) => new Map(ids.map((id) => [id, texts[id]])),
  };
};

const corpus = Array.from({ length: 120 }, (_, index) => thesisText({ seed: 1000 + index, words: 1500 }));
const { findPostings, loadTexts } = memoryIndex(corpus);
const maxDocumentFrequency = stockPhraseLimit(corpus.length);

type Change = (text: string, random: () => number) => string;
const stripDiacritics = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D');
const CHANGES: Record<string, Change> = {
  verbatim: (text) => text,
  case: (text, random) =>
    text
      .split(' ')
      .map((word) => (random() < 0.5 ? word.toUpperCase() : word))
      .join(' '),
  spacing: (text, random) =>
    text
      .split(' ')
      .map((word) => word + (random() < 0.3 ? '\n  \t' : '   '))
      .join(''),
  punctuation: (text, random) =>
    text
      .replace(/[.,]/g, '')
      .split(' ')
      .map((word) => (random() < 0.15 ? `${word};` : random() < 0.05 ? `(${word})` : word))
      .join(' '),
  diacritics: (text) => stripDiacritics(text),
  decomposed: (text) => text.normalize('NFD'),
  sentenceOrder: (text, random) =>
    sentencesOf(text)
      .map((part) => ({ part, key: random() }))
      .sort((a, b) => a.key - b.key)
      .map(({ part }) => part)
      .join(' '),
  all: (text, random) =>
    CHANGES.spacing(
      CHANGES.punctuation(stripDiacritics(CHANGES.case(CHANGES.sentenceOrder(text, random), random)), random),
      random,
    ),
};

/** A passage of whole sentences of at least `minWords` words from a corpus text. */
const takePassage = ({
  text,
  random,
  minWords,
}: {
  text: string;
  random: () => number;
  minWords: number;
}) => {
  const sentences = sentencesOf(text);
  const first = Math.floor(random() * (sentences.length - 12));
  const taken: string[] = [];
  for (let index = first; taken.join(' ').split(' ').length < minWords; index += 1)
    taken.push(sentences[index]);
  return taken.join(' ');
};

describe('plagiarism quality', () => {
  for (const [name, change] of Object.entries(CHANGES)) {
    it(`finds planted passages of 50+ words (${name}) with recall >= 95 %`, async () => {
      const random = randomOf(name.length * 7919);
      const planted: { source: number; words: number; start: number; end: number }[] = [];
      const parts: string[] = [];
      let length = 0;
      for (let index = 0; index < 30; index += 1) {
        const own = thesisText({ seed: 50_000 + index + name.length * 100, words: 120 });
        parts.push(own);
        length += own.length + 2;
        const source = Math.floor(random() * corpus.length);
        const copied = change(takePassage({ text: corpus[source], random, minWords: 50 }), random);
        planted.push({
          source,
          words: copied.split(/\s+/).length,
          start: length,
          end: length + copied.length,
        });
        parts.push(copied);
        length += copied.length + 2;
      }
      const text = parts.join('\n\n');
      const { tokens, result } = await matchText({
        text,
        findPostings,
        loadTexts,
        maxDocumentFrequency,
        maxSources: 50,
      });
      let found = 0;
      for (const passage of planted) {
        const words = tokens
          .map((token, index) => ({ token, index }))
          .filter(({ token }) => token.start >= passage.start && token.end <= passage.end)
          .map(({ index }) => index);
        const source = result.sources.find((match) => match.documentId === passage.source);
        const covered = words.filter((index) =>
          source?.passages.some((found) => found.queryStart <= index && index < found.queryEnd),
        );
        if (words.length >= 50 && covered.length >= 0.8 * words.length) found += 1;
      }
      expect(found / planted.length).toBeGreaterThanOrEqual(0.95);
      // About half the text is copied: the overall similarity says so.
      expect(result.similarity).toBeGreaterThan(0.3);
      expect(result.similarity).toBeLessThan(0.75);
    });
  }

  it('scores unrelated documents at most 1 %', async () => {
    for (let index = 0; index < 30; index += 1) {
      const { result } = await matchText({
        text: thesisText({ seed: 90_000 + index, words: 3000 }),
        findPostings,
        loadTexts,
        maxDocumentFrequency,
      });
      expect(result.similarity).toBeLessThanOrEqual(0.01);
    }
  });

  it('scores a whole copied document near 100 % with that document as the top source', async () => {
    const { result } = await matchText({ text: corpus[7].toUpperCase(), findPostings, loadTexts });
    expect(result.sources[0].documentId).toBe(7);
    expect(result.similarity).toBeGreaterThan(0.97);
  });

  it('an empty or one-word text matches nothing', async () => {
    expect((await matchText({ text: '', findPostings, loadTexts })).result.similarity).toBe(0);
    expect((await matchText({ text: 'Nghiên', findPostings, loadTexts })).result.sources).toEqual([]);
  });
});
