import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MenuDrawer } from '../../../src/client/engine';
import type { MenuNode } from '../../../src/client/engine';
import { renderWithEngine } from './render-with-engine';

const MENU: MenuNode[] = [{ id: 'home', labelId: 'menu.home', route: '/', icon: 'Home24Regular' }];

let setOpen: (isOpen: boolean) => void = () => undefined;

function Harness() {
  const [isOpen, setIsOpen] = useState(false);
  setOpen = setIsOpen;
  return <MenuDrawer items={MENU} isOpen={isOpen} onOpenChange={setIsOpen} title="Menu" />;
}

/** Tabster's focus sentinels around <body> (axe's aria-hidden-focus), present once a Fluent dialog mounts. */
const bodySentinels = () =>
  [...document.body.children].filter((element) => element.hasAttribute('data-tabster-dummy'));

describe('MenuDrawer', () => {
  it('mounts no dialog (and so no focus sentinels) until it is first opened, then keeps it', async () => {
    renderWithEngine(<Harness />, { route: '/' });
    // Give tabster the moment it takes to add sentinels, had anything asked for them.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodySentinels()).toHaveLength(0);

    act(() => setOpen(true));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Menu');
    expect(screen.getByRole('link', { name: /Trang chủ|Home/ })).toBeTruthy();
    await waitFor(() => expect(bodySentinels().length).toBeGreaterThan(0));

    act(() => setOpen(false));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => setOpen(true));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});
