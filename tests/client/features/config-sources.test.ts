import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { featureSourceFiles } from '../../../src/client/app/load-feature-sources';
import { getMutation, hasMutation, hasSource } from '../../../src/client/engine';
import type { FormDefinition, ListConfig, MenuNode, PageConfig } from '../../../src/config/index';

// Read as files: src/config resolves its schema folder with file URLs, which jsdom's bundling rewrites.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const readJson = <T>(...parts: string[]): T =>
  JSON.parse(readFileSync(path.join(ROOT, ...parts), 'utf8')) as T;
const jsonFiles = (folder: string) =>
  readdirSync(path.join(ROOT, folder)).filter(
    (name) => name.endsWith('.json') && !name.startsWith('messages.'),
  );

const lists = readJson<Record<string, ListConfig>>('pages', 'lists.json');
const forms = readJson<Record<string, FormDefinition>>('pages', 'forms.json');
const menuFiles = jsonFiles('menus').map((name) => ({
  name,
  items: readJson<{ items: MenuNode[] }>('menus', name).items,
}));
const pageFiles = jsonFiles('pages').filter((name) => !['lists.json', 'forms.json'].includes(name));
const institutionPages = jsonFiles('institutions').flatMap((name) =>
  Object.values(
    readJson<{ pageOverrides?: Record<string, { page?: PageConfig }> }>('institutions', name).pageOverrides ??
      {},
  ).flatMap((override) => (override.page ? [override.page] : [])),
);
const pages: PageConfig[] = [
  ...pageFiles.flatMap((name) =>
    Object.values(readJson<{ pages: Record<string, PageConfig> }>('pages', name).pages),
  ),
  ...institutionPages,
];

const badges = (nodes: MenuNode[]): string[] =>
  nodes.flatMap((node) => [...(node.badge ? [node.badge.source] : []), ...badges(node.children ?? [])]);

describe('feature sources', () => {
  it('load every feature’s client/sources.ts', () => {
    expect(Object.keys(featureSourceFiles)).toEqual(
      expect.arrayContaining([
        '../../features/content/client/sources.ts',
        '../../features/relatives/client/sources.ts',
      ]),
    );
  });

  it('register every source the pages, lists, forms and menu badges name', () => {
    const names = new Set<string>([
      ...pages.flatMap((page) =>
        page.kind === 'detail'
          ? [page.source]
          : page.kind === 'list'
            ? [lists[page.list]?.source ?? `missing list ${page.list}`]
            : [],
      ),
      ...Object.values(lists).map((list) => list.source),
      ...Object.values(forms).flatMap((form) => (form.source ? [form.source] : [])),
      ...menuFiles.flatMap((menu) => badges(menu.items)),
    ]);
    expect(names.size).toBeGreaterThan(10);
    expect([...names].filter((name) => !hasSource(name))).toEqual([]);
  });

  it('register every submit mutation the forms name (and their server-draft mutations)', () => {
    const submits = Object.values(forms).map((form) => form.submit);
    expect(submits.filter((name) => !hasMutation(name))).toEqual([]);
    const drafts = submits.filter(hasMutation).flatMap((name) => getMutation(name).draft ?? []);
    expect(drafts.filter((name) => !hasMutation(name))).toEqual([]);
  });

  it('shows no menu badge without a server count behind it', () => {
    expect(menuFiles.flatMap((menu) => badges(menu.items))).toEqual([
      'awards.openCount',
      'awards.openCount',
      'notifications.unreadCount',
    ]);
  });
});
