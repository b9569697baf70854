import { afterEach, describe, expect, it } from 'vitest';
import { createElement, render, useState } from 'preact/compat';
import { act } from 'preact/test-utils';
import { installAutoFocus } from '../../../src/client/preact/install-auto-focus';

installAutoFocus();

let container: HTMLElement;
afterEach(() => {
  render(null, container);
  container.remove();
});

/** A page that shows a field with `autoFocus` only after a click, as a route or a dialog would. */
function mount(fieldRef?: { current: HTMLInputElement | null }) {
  container = document.createElement('div');
  document.body.appendChild(container);
  let show: () => void = () => undefined;
  let rerender: () => void = () => undefined;
  function Page() {
    const [isShown, setIsShown] = useState(false);
    const [, setCount] = useState(0);
    show = () => setIsShown(true);
    rerender = () => setCount((count) => count + 1);
    return createElement(
      'div',
      null,
      createElement('button', { id: 'other' }, 'Other'),
      isShown ? createElement('input', { id: 'field', autoFocus: true, ref: fieldRef }) : null,
    );
  }
  act(() => {
    render(createElement(Page, null), container);
  });
  return {
    show: () => act(() => show()),
    rerender: () => act(() => rerender()),
    other: () => container.querySelector<HTMLButtonElement>('#other') as HTMLButtonElement,
  };
}

describe('installAutoFocus', () => {
  it('focuses an element rendered with autoFocus when it mounts after the first load', () => {
    const page = mount();
    page.show();
    expect(document.activeElement?.id).toBe('field');
  });

  it('keeps the element’s own ref, and does not take the focus back on a later render', () => {
    const fieldRef = { current: null as HTMLInputElement | null };
    const page = mount(fieldRef);
    page.show();
    expect(fieldRef.current?.id).toBe('field');
    page.other().focus();
    page.rerender();
    expect(document.activeElement?.id).toBe('other');
  });
});
