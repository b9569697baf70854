import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from '../../../src/client/i18n/warm-intl';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('warmIntl', () => {
  it("builds the locale tables react-intl's createIntl checks, later, in two timer tasks", () => {
    vi.useFakeTimers();
    const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    warmIntl('vi');
    // Not in the task that starts the app.
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(2);
    vi.runAllTimers();
    expect(numbers).toHaveBeenCalledWith('vi');
    expect(dates).toHaveBeenCalledWith('vi');
  });
});
