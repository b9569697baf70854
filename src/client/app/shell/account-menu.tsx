import { lazy, Suspense, useRef, useState } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { PersonCircle28Filled } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useSession } from '../session/session-provider';

const loadPopover = () => import('./account-menu-popover');
// The menu's popup (positioning, keyboard navigation) loads on first use, or when the pointer
// or focus reaches the button, so the first screen does not carry it.
const AccountMenuPopover = lazy(loadPopover);

const useStyles = makeStyles({
  // Below 768 px the name is hidden: the button shrinks to its avatar (Fluent's 96 px minimum
  // width for labelled buttons would leave an empty gap on phones).
  button: {
    minWidth: 'auto',
    '@media (max-width: 767.98px)': { paddingLeft: '4px', paddingRight: '4px' },
  },
  // The brand-coloured person circle Fluent's Avatar would draw, without its 22 KB.
  avatar: { color: tokens.colorBrandBackground, fontSize: '28px' },
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
        className={styles.button}
        appearance="subtle"
        // A person icon rather than initials: "TT" beside "Trương Thanh Tú" would be visible
        // text missing from the button's name (WCAG 2.5.3 label in name).
        icon={<PersonCircle28Filled className={styles.avatar} />}
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
        <span className={styles.name} lang="vi">
          {user.name}
        </span>
      </Button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <AccountMenuPopover target={buttonRef} isOpen={isOpen} onOpenChange={setIsOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
