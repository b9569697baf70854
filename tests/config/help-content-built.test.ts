import { describe, expect, it } from 'vitest';
import { loadAppConfig, tenantMenus } from '../../src/config/index';
import type { MenuNode } from '../../src/config/index';
import { helpTopicsFor } from '../../src/features/content/server/seed-data/help-topics';
import { REPO_ROOT } from './config-fixture';

const config = loadAppConfig({ rootDir: REPO_ROOT, env: {} });
const flatten = (nodes: readonly MenuNode[]): MenuNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('help content (FAQ, user manual) of the seed', () => {
  for (const institution of config.institutions) {
    const { pages, hidden } = tenantMenus({ config, institution });
    const topics = helpTopicsFor(institution);
    const texts = topics.flatMap((topic) => [
      topic.description,
      topic.descriptionEn,
      ...topic.questions.flatMap((question) => [question.a, question.aEn]),
    ]);

    it(`${institution.code}: links only to pages that exist`, () => {
      const links = texts.flatMap((text) =>
        [...text.matchAll(/href="\/students(\/[^"#?]*)"/g)].map((m) => m[1]),
      );
      for (const route of links) expect(Object.hasOwn(pages, route), route).toBe(true);
    });

    it(`${institution.code}: does not send students to a menu area that is not built`, () => {
      const hiddenIds = new Set(hidden.student.map((entry) => entry.id));
      const labels = flatten(config.menus.student)
        .filter((node) => hiddenIds.has(node.id))
        .flatMap((node) => [config.messages.vi[node.labelId], config.messages.en[node.labelId]])
        .filter(Boolean);
      expect(labels).toContain('Khảo sát');
      const pointers = labels.map(
        (label) => new RegExp(`(mục|vào|under|open) (<[a-z]+>)?${escape(label)}\\b`, 'i'),
      );
      for (const text of texts)
        for (const pointer of pointers) expect(text, `${pointer} in ${text}`).not.toMatch(pointer);
    });
  }
});
