import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createPageRegistry, pageNameFromPath, pageRegistry } from '../../../src/client/app/page-registry';
import type { PageImporter } from '../../../src/client/app/page-registry';
import { authUserFixture, clientConfigFixture } from './fixtures';
import { WAIT, renderApp } from './render-app';

const page: PageImporter = async () => ({ default: () => null });

describe('page registry', () => {
  it('names feature pages after their route', () => {
    expect(pageNameFromPath('/learn/timetable')).toBe('learn.timetable');
    expect(pageNameFromPath('/learn/education-program')).toBe('learn.educationProgram');
    expect(pageNameFromPath('/detail-scholarship/:id')).toBe('detailScholarship');
    expect(pageNameFromPath('/')).toBe('home');
  });

  it("registers the shell's pages and each feature route, by derived or explicit name", () => {
    const registry = createPageRegistry({
      routeFiles: {
        '/src/features/learn/client/routes.tsx': [{ path: '/learn/timetable', component: page }],
        '/src/features/awards/client/routes.tsx': [
          { path: '/scholarship', name: 'awards.calls', lazy: page },
        ],
      },
    });
    expect(registry.names()).toEqual([
      'awards.calls',
      'home',
      'learn.timetable',
      'login',
      'maintenance',
      'notFound',
      'ssoCallback',
    ]);
    expect(registry.get('learn.timetable')).toBe(page);
    expect(pageRegistry.has('home')).toBe(true);
  });

  it('throws naming an unknown page, and a name defined twice', () => {
    expect(() => createPageRegistry({ routeFiles: {} }).get('learn.timetabel')).toThrow(
      'Unknown page component "learn.timetabel"',
    );
    expect(() =>
      createPageRegistry({
        routeFiles: {
          '/a/routes.tsx': [{ path: '/faq', component: page }],
          '/b/routes.tsx': [{ path: '/faq/', component: page }],
        },
      }),
    ).toThrow('Page component "faq" is defined by both /a/routes.tsx and /b/routes.tsx');
  });

  it('in the app: a page config naming an unknown component shows an error naming it', async () => {
    // React and the router report the caught error on the console; it is the expected outcome here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const config = clientConfigFixture();
    renderApp({
      user: authUserFixture(),
      path: '/learn/timetable',
      config: {
        ...config,
        pages: {
          ...config.pages,
          '/learn/timetable': {
            kind: 'component',
            component: 'learn.timetabel',
            titleId: 'menu.learn.timetable',
          },
        },
      },
    });
    expect(await screen.findByText('Unknown page component "learn.timetabel"', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Đã có lỗi xảy ra' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });
});
