import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkConfig } from '../../src/config/index';
import { copyConfig, editJson } from './config-fixture';

type Json = Record<string, any>;

let root = '';
let cleanup = () => {};
beforeEach(() => ({ root, cleanup } = copyConfig()));
afterEach(() => cleanup());

const problemsOf = () => checkConfig({ rootDir: root, env: {} });

const withEventFilters = (filters: unknown[]) =>
  editJson<Json>(root, 'pages/lists.json', (lists) => void (lists.events.filters = filters));

const WHEN = {
  name: 'when',
  kind: 'enum',
  labelId: 'list.events.when',
  options: [
    { value: 'upcoming', labelId: 'list.events.when.upcoming' },
    { value: 'past', labelId: 'list.events.when.past' },
  ],
};

describe('config:check of list filters (pages/lists.json)', () => {
  it('accepts the shipped filters', () => {
    expect(problemsOf()).toEqual([]);
  });

  it('requires the options of an enum filter and refuses options on other kinds', () => {
    withEventFilters([
      { name: 'when', kind: 'enum', labelId: 'list.events.when' },
      { name: 'place', kind: 'text', labelId: 'list.events.location', options: WHEN.options },
    ]);
    const problems = problemsOf();
    expect(problems).toContainEqual({
      file: 'pages/lists.json',
      path: '$.events.filters[0].options',
      reason: 'is required',
    });
    expect(problems.some((problem) => problem.path.startsWith('$.events.filters[1]'))).toBe(true);
  });

  it('refuses a filter named like a list param, an unknown kind, unlabelled options and repeats', () => {
    withEventFilters([
      { ...WHEN, name: 'page' },
      { name: 'soon', kind: 'slider', labelId: 'list.events.when' },
    ]);
    const shape = problemsOf();
    expect(shape.some((problem) => problem.path.startsWith('$.events.filters[0].name'))).toBe(true);
    expect(shape.some((problem) => problem.path.startsWith('$.events.filters[1].kind'))).toBe(true);

    withEventFilters([
      { ...WHEN, options: [...WHEN.options, { value: 'past', labelId: 'list.events.when.never' }] },
      { ...WHEN, labelId: 'list.events.nope' },
    ]);
    const references = problemsOf();
    expect(references).toContainEqual({
      file: 'pages/lists.json',
      path: '$.events.filters[0].options[2].labelId',
      reason: expect.stringMatching(/list\.events\.when\.never/),
    });
    expect(references).toContainEqual({
      file: 'pages/lists.json',
      path: '$.events.filters[0].options[2].value',
      reason: 'option "past" is listed twice',
    });
    expect(references).toContainEqual({
      file: 'pages/lists.json',
      path: '$.events.filters[1].name',
      reason: 'filter "when" is declared twice',
    });
    expect(references).toContainEqual({
      file: 'pages/lists.json',
      path: '$.events.filters[1].labelId',
      reason: expect.stringMatching(/list\.events\.nope/),
    });
  });
});
