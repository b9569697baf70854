import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import type { MenuNode } from '../config-types';
import { MenuRenderer } from './menu-renderer';

/** What the drawer panel needs: the menu, its heading, and whether it is open. */
export interface MenuDrawerPanelProps {
  items: MenuNode[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  heading: string;
  position: 'start' | 'end';
}

/** The overlay drawer with the vertical menu (its code loads after the page has painted). */
export default function MenuDrawerPanel({
  items,
  isOpen,
  onOpenChange,
  heading,
  position,
}: MenuDrawerPanelProps) {
  const intl = useIntl();
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
