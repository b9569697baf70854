import { describe, expect, it } from 'vitest';
import { filterMenu } from '../../../src/client/engine';
import type { MenuNode, PageConfig } from '../../../src/client/engine';
import { fixtureConfig } from './render-with-engine';

const page: PageConfig = { kind: 'component', component: 'home', titleId: 'page.home.title' };

const MENU: MenuNode[] = [
  { id: 'home', labelId: 'menu.home', route: '/' },
  {
    id: 'learn',
    labelId: 'menu.learn',
    children: [
      { id: 'learn.timetable', labelId: 'menu.learn.timetable', route: '/learn/timetable' },
      { id: 'learn.exams', labelId: 'menu.learn.exams', route: '/learn/exams' },
    ],
  },
  {
    id: 'project',
    labelId: 'menu.project',
    children: [{ id: 'project.mine', labelId: 'menu.project.myProjects', route: '/project/my-projects' }],
  },
  { id: 'library', labelId: 'menu.library', route: 'https://library.example.edu' },
];

const ids = (nodes: readonly MenuNode[]): string[] =>
  nodes.flatMap((node) => [node.id, ...ids(node.children ?? [])]);

describe('engine filterMenu', () => {
  it('drops entries whose route has no page, and groups left empty; keeps built and external ones', () => {
    const config = fixtureConfig({ pages: { '/': page, '/learn/timetable': page } });
    expect(ids(filterMenu({ items: MENU, config }))).toEqual(['home', 'learn', 'learn.timetable', 'library']);
  });

  it('shows an entry as soon as the config has its page', () => {
    const config = fixtureConfig({
      pages: { '/': page, '/learn/timetable': page, '/project/my-projects': page },
    });
    expect(ids(filterMenu({ items: MENU, config }))).toContain('project.mine');
  });
});
