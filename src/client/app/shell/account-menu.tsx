import { lazy, Suspense, useRef, useState } from 'react';
import { Avatar, Button, makeStyles } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useSession } from '../session/session-provider';

const loadPopover = () => import('./account-menu-popover');
// The menu's popup (positioning, keyboard navigation) loads on first use, or when the pointer
// or focus reaches the button, so the first screen does not carry it.
const AccountMenuPopover = lazy(loadPopover);

const useStyles = makeStyles({
  name: {
    maxWidth: '180px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    display: 'none',
    '@media (min-width: 768px)': { display: 'inline' },
  },
});

/** The signed-in user's button and menu: name, change password, signed-in devices, sign out. */
export function AccountMenu() {
  const intl = useIntl();
  const styles = useStyles();
  const { user } = useSession();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  if (!user) return null;
  const prefetch = () => void loadPopover();
  return (
    <>
      <Button
        ref={buttonRef}
        appearance="subtle"
        icon={<Avatar name={user.name} size={28} color="brand" />}
        aria-label={intl.formatMessage({ id: 'shell.account.menu' }, { name: user.name })}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setHasOpened(true);
          setIsOpen(!isOpen);
        }}
      >
        <span className={styles.name}>{user.name}</span>
      </Button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <AccountMenuPopover target={buttonRef} isOpen={isOpen} onOpenChange={setIsOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
