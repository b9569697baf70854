import { performance } from 'node:perf_hooks';
import type { Db } from '../../src/server/db/create-db';
import { buildReport } from '../../src/features/plagiarism/shared/build-report';
import { stockPhraseLimit } from '../../src/features/plagiarism/shared/collect-hits';
import { matchText } from '../../src/features/plagiarism/shared/match-text';
import {
  addStopHashes,
  describeDocuments,
  documentCount,
  findPostings,
  indexDocuments,
  loadStopHashes,
  loadTexts,
  settleIndex,
} from '../../src/features/plagiarism/server/fingerprint-index';
import { randomOf, sentencesOf, thesisText } from '../features/plagiarism/thesis-text';
import type { BenchRow } from './bench-types';

/** A tenant id of the bench's own (no seeded university uses it). */
const ROOT_ID = 990_001;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number) => Math.round(value * 10) / 10;

/**
 * Indexes `documents` generated theses of about `words` words, then checks a thesis of
 * `thesisWords` words (a tenth of it copied from ten stored documents) `runs` times, timing each
 * step the check job takes: tokenising and hashing, the index query, aligning against the
 * candidates' texts, and building the report.
 */
export const runPlagiarismBench = async ({
  db,
  dbName,
  documents = 10_000,
  words = 1500,
  thesisWords = 9000,
  runs = 5,
}: {
  db: Db;
  dbName: string;
  documents?: number;
  words?: number;
  thesisWords?: number;
  runs?: number;
}): Promise<BenchRow[]> => {
  const batch = 200;
  let stored = 0;
  let postings = 0;
  const indexStart = performance.now();
  for (let start = 0; start < documents; start += batch) {
    const texts = Array.from({ length: Math.min(batch, documents - start) }, (_, offset) => ({
      sourceKind: 'bench',
      sourceId: start + offset + 1,
      title: `Luận văn ${start + offset + 1}`,
      author: 'Bench',
      period: '20201',
      text: thesisText({ seed: 7_000_000 + start + offset, words }),
    }));
    stored += await indexDocuments({ db, rootId: ROOT_ID, documents: texts });
    if ((start / batch) % 10 === 9) console.log(`[bench] plagiarism: ${start + batch} documents indexed`);
  }
  // As indexFinishedProjects does after adding theses: lookups stay index-only scans.
  await settleIndex({ db });
  const indexSeconds = (performance.now() - indexStart) / 1000;

  const random = randomOf(99);
  const parts: string[] = [];
  for (let index = 0; index < 10; index += 1) {
    parts.push(thesisText({ seed: 8_000_000 + index, words: (thesisWords * 0.9) / 10 }));
    const source = thesisText({ seed: 7_000_000 + Math.floor(random() * documents), words });
    const sentences = sentencesOf(source);
    const first = Math.floor(random() * (sentences.length - 10));
    parts.push(sentences.slice(first, first + 6).join(' '));
  }
  const thesis = parts.join('\n\n');

  const timings: Record<'hash' | 'query' | 'align' | 'report' | 'total', number[]> = {
    hash: [],
    query: [],
    align: [],
    report: [],
    total: [],
  };
  let similarity = 0;
  let wordCount = 0;
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    let queryMs = 0;
    let loadMs = 0;
    let queryStartedAt = 0;
    const corpusSize = await documentCount({ db, rootId: ROOT_ID });
    const texts = new Map<number, string>();
    const skipHashes = await loadStopHashes({ db, rootId: ROOT_ID });
    const match = await matchText({
      skipHashes,
      text: thesis,
      findPostings: async (hashes) => {
        queryStartedAt = performance.now();
        const rows = await findPostings({ db, rootId: ROOT_ID, hashes });
        queryMs = performance.now() - queryStartedAt;
        postings = rows.length;
        return rows;
      },
      loadTexts: async (ids) => {
        const loadStart = performance.now();
        const loaded = await loadTexts({ db, rootId: ROOT_ID, ids });
        for (const [id, text] of loaded) texts.set(id, text);
        loadMs = performance.now() - loadStart;
        return loaded;
      },
      maxDocumentFrequency: stockPhraseLimit(corpusSize),
    });
    await addStopHashes({ db, rootId: ROOT_ID, hashes: match.commonHashes });
    const matched = performance.now();
    const described = await describeDocuments({
      db,
      rootId: ROOT_ID,
      ids: match.result.sources.map((source) => source.documentId),
    });
    const report = buildReport({
      text: thesis,
      tokens: match.tokens,
      result: match.result,
      sourceTexts: texts,
      sourceTokens: match.sourceTokens,
      describe: (id) => described.get(id) ?? { title: '', author: '', period: '' },
    });
    JSON.stringify(report);
    const end = performance.now();
    timings.hash.push(queryStartedAt - start);
    timings.query.push(queryMs);
    timings.align.push(matched - queryStartedAt - queryMs);
    timings.report.push(end - matched + loadMs * 0);
    timings.total.push(end - start);
    similarity = report.similarity;
    wordCount = report.wordCount;
  }
  const fingerprintRows = Number(
    (
      (await db.execute(
        `select count(*) as n from plagiarism_fingerprints where root_id = ${ROOT_ID}`,
      )) as unknown as {
        rows: { n: string | number }[];
      }
    ).rows[0].n,
  );
  console.log(
    `\nPlagiarism (${dbName}): ${stored} documents × ~${words} words, ${fingerprintRows} fingerprints`,
  );
  console.table({
    'index (docs/s)': {
      value: Math.round(stored / indexSeconds),
      note: `${indexSeconds.toFixed(1)} s for ${stored}`,
    },
    'check total (ms, median)': {
      value: ms(median(timings.total)),
      note: `${wordCount} words, similarity ${(similarity * 100).toFixed(1)} %`,
    },
    '  tokenise + hash (ms)': { value: ms(median(timings.hash)), note: '' },
    '  index query (ms)': { value: ms(median(timings.query)), note: `${postings} postings fetched` },
    '  align + load candidates (ms)': { value: ms(median(timings.align)), note: '' },
    '  report (ms)': { value: ms(median(timings.report)), note: '' },
  });
  return [
    {
      scenario: `plagiarism: index ${stored} generated theses (docs/s)`,
      db: dbName,
      requestsPerSecond: Math.round(stored / indexSeconds),
      p50: 0,
      p99: 0,
      notes: `${fingerprintRows} fingerprints`,
    },
    {
      scenario: `plagiarism: check a ${wordCount}-word thesis against ${stored} documents`,
      db: dbName,
      requestsPerSecond: Math.round(1000 / median(timings.total)),
      p50: ms(median(timings.total)),
      p99: ms(Math.max(...timings.total)),
      notes: `similarity ${(similarity * 100).toFixed(1)} %; query ${ms(median(timings.query))} ms, align ${ms(median(timings.align))} ms`,
    },
  ];
};
