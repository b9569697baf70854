import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MenuNode } from '../config-types';

const loadPanel = () => import('./menu-drawer-panel');
const MenuDrawerPanel = lazy(loadPanel);

/** Starts downloading the drawer's code (the menu button calls it when pressed or focused). */
export function preloadMenuDrawer(): void {
  void loadPanel().catch(() => undefined);
}

/** Props of `MenuDrawer`. */
export interface MenuDrawerProps {
  items: MenuNode[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Drawer heading (e.g. the institution's short name); defaults to "Menu". */
  title?: string;
  /** Side the drawer slides from. */
  position?: 'start' | 'end';
}

/**
 * Phone mode: the same vertical menu in an overlay drawer that closes after each navigation.
 * The drawer mounts the first time it opens (and stays for its closing animation and later
 * openings): a mounted Fluent dialog, even closed, makes tabster put focusable `aria-hidden`
 * sentinels at both ends of <body>, which axe reports on every page (docs/accessibility.md).
 * Its code (Fluent's drawer) is not part of the page: it downloads when the menu button is
 * pressed or focused (`preloadMenuDrawer`), or at the latest when the drawer first opens.
 */
export function MenuDrawer({ items, isOpen, onOpenChange, title, position = 'start' }: MenuDrawerProps) {
  const intl = useIntl();
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);
  const heading = title ?? intl.formatMessage({ id: 'engine.menu.label' });
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <MenuDrawerPanel
        items={items}
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        heading={heading}
        position={position}
      />
    </Suspense>
  );
}
