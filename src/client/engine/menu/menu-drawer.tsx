import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MenuNode } from '../config-types';
import { useSecondaryGate } from '../secondary-gate';

const loadPanel = () => import('./menu-drawer-panel');
const MenuDrawerPanel = lazy(loadPanel);

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
 * Its code (Fluent's drawer) downloads once the page has painted (secondary-gate.ts), not with it.
 */
export function MenuDrawer({ items, isOpen, onOpenChange, title, position = 'start' }: MenuDrawerProps) {
  const intl = useIntl();
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);
  const heading = title ?? intl.formatMessage({ id: 'engine.menu.label' });
  const isGateOpen = useSecondaryGate();
  useEffect(() => {
    if (isGateOpen) void loadPanel();
  }, [isGateOpen]);
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
