import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MenuNode } from '../config-types';
import { MenuRenderer } from './menu-renderer';

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
 */
export function MenuDrawer({ items, isOpen, onOpenChange, title, position = 'start' }: MenuDrawerProps) {
  const intl = useIntl();
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);
  const heading = title ?? intl.formatMessage({ id: 'engine.menu.label' });
  if (!hasOpened) return null;
  return (
    <OverlayDrawer open={isOpen} position={position} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              aria-label={intl.formatMessage({ id: 'engine.menu.close' })}
              icon={<DismissRegular />}
              onClick={() => onOpenChange(false)}
            />
          }
        >
          {heading}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <MenuRenderer items={items} ariaLabel={heading} onNavigate={() => onOpenChange(false)} />
      </DrawerBody>
    </OverlayDrawer>
  );
}
