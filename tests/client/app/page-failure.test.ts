import { describe, expect, it } from 'vitest';
import { pageFailure } from '../../../src/client/app/page-failure';

describe('pageFailure', () => {
  it("reads a page's code that did not arrive as an update when online, as offline when not", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://x/students/assets/a-1.js',
      'error loading dynamically imported module',
      'Importing a module script failed.',
    ]) {
      expect(pageFailure({ error: new TypeError(message), isOnline: true })).toBe('updated');
      expect(pageFailure({ error: new TypeError(message), isOnline: false })).toBe('offline');
    }
  });

  it('leaves any other failure as it is', () => {
    expect(pageFailure({ error: new Error('Unknown page component "x"'), isOnline: true })).toBe('other');
    expect(pageFailure({ error: 'boom', isOnline: false })).toBe('other');
  });
});
