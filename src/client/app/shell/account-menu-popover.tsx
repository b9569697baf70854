import type { RefObject } from 'react';
import {
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
} from '@fluentui/react-components';
import { KeyRegular, PersonRegular, PhoneLaptopRegular, SignOutRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../session/session-provider';
import { userAreaOf } from '../require-session';

/** Props of the account menu's popup. */
export interface AccountMenuPopoverProps {
  /** The button the popup hangs from. */
  target: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The account menu's items: who is signed in, my profile, change password, signed-in devices, sign out. */
export default function AccountMenuPopover({ target, isOpen, onOpenChange }: AccountMenuPopoverProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSession();
  const user = session.user;
  if (!user) return null;
  const logout = async () => {
    await session.logout();
    navigate('/login', { replace: true });
  };
  return (
    <Menu
      open={isOpen}
      onOpenChange={(event, data) => {
        // A click on the button itself is the button's business (it toggles).
        if (!data.open && event.target instanceof Node && target.current?.contains(event.target)) return;
        onOpenChange(data.open);
      }}
      positioning={{ target: target.current, position: 'below', align: 'end' }}
    >
      <MenuPopover>
        <MenuList>
          <MenuGroup>
            <MenuGroupHeader>
              {user.name} · {user.account}
            </MenuGroupHeader>
          </MenuGroup>
          <MenuDivider />
          {/* The profile is the student record (SPEC §3 auth user); teachers and staff have none. */}
          {userAreaOf(user) === 'student' ? (
            <MenuItem icon={<PersonRegular />} onClick={() => navigate('/profile')}>
              {intl.formatMessage({ id: 'profile.title' })}
            </MenuItem>
          ) : null}
          <MenuItem icon={<KeyRegular />} onClick={() => session.setOpenChangePassword(true)}>
            {intl.formatMessage({ id: 'shell.account.changePassword' })}
          </MenuItem>
          <MenuItem icon={<PhoneLaptopRegular />} onClick={() => navigate('/account/sessions')}>
            {intl.formatMessage({ id: 'auth.sessions.menu' })}
          </MenuItem>
          <MenuItem icon={<SignOutRegular />} onClick={() => void logout()}>
            {intl.formatMessage({ id: 'shell.account.logout' })}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
