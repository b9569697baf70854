import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installReturnFocus } from '../../../src/client/engine/return-focus';

/** What Fluent's dialog surface (a tabster restorer source) sends when it closes with the focus in it. */
const announceLostFocus = () =>
  window.dispatchEvent(new CustomEvent('tabster:restorer:restore-focus', { bubbles: true }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 60));

function page() {
  document.body.innerHTML = `
    <button id="search">Search</button>
    <button id="opener">Add relative</button>
    <table><tr id="row"><td>Row</td></tr></table>`;
  const dialog = document.createElement('div');
  dialog.setAttribute('role', 'dialog');
  dialog.innerHTML = '<input id="field" /><button id="close">Close</button>';
  return {
    search: document.getElementById('search') as HTMLButtonElement,
    opener: document.getElementById('opener') as HTMLButtonElement,
    open: () => {
      document.body.appendChild(dialog);
      (dialog.querySelector('#field') as HTMLInputElement).focus();
    },
    moveInside: () => (dialog.querySelector('#close') as HTMLButtonElement).focus(),
    close: () => {
      dialog.remove();
      (document.activeElement as HTMLElement | null)?.blur();
      announceLostFocus();
    },
  };
}

let stop: () => void = () => undefined;
beforeEach(() => {
  stop = installReturnFocus();
});
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('installReturnFocus', () => {
  it('gives the focus back to the button that opened the dialog, after moves inside it', async () => {
    const view = page();
    view.search.focus();
    view.opener.focus();
    view.open();
    view.moveInside();
    view.close();
    await settle();
    expect(document.activeElement).toBe(view.opener);
  });

  it('moves nothing when the dialog was opened by a click on something that takes no focus', async () => {
    const view = page();
    view.search.focus();
    view.search.blur();
    view.open();
    view.close();
    await settle();
    expect(document.activeElement).toBe(document.body);
  });

  it('moves nothing while a dialog is still open, or when the focus is already somewhere', async () => {
    const view = page();
    view.opener.focus();
    view.open();
    announceLostFocus();
    await settle();
    expect(document.activeElement?.id).toBe('field');

    view.close();
    view.search.focus();
    await settle();
    expect(document.activeElement).toBe(view.search);
  });

  it('moves nothing once stopped', async () => {
    const view = page();
    view.opener.focus();
    view.open();
    stop();
    view.close();
    await settle();
    expect(document.activeElement).toBe(document.body);
  });
});
