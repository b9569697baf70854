import { describe, expect, it } from 'vitest';
import { createReceiptQueue } from '../../../src/features/payments/server/receipt-queue';

/** A send whose calls stay open until the test settles them, in the order they started. */
const heldSend = () => {
  const started: number[] = [];
  const settle: ((isOk: boolean) => void)[] = [];
  const send = (job: number) =>
    new Promise<void>((resolve, reject) => {
      started.push(job);
      settle.push((isOk) => (isOk ? resolve() : reject(new Error(`receipt ${job} failed`))));
    });
  return { started, settle, send };
};

const ticks = () => new Promise((resolve) => setImmediate(resolve));

describe('receipt queue', () => {
  it('sends at most `concurrency` at once, in arrival order; a failure frees its slot too', async () => {
    const held = heldSend();
    const queue = createReceiptQueue({ send: held.send, concurrency: 2 });
    for (const job of [1, 2, 3, 4, 5]) queue.push(job);
    expect(held.started).toEqual([1, 2]);
    expect(queue.size()).toBe(5);
    held.settle[0](false);
    await ticks();
    expect(held.started).toEqual([1, 2, 3]);
    held.settle[1](true);
    held.settle[2](true);
    await ticks();
    expect(held.started).toEqual([1, 2, 3, 4, 5]);
    let isDrained = false;
    const drained = queue.drained().then(() => (isDrained = true));
    held.settle[3](true);
    await ticks();
    expect(isDrained).toBe(false);
    held.settle[4](true);
    await drained;
    expect(queue.size()).toBe(0);
  });

  it('is drained at once when empty, and stop hands back what never started', async () => {
    const held = heldSend();
    const queue = createReceiptQueue({ send: held.send, concurrency: 1 });
    await queue.drained();
    for (const job of [7, 8, 9]) queue.push(job);
    expect(queue.stop()).toEqual([8, 9]);
    held.settle[0](true);
    await ticks();
    expect(held.started).toEqual([7]);
    await queue.drained();
  });
});
