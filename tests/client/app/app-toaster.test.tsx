import { render, screen, waitFor } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { WAIT } from './render-app';
import { describe, expect, it } from 'vitest';
import { TOAST_DURATION_MS, TOAST_MAX } from '../../../src/core';
import { AppToaster, useNotify } from '../../../src/client/app/app-toaster';
import type { Notify } from '../../../src/client/app/app-toaster';

function renderToaster(): { notify: () => Notify } {
  let notify: Notify | null = null;
  function Probe() {
    notify = useNotify();
    return null;
  }
  render(
    <FluentProvider theme={webLightTheme}>
      <AppToaster />
      <Probe />
    </FluentProvider>,
  );
  return { notify: () => notify as unknown as Notify };
}

// Toasts on screen, top to bottom (Fluent also repeats the text in an aria-live region).
const toastTitles = () =>
  Array.from(document.querySelectorAll('.fui-Toast .fui-ToastTitle')).map((element) => element.textContent);

describe('app toaster', () => {
  it('has its live regions from the start, loads the toasts with the first one, and reads it out once', async () => {
    const { notify } = renderToaster();
    const polite = document.querySelector('[aria-live="polite"]');
    expect(polite).toBeTruthy();
    expect(document.querySelector('.fui-Toaster')).toBeNull();
    notify()({ title: 'Đã lưu người thân Trần Văn A.' });
    await screen.findAllByText('Đã lưu người thân Trần Văn A.', {}, WAIT);
    await waitFor(() => expect(polite?.textContent).toContain('Đã lưu người thân Trần Văn A.'), WAIT);
    // Said once, then emptied (the toast itself stays its 3 s).
    await waitFor(() => expect(polite?.textContent).toBe(''), WAIT);
    expect(screen.getByText('Đã lưu người thân Trần Văn A.')).toBeTruthy();
  });

  it('shows toasts at the top, newest first', async () => {
    const { notify } = renderToaster();
    for (const index of [1, 2, 3]) notify()({ title: `Thông báo ${index}` });
    await screen.findAllByText('Thông báo 3', {}, WAIT);
    expect(toastTitles()).toEqual(['Thông báo 3', 'Thông báo 2', 'Thông báo 1']);
  });

  it('shows at most 5 at once; the others wait for a free place', async () => {
    expect(TOAST_MAX).toBe(5);
    const { notify } = renderToaster();
    for (let index = 1; index <= 7; index += 1) notify()({ title: `Thông báo ${index}` });
    await screen.findAllByText('Thông báo 5', {}, WAIT);
    expect(toastTitles()).toEqual([
      'Thông báo 5',
      'Thông báo 4',
      'Thông báo 3',
      'Thông báo 2',
      'Thông báo 1',
    ]);
  });

  it('times every toast to close after 3 seconds', async () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    const { notify } = renderToaster();
    for (let index = 1; index <= 6; index += 1) notify()({ title: `Thông báo ${index}` });
    await screen.findAllByText('Thông báo 5', {}, WAIT);
    // Fluent times toasts with a CSS animation (jsdom runs none): each visible toast has one of 3 s.
    const timers = Array.from(
      document.querySelectorAll<HTMLElement>('.fui-ToastContainer [data-timer-status]'),
    );
    expect(timers).toHaveLength(5);
    for (const timer of timers) {
      expect(timer.style.animationDuration).toBe('3000ms');
      expect(timer.dataset.timerStatus).toBe('running');
    }
  });
});
