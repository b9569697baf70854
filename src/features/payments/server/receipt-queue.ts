/** Receipts waiting to be mailed, sent a few at a time. */
export type ReceiptQueue<T> = {
  /** Queues one receipt; it is sent after the ones before it, never in the caller's time. */
  push: (job: T) => void;
  /** Receipts queued or being sent. */
  size: () => number;
  /** Starts no more receipts and answers the ones never started (the app is closing). */
  stop: () => T[];
  /** Resolves once every queued receipt was sent or failed. */
  drained: () => Promise<void>;
};

/**
 * A queue of receipt mails of committed credits. A receipt is a PDF rendered in this process, far
 * slower than crediting: a burst of notifications must not start hundreds of renders at once and
 * starve the webhook itself, so at most `concurrency` run and the rest wait their turn in memory
 * (a few numbers each). `send` is expected to log its own failures; a rejection here only frees
 * the slot.
 */
export const createReceiptQueue = <T>({
  send,
  concurrency = 2,
}: {
  send: (job: T) => Promise<void>;
  concurrency?: number;
}): ReceiptQueue<T> => {
  let waiting: T[] = [];
  let head = 0;
  let running = 0;
  const onDrained: (() => void)[] = [];
  const pump = () => {
    while (running < concurrency && head < waiting.length) {
      const job = waiting[head];
      head += 1;
      running += 1;
      send(job)
        .catch(() => undefined)
        .finally(() => {
          running -= 1;
          pump();
        });
    }
    if (head === waiting.length) {
      waiting = [];
      head = 0;
      if (running === 0) onDrained.splice(0).forEach((resolve) => resolve());
    }
  };
  return {
    push: (job) => {
      waiting.push(job);
      pump();
    },
    size: () => waiting.length - head + running,
    stop: () => {
      const unsent = waiting.slice(head);
      waiting = [];
      head = 0;
      return unsent;
    },
    drained: () =>
      running === 0 && head === waiting.length
        ? Promise.resolve()
        : new Promise<void>((resolve) => onDrained.push(resolve)),
  };
};
