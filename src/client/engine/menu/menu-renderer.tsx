import { useId, useMemo, useState } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { NavLink, useLocation } from 'react-router-dom';
import type { MenuNode } from '../config-types';
import { useEngineConfig } from '../engine-config';
import { containsActiveRoute, filterMenu, isExternalRoute, menuRoutes } from './filter-menu';
import { MenuBadge } from './menu-badge';
import { MenuIcon } from './menu-icons';

/** Props of `MenuRenderer`. */
export interface MenuRendererProps {
  /** Menu tree from the client config (`config.menus.student` etc.). */
  items: MenuNode[];
  /** Called after a link is followed (the phone drawer closes itself with it). */
  onNavigate?: () => void;
  /** Accessible name of the navigation landmark; defaults to "Menu". */
  ariaLabel?: string;
}

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
  },
  nested: { paddingLeft: '28px' },
  /** `hidden` alone loses to the list's display: flex. */
  collapsed: { display: 'none' },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: '10px',
    minHeight: '40px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    fontSize: tokens.fontSizeBase300,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, color: tokens.colorNeutralForeground1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  active: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover, color: tokens.colorBrandForeground1 },
  },
  groupButton: {
    width: '100%',
    border: 'none',
    backgroundColor: 'transparent',
    cursor: 'pointer',
    textAlign: 'left',
    fontFamily: 'inherit',
  },
  label: { flexGrow: 1 },
  icon: { fontSize: '24px', width: '24px', height: '24px', display: 'inline-flex', flexShrink: 0 },
});

/** A vertical menu from config: groups fold open, the current route is highlighted. */
export function MenuRenderer({ items, onNavigate, ariaLabel }: MenuRendererProps) {
  const { config } = useEngineConfig();
  const intl = useIntl();
  const visible = useMemo(() => filterMenu({ items, config }), [items, config]);
  // A route with entries below it is highlighted only on its own path.
  const parentRoutes = useMemo(() => {
    const routes = menuRoutes(visible);
    return new Set(
      routes.filter((route) => routes.some((other) => other !== route && other.startsWith(`${route}/`))),
    );
  }, [visible]);
  const styles = useStyles();
  return (
    <nav aria-label={ariaLabel ?? intl.formatMessage({ id: 'engine.menu.label' })}>
      <ul className={styles.list}>
        {visible.map((node) => (
          <MenuEntry key={node.id} node={node} parentRoutes={parentRoutes} onNavigate={onNavigate} />
        ))}
      </ul>
    </nav>
  );
}

interface EntryProps {
  node: MenuNode;
  parentRoutes: Set<string>;
  onNavigate?: () => void;
}

function MenuEntry({ node, parentRoutes, onNavigate }: EntryProps) {
  if (node.children && node.children.length > 0) {
    return <MenuGroup node={node} parentRoutes={parentRoutes} onNavigate={onNavigate} />;
  }
  return (
    <li>
      <MenuLink node={node} parentRoutes={parentRoutes} onNavigate={onNavigate} />
    </li>
  );
}

function MenuLabel({ node }: { node: MenuNode }) {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <>
      <span className={styles.icon} aria-hidden>
        <MenuIcon name={node.icon} />
      </span>
      <span className={styles.label}>{intl.formatMessage({ id: node.labelId })}</span>
      {node.badge ? <MenuBadge source={node.badge.source} /> : null}
    </>
  );
}

function MenuLink({ node, parentRoutes, onNavigate }: EntryProps) {
  const styles = useStyles();
  const route = node.route ?? '';
  if (isExternalRoute(route)) {
    return (
      <a className={styles.link} href={route} target="_blank" rel="noreferrer noopener" onClick={onNavigate}>
        <MenuLabel node={node} />
      </a>
    );
  }
  return (
    <NavLink
      to={route}
      end={route === '/' || parentRoutes.has(route)}
      onClick={onNavigate}
      className={({ isActive }) => mergeClasses(styles.link, isActive && styles.active)}
    >
      <MenuLabel node={node} />
    </NavLink>
  );
}

function MenuGroup({ node, parentRoutes, onNavigate }: EntryProps) {
  const styles = useStyles();
  const { pathname } = useLocation();
  const listId = useId();
  const hasActive = containsActiveRoute({ node, pathname });
  const [isOpenByUser, setIsOpenByUser] = useState<boolean | null>(null);
  const isOpen = isOpenByUser ?? hasActive;
  return (
    <li>
      <button
        type="button"
        className={mergeClasses(styles.link, styles.groupButton)}
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpenByUser(!isOpen)}
      >
        <MenuLabel node={node} />
        <span className={styles.icon} aria-hidden>
          {isOpen ? <ChevronDownRegular /> : <ChevronRightRegular />}
        </span>
      </button>
      <ul
        id={listId}
        className={mergeClasses(styles.list, styles.nested, !isOpen && styles.collapsed)}
        hidden={!isOpen}
      >
        {node.route ? (
          <li>
            <MenuLink
              node={{ ...node, children: undefined, badge: undefined }}
              parentRoutes={parentRoutes}
              onNavigate={onNavigate}
            />
          </li>
        ) : null}
        {(node.children ?? []).map((child) => (
          <MenuEntry key={child.id} node={child} parentRoutes={parentRoutes} onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  );
}
