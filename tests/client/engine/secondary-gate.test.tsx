import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  openSecondaryGate,
  resetSecondaryGate,
  trackPageRead,
  useSecondaryGate,
} from '../../../src/client/engine/secondary-gate';

function Probe() {
  return <p>{useSecondaryGate() ? 'open' : 'closed'}</p>;
}

/** A read the test settles itself. */
function pendingRead() {
  let resolve: (value: string) => void = () => undefined;
  const answer = new Promise<string>((done) => {
    resolve = done;
  });
  return { answer, resolve };
}

/** Runs the timers and frames a paint takes, flushing React. */
const afterPaint = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(50);
  });

describe('secondary gate (menu badges wait for the page)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback'] });
    resetSecondaryGate();
  });
  afterEach(() => {
    resetSecondaryGate();
    vi.useRealTimers();
  });

  it("stays closed while the page's first read is in flight, and opens after it answered and painted", async () => {
    const read = pendingRead();
    void trackPageRead(read.answer);
    render(<Probe />);
    await afterPaint();
    expect(screen.getByText('closed')).toBeTruthy();

    await act(async () => read.resolve('data'));
    await afterPaint();
    expect(screen.getByText('open')).toBeTruthy();
  });

  it('opens after the first paint of a page that reads nothing', async () => {
    render(<Probe />);
    expect(screen.getByText('closed')).toBeTruthy();
    await afterPaint();
    expect(screen.getByText('open')).toBeTruthy();
  });

  it('counts a failed read as answered, and opens after 4 s at the latest while a read never answers', async () => {
    const failed = pendingRead();
    const failing = trackPageRead(failed.answer.then(() => Promise.reject(new Error('HTTP 500'))));
    failing.catch(() => undefined);
    void trackPageRead(new Promise(() => undefined));
    render(<Probe />);
    await act(async () => failed.resolve('x'));
    await afterPaint();
    expect(screen.getByText('closed')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    expect(screen.getByText('open')).toBeTruthy();
  });

  it('opens at once when asked to', async () => {
    void trackPageRead(new Promise(() => undefined));
    render(<Probe />);
    expect(screen.getByText('closed')).toBeTruthy();
    act(() => openSecondaryGate());
    expect(screen.getByText('open')).toBeTruthy();
  });
});
