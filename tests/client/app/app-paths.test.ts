import { describe, expect, it } from 'vitest';
import { routerBasename, toAppUrl, toRouterPath } from '../../../src/client/app/app-paths';
import { forbiddenRedirectPath } from '../../../src/client/api/handle-forbidden';

describe('path prefix', () => {
  it('prefixes relative app paths with the base path, never absolute links', () => {
    expect(toAppUrl({ path: '/learn/timetable', basePath: '/students/' })).toBe('/students/learn/timetable');
    expect(toAppUrl({ path: 'faq', basePath: '/students/' })).toBe('/students/faq');
    expect(toAppUrl({ path: '/', basePath: '/students/' })).toBe('/students/');
    expect(toAppUrl({ path: '/students/news', basePath: '/students/' })).toBe('/students/news');
    expect(toAppUrl({ path: 'https://ctt.example.edu.vn/news', basePath: '/students/' })).toBe(
      'https://ctt.example.edu.vn/news',
    );
  });

  it("gives the router's basename", () => {
    expect(routerBasename('/students/')).toBe('/students');
    expect(routerBasename('/')).toBe('');
  });

  it('turns stored return targets into router paths and refuses other sites', () => {
    expect(toRouterPath({ target: '/students/learn/timetable', basePath: '/students/' })).toBe(
      '/learn/timetable',
    );
    expect(toRouterPath({ target: '/students', basePath: '/students/' })).toBe('/');
    expect(toRouterPath({ target: '/students?tab=2', basePath: '/students/' })).toBe('/?tab=2');
    expect(toRouterPath({ target: '/faq?q=1', basePath: '/students/' })).toBe('/faq?q=1');
    expect(toRouterPath({ target: '//evil.example/x', basePath: '/students/' })).toBeNull();
    expect(toRouterPath({ target: 'https://evil.example/x', basePath: '/students/' })).toBeNull();
    expect(toRouterPath({ target: '/\\evil.example', basePath: '/students/' })).toBeNull();
    expect(toRouterPath({ target: null, basePath: '/students/' })).toBeNull();
  });

  it('builds the 403 return URL under the base path (timetable for the home page)', () => {
    const location = (pathname: string, search = '') => ({ pathname, search, hash: '' });
    expect(forbiddenRedirectPath({ basePath: '/students/', location: location('/students/') })).toBe(
      '/students/learn/timetable',
    );
    expect(forbiddenRedirectPath({ basePath: '/students/', location: location('/students') })).toBe(
      '/students/learn/timetable',
    );
    expect(
      forbiddenRedirectPath({ basePath: '/students/', location: location('/students/faq', '?q=1') }),
    ).toBe('/students/faq?q=1');
  });
});
