import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MenuRenderer, registerSource, unregisterSource } from '../../../src/client/engine';
import { hasMenuIcon } from '../../../src/client/engine/menu/menu-icon-set';
import type { MenuNode } from '../../../src/client/engine';
import { ErrorBoundary } from './error-boundary';
import { fixtureConfig, renderWithEngine } from './render-with-engine';

const MENU: MenuNode[] = [
  { id: 'home', labelId: 'menu.home', route: '/', icon: 'Home24Regular' },
  {
    id: 'learn',
    labelId: 'menu.learn',
    icon: 'BookOpen24Regular',
    module: 'learn',
    children: [
      {
        id: 'learn.timetable',
        labelId: 'menu.learn.timetable',
        route: '/learn/timetable',
        icon: 'CalendarLtr24Regular',
        module: 'timetable',
      },
      {
        id: 'learn.viewGrades',
        labelId: 'menu.learn.viewGrades',
        route: '/learn/view-grades',
        icon: 'NoSuchIcon24Regular',
        module: 'viewGrades',
      },
    ],
  },
  {
    id: 'scholarship',
    labelId: 'menu.scholarship',
    module: 'scholarship',
    badge: { source: 'awards.openCount' },
    children: [{ id: 'scholarship.list', labelId: 'menu.scholarship.list', route: '/scholarship' }],
  },
];

afterEach(() => {
  unregisterSource('awards.openCount');
  vi.restoreAllMocks();
});

describe('MenuRenderer', () => {
  it('hides the entries of a module the tenant turned off, and groups left empty', () => {
    registerSource({ name: 'awards.openCount', key: () => 'open', fetch: async () => 2 });
    renderWithEngine(<MenuRenderer items={MENU} />, {
      config: fixtureConfig({ modules: { viewGrades: false, scholarship: false } }),
      route: '/learn/timetable',
    });
    expect(screen.getByRole('link', { name: 'Thời khóa biểu' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Xem điểm' })).toBeNull();
    expect(screen.queryByText('Học bổng')).toBeNull();
    expect(screen.queryByText('Danh sách học bổng')).toBeNull();
  });

  it('highlights the current route and opens its group', () => {
    registerSource({ name: 'awards.openCount', key: () => 'open', fetch: async () => 0 });
    renderWithEngine(<MenuRenderer items={MENU} />, { route: '/learn/timetable' });
    const timetable = screen.getByRole('link', { name: 'Thời khóa biểu' });
    expect(timetable.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Trang chủ' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('button', { name: 'Học tập' }).getAttribute('aria-expanded')).toBe('true');
    // The scholarship group holds no active route, so it starts folded.
    expect(screen.getByRole('button', { name: 'Học bổng' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('folds and unfolds a group, and follows links', async () => {
    registerSource({ name: 'awards.openCount', key: () => 'open', fetch: async () => 0 });
    const user = userEvent.setup();
    renderWithEngine(<MenuRenderer items={MENU} />, { route: '/' });
    const group = screen.getByRole('button', { name: 'Học tập' });
    expect(group.getAttribute('aria-expanded')).toBe('false');
    await user.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('link', { name: 'Xem điểm' }));
    expect(screen.getByTestId('location').textContent).toBe('/learn/view-grades');
    expect(screen.getByRole('link', { name: 'Xem điểm' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows a badge from its source and a neutral icon for an unknown icon name', async () => {
    registerSource({ name: 'awards.openCount', key: () => 'open', fetch: async () => 3 });
    renderWithEngine(<MenuRenderer items={MENU} />, { route: '/learn/view-grades' });
    const group = screen.getByRole('button', { name: /Học bổng/ });
    await waitFor(() => expect(within(group).getByText('3')).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Xem điểm' }).querySelector('svg')).toBeTruthy();
  });

  it('fails loudly, naming it, on a badge source nobody registered', () => {
    // React reports the caught render error on the console; the boundary shows it.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithEngine(
      <ErrorBoundary>
        <MenuRenderer items={MENU} />
      </ErrorBoundary>,
      { route: '/' },
    );
    expect(screen.getByRole('alert').textContent).toBe('Unknown source "awards.openCount"');
  });

  it('labels entries in English when the user picks it', () => {
    registerSource({ name: 'awards.openCount', key: () => 'open', fetch: async () => 0 });
    renderWithEngine(<MenuRenderer items={MENU} />, { route: '/', locale: 'en' });
    expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeTruthy();
  });

  it('has an icon for every icon name used by menus/*.json', () => {
    const dir = join(process.cwd(), 'menus');
    const names = new Set<string>();
    const visit = (nodes: MenuNode[]) =>
      nodes.forEach((node) => {
        if (node.icon) names.add(node.icon);
        visit(node.children ?? []);
      });
    for (const file of readdirSync(dir).filter((name) => /^(student|business|lab)\.json$/.test(name))) {
      visit((JSON.parse(readFileSync(join(dir, file), 'utf8')) as { items: MenuNode[] }).items);
    }
    expect(names.size).toBeGreaterThan(0);
    expect([...names].filter((name) => !hasMenuIcon(name))).toEqual([]);
  });
});
