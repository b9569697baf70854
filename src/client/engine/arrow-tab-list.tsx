import { useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import {
  renderTabList_unstable,
  useTabList_unstable,
  useTabListContextValues_unstable,
  useTabListStyles_unstable,
} from '@fluentui/react-components';
import type { TabListProps } from '@fluentui/react-components';

/** The keys that move focus along a horizontal tab list, to the tab at the returned index. */
const MOVES: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

const enabledTabsOf = (list: HTMLElement): HTMLElement[] =>
  [...list.querySelectorAll<HTMLElement>('[role="tab"]')].filter(
    (tab) => !tab.hasAttribute('disabled') && tab.getAttribute('aria-disabled') !== 'true',
  );

/**
 * Fluent's horizontal TabList (same tabs, looks and selection) with the WAI-ARIA tabs keyboard
 * pattern done here instead of by tabster's arrow-key group: the selected tab is the one Tab
 * stops on, arrows and Home/End move between tabs, Enter or Space selects. Tabster's group puts
 * focusable `aria-hidden` sentinels inside the list, which axe and Lighthouse report as
 * aria-hidden-focus (docs/accessibility.md).
 */
export function ArrowTabList(props: Omit<TabListProps, 'vertical'>) {
  const listRef = useRef<HTMLDivElement>(null);
  const state = useTabList_unstable(props, listRef);
  // No tabster group on the list: without its attribute tabster creates no sentinels.
  const { 'data-tabster': _group, ...root } = state.root as typeof state.root & { 'data-tabster'?: string };
  const onKeyDown = root.onKeyDown;
  state.root = {
    ...root,
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      onKeyDown?.(event);
      const move = MOVES[event.key];
      if (!move || event.defaultPrevented || !listRef.current) return;
      const tabs = enabledTabsOf(listRef.current);
      if (tabs.length === 0) return;
      const index = tabs.findIndex((tab) => tab === document.activeElement);
      event.preventDefault();
      tabs[move(Math.max(index, 0), tabs.length)].focus();
    },
  };
  // Roving tab stop: only the selected tab (or the first, when none is) is in the Tab order. The
  // selection is read from the list's state: the tabs re-render with it a moment later.
  const { selectedValue, getRegisteredTabs } = state;
  useLayoutEffect(() => {
    if (!listRef.current) return;
    const tabs = enabledTabsOf(listRef.current);
    const selected = getRegisteredTabs().registeredTabs[JSON.stringify(selectedValue)]?.ref.current;
    const stop = tabs.find((tab) => tab === selected) ?? tabs[0];
    for (const tab of tabs) tab.tabIndex = tab === stop ? 0 : -1;
  });
  useTabListStyles_unstable(state);
  return renderTabList_unstable(state, useTabListContextValues_unstable(state));
}
