import { act, render, screen, waitFor } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { Link, Outlet } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BootPlaceholder } from '../../../src/client/app/boot-placeholder';
import { LoadedRoute } from '../../../src/client/app/loaded-route';
import { RouteBoundary } from '../../../src/client/app/route-boundary';
import type { RouteHandle } from '../../../src/client/app/route-handle';
import { createRouteLoader } from '../../../src/client/app/route-loader';
import { useIsNavigating, useRouteHandles } from '../../../src/client/app/route-state';
import { LocaleProvider } from '../../../src/client/i18n/locale-provider';
import { createTestRouter } from './test-router';
import { WAIT } from './render-app';

/** A page module whose download the test finishes (or fails) when it wants. */
function deferredPage() {
  let finish: (page: ComponentType) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const promise = new Promise<ComponentType>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { load: () => promise, finish: (page: ComponentType) => act(() => finish(page)), fail };
}

function route({
  path,
  load,
  titleId,
}: {
  path: string;
  load: () => Promise<ComponentType>;
  titleId: string;
}) {
  const loader = createRouteLoader(load);
  return {
    path,
    handle: { titleId, loader } satisfies RouteHandle,
    element: (
      <RouteBoundary key={path}>
        <LoadedRoute loader={loader} />
      </RouteBoundary>
    ),
  };
}

/** A route whose page ("Page A" for 'a') loads at once. */
function loadedPage(path: string) {
  return route({
    path,
    load: async () => () => <h1>Page {path.toUpperCase()}</h1>,
    titleId: `title-${path}`,
  });
}

/** The layout: links, the navigation state, the shown page's title id, and the page. */
function Layout() {
  const isNavigating = useIsNavigating();
  const titleId = useRouteHandles()
    .map((handle) => handle.titleId)
    .filter(Boolean)
    .pop();
  return (
    <>
      <Link to="/a">A</Link>
      <Link to="/b">B</Link>
      <Link to="/c">C</Link>
      <p>{isNavigating ? 'loading' : 'idle'}</p>
      <p>title {titleId}</p>
      <Outlet />
    </>
  );
}

function renderRoutes(routes: RouteObject[], initialEntries = ['/a']) {
  const router = createTestRouter({
    routes: [{ path: '/', element: <Layout />, children: routes }],
    initialEntries,
  });
  render(
    <LocaleProvider fallback={<BootPlaceholder />}>
      <FluentProvider theme={webLightTheme}>{router.element}</FluentProvider>
    </LocaleProvider>,
  );
  return router;
}

describe('AppRoutes', () => {
  it('shows nothing of the layout until the first page is loaded', async () => {
    const a = deferredPage();
    renderRoutes([route({ path: 'a', load: a.load, titleId: 'title-a' })]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('A')).toBeNull();
    await a.finish(() => <h1>Page A</h1>);
    expect(await screen.findByRole('heading', { name: 'Page A' }, WAIT)).toBeTruthy();
    expect(screen.getByText('idle')).toBeTruthy();
    expect(screen.getByText('title title-a')).toBeTruthy();
  });

  it('keeps the page shown, with its title, while the next one loads, then shows the next', async () => {
    const user = userEvent.setup();
    const b = deferredPage();
    const router = renderRoutes([loadedPage('a'), route({ path: 'b', load: b.load, titleId: 'title-b' })]);
    await screen.findByRole('heading', { name: 'Page A' }, WAIT);
    await user.click(screen.getByRole('link', { name: 'B' }));
    expect(router.location().pathname).toBe('/b');
    expect(await screen.findByText('loading', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Page A' })).toBeTruthy();
    expect(screen.getByText('title title-a')).toBeTruthy();
    await b.finish(() => <h1>Page B</h1>);
    expect(await screen.findByRole('heading', { name: 'Page B' }, WAIT)).toBeTruthy();
    expect(screen.getByText('idle')).toBeTruthy();
    expect(screen.getByText('title title-b')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Page A' })).toBeNull();
  });

  it('shows the last page asked for when a slower one finishes loading after it', async () => {
    const user = userEvent.setup();
    const b = deferredPage();
    renderRoutes([loadedPage('a'), route({ path: 'b', load: b.load, titleId: 'title-b' }), loadedPage('c')]);
    await screen.findByRole('heading', { name: 'Page A' }, WAIT);
    await user.click(screen.getByRole('link', { name: 'B' }));
    await user.click(screen.getByRole('link', { name: 'C' }));
    expect(await screen.findByRole('heading', { name: 'Page C' }, WAIT)).toBeTruthy();
    await b.finish(() => <h1>Page B</h1>);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { name: 'Page C' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Page B' })).toBeNull();
  });

  it('shows a page that failed to load as an error inside the layout, and the next page clean', async () => {
    const user = userEvent.setup();
    const b = deferredPage();
    renderRoutes([loadedPage('a'), route({ path: 'b', load: b.load, titleId: 'title-b' })]);
    await screen.findByRole('heading', { name: 'Page A' }, WAIT);
    await user.click(screen.getByRole('link', { name: 'B' }));
    await act(async () => {
      b.fail(new Error('Failed to fetch dynamically imported module'));
      await Promise.resolve();
    });
    const alert = await screen.findByRole('alert', {}, WAIT);
    // Said as an update to reload for; the browser's message folded away for a report.
    expect(alert.textContent).toContain('vừa được cập nhật phiên bản mới');
    expect(alert.querySelector('details')?.textContent).toContain(
      'Failed to fetch dynamically imported module',
    );
    expect(screen.getByRole('link', { name: 'A' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'A' }));
    expect(await screen.findByRole('heading', { name: 'Page A' }, WAIT)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
