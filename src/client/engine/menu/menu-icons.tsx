import { lazy, Suspense } from 'react';

/**
 * The menu's icons are a chunk of their own (~8 KB gzip of SVG paths): a phone draws no menu until
 * its drawer opens, so its pages do not download them; a desktop sidebar loads them with its first
 * render, in a box of fixed size (menu-renderer), so nothing moves when they arrive.
 */
const LazyMenuIcon = lazy(async () => {
  const { getMenuIcon } = await import('./menu-icon-set');
  return {
    default: function LoadedMenuIcon({ name }: { name: string | undefined }) {
      const Icon = getMenuIcon(name);
      return <Icon />;
    },
  };
});

/** Renders a menu icon by name (nothing while the icons load). */
export function MenuIcon({ name }: { name: string | undefined }) {
  return (
    <Suspense fallback={null}>
      <LazyMenuIcon name={name} />
    </Suspense>
  );
}
