import { FluentProvider, Toolbar, ToolbarButton, webLightTheme } from '@fluentui/react-components';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FLUENT_EXCLUSIONS } from '../../e2e/axe-check';

/**
 * Proof for the one documented axe exclusion (docs/accessibility.md, "Exclusions"): Fluent's
 * keyboard layer (tabster) inserts focusable, aria-hidden <i data-tabster-dummy> elements, which
 * axe reports as aria-hidden-focus in Chromium, with no markup of ours involved.
 */
describe('Fluent tabster dummy inputs', () => {
  it('a bare Fluent Toolbar inserts them (focusable and aria-hidden); the exclusion matches only them', async () => {
    // Nothing of ours: Fluent's provider and its Toolbar (arrow-key navigation) with two buttons.
    render(
      <FluentProvider theme={webLightTheme}>
        <Toolbar aria-label="Bare Fluent">
          <ToolbarButton>One</ToolbarButton>
          <ToolbarButton>Two</ToolbarButton>
        </Toolbar>
      </FluentProvider>,
    );
    expect(screen.getByRole('toolbar', { name: 'Bare Fluent' })).toBeTruthy();
    // Tabster adds them a moment after mounting.
    await waitFor(
      () => expect(document.querySelectorAll('i[data-tabster-dummy]').length).toBeGreaterThan(0),
      { timeout: 10_000 },
    );
    const dummies = document.querySelectorAll('i[data-tabster-dummy]');
    const [exclusion] = FLUENT_EXCLUSIONS;
    expect(exclusion.rule).toBe('aria-hidden-focus');
    for (const dummy of dummies) {
      // Keyboard-focusable yet hidden from assistive technology: what aria-hidden-focus forbids
      // (axe reports it in Chromium; jsdom has no layout, so its axe run cannot tell focusability).
      expect(dummy.getAttribute('tabindex')).toBe('0');
      expect(dummy.getAttribute('aria-hidden')).toBe('true');
      // The journey's exclusion selector matches exactly these Fluent elements...
      expect(dummy.matches(exclusion.selector)).toBe(true);
    }
    // ...and none of the toolbar's real controls.
    for (const button of screen.getAllByRole('button'))
      expect(button.matches(exclusion.selector)).toBe(false);
  });
});
