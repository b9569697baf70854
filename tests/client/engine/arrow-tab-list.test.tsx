import { FluentProvider, Tab, webLightTheme } from '@fluentui/react-components';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ArrowTabList } from '../../../src/client/engine';

function Views() {
  const [view, setView] = useState('week');
  return (
    <FluentProvider theme={webLightTheme}>
      <ArrowTabList selectedValue={view} onTabSelect={(_, data) => setView(String(data.value))}>
        <Tab value="week">Week</Tab>
        <Tab value="list">List</Tab>
        <Tab value="exams" disabled>
          Exams
        </Tab>
        <Tab value="calendar">Calendar</Tab>
      </ArrowTabList>
      <p>Showing {view}</p>
    </FluentProvider>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('ArrowTabList', () => {
  it('keeps one Tab stop on the selected tab, moves with arrows and Home/End, selects with Enter', async () => {
    const user = userEvent.setup();
    render(<Views />);
    expect(screen.getByRole('tablist')).toBeTruthy();
    expect(tab('Week').getAttribute('aria-selected')).toBe('true');

    // One Tab stop for the whole list: the selected tab (jsdom's Tab key ignores tabster, so the
    // stop is read from tabIndex, which is what the browser's Tab order follows).
    await waitFor(() => expect(tab('Week').tabIndex).toBe(0));
    expect([tab('List'), tab('Calendar')].map((element) => element.tabIndex)).toEqual([-1, -1]);

    act(() => tab('Week').focus());
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('List'));
    // The disabled tab is skipped, and the list wraps around.
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Calendar'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Week'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Calendar'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Week'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Calendar'));
    // Moving focus does not select; Enter does, and the Tab stop follows the selection.
    expect(screen.getByText('Showing week')).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Showing calendar')).toBeTruthy();
    await waitFor(() => expect(tab('Calendar').tabIndex).toBe(0));
    expect(tab('Week').tabIndex).toBe(-1);
  });

  it('adds no tabster focus sentinels (aria-hidden yet focusable) inside or around the list', async () => {
    render(<Views />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(document.querySelectorAll('[data-tabster-dummy]')).toHaveLength(0);
    expect(screen.getByRole('tablist').hasAttribute('data-tabster')).toBe(false);
  });
});
