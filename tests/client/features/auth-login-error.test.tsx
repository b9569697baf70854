import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../app/fetch-mock';
import type { FetchHandler } from '../app/fetch-mock';
import { WAIT, renderApp } from '../app/render-app';

const WRONG = 'Tài khoản hoặc mật khẩu không đúng.';

/** The alerts that say something (the reserved, empty message line is one too). */
const spokenAlerts = () =>
  Array.from(document.querySelectorAll('[role=alert]'))
    .map((element) => element.textContent ?? '')
    .filter((text) => text.trim() !== '');

async function signInWrong(handler: FetchHandler) {
  const user = userEvent.setup();
  renderApp({ path: '/login', handlers: { 'POST /api/v1/auth/login': handler } });
  await user.type(await screen.findByRole('textbox', { name: /Tài khoản/ }, WAIT), '20230001');
  await user.type(screen.getByLabelText(/Mật khẩu/), 'wrong-pass-1');
  await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
  return user;
}

describe('login page errors', () => {
  it('says a wrong password once: no second message for the emptied password field', async () => {
    await signInWrong(() => ({ code: -1, data: null }));
    await screen.findByText(WRONG, {}, WAIT);
    expect(spokenAlerts()).toEqual([WRONG]);
    expect(screen.queryByText('Vui lòng nhập mật khẩu')).toBeNull();
    expect(document.body.textContent?.split(WRONG).length).toBe(2);
  });

  it('replaces the message on the next attempt instead of adding one', async () => {
    let answer: unknown = { code: -1, data: null };
    const user = await signInWrong(() => answer);
    await screen.findByText(WRONG, {}, WAIT);
    answer = jsonResponse({
      status: 429,
      body: { statusCode: 429, message: 'Bạn đã nhập sai quá nhiều lần. Vui lòng thử lại sau 2 giây.' },
    });
    await user.type(screen.getByLabelText(/Mật khẩu/), 'wrong-pass-2');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    await screen.findByText('Bạn đã nhập sai quá nhiều lần. Vui lòng thử lại sau 2 giây.', {}, WAIT);
    expect(spokenAlerts()).toEqual(['Bạn đã nhập sai quá nhiều lần. Vui lòng thử lại sau 2 giây.']);
  });

  it('keeps the room of the message before any error, so the form does not move when one appears', async () => {
    renderApp({ path: '/login' });
    await screen.findByRole('button', { name: 'Đăng nhập' }, WAIT);
    const alerts = Array.from(document.querySelectorAll<HTMLElement>('form [role=alert]'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0].textContent).toBe('');
    expect(alerts[0].style.minHeight).toMatch(/calc\(2 \* /);
  });

  it('still asks for the missing fields before calling the server', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp({ path: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Đăng nhập' }, WAIT));
    await waitFor(() => expect(screen.getByText('Vui lòng nhập mật khẩu')).toBeTruthy());
    expect(calls.some((call) => call.path === '/api/v1/auth/login')).toBe(false);
  });
});
