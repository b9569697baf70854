import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { equal, resolve } from '../../../src/client/engine/form/uri-resolver';

// The package the shim stands in for, as rjsf's utils resolve it (the browser build aliases it away).
const require = createRequire(path.resolve('node_modules/@rjsf/utils/package.json'));
const fastUri = require('fast-uri') as { resolve: typeof resolve; equal: typeof equal };

const RESOLVE_CASES: [string, string][] = [
  ['#', '#/definitions/address'],
  ['', '#/x'],
  ['https://schemas.unigate.vn/forms/relative.schema.json', '#/definitions/address'],
  [
    'https://schemas.unigate.vn/forms/project-phase.schema.json',
    'https://schemas.unigate.vn/entities/file.json',
  ],
  ['https://schemas.unigate.vn/forms/x.json', '../entities/file.json'],
  ['https://schemas.unigate.vn/forms/x.json', 'file.json#/properties/id'],
  ['HTTPS://Schemas.Unigate.VN/forms/x.json', './a/../b.json'],
  ['a/b.json', 'c.json'],
  ['#', 'other.json'],
];

const EQUAL_CASES: [string, string][] = [
  ['https://S.vn/a.json', 'https://s.vn/a.json'],
  ['https://s.vn/a.json#', 'https://s.vn/a.json'],
  ['https://s.vn/a.json', 'https://s.vn/b.json'],
  ['https://s.vn/x/../a.json', 'https://s.vn/a.json'],
  ['#/a', '#/a'],
  ['#/a', '#/b'],
  ['file.json', 'file.json'],
];

describe('uri-resolver (fast-uri stand-in)', () => {
  it.each(RESOLVE_CASES)('resolves %s + %s as fast-uri does', (base, relative) => {
    expect(resolve(base, relative)).toBe(fastUri.resolve(base, relative));
  });

  it.each(EQUAL_CASES)('compares %s and %s as fast-uri does', (first, second) => {
    expect(equal(first, second)).toBe(fastUri.equal(first, second));
  });
});
