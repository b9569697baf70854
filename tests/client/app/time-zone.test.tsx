import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../../src/core/index';
import { setDisplayTimeZone } from '../../../src/core/display-time-zone';
import { authUserFixture } from './fixtures';
import { findShell, renderApp } from './render-app';

describe("the tenant's clock", () => {
  let zone: string | undefined;
  beforeEach(() => {
    zone = process.env.TZ;
    // A phone abroad: 16:59 UTC is 11:59 here and 23:59 in Hanoi.
    process.env.TZ = 'America/New_York';
  });
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
    setDisplayTimeZone(undefined);
  });

  it("shows instants on the tenant's clock once its config is in, not the browser's", async () => {
    const show = () =>
      formatDate({ value: '2027-01-31T16:59:00Z', locale: 'vi', pattern: 'DD/MM/YYYY HH:mm' });
    expect(show()).toBe('31/01/2027 11:59');
    renderApp({ user: authUserFixture() });
    await findShell();
    // The config names no zone: the default, Asia/Ho_Chi_Minh.
    expect(show()).toBe('31/01/2027 23:59');
  }, 60_000);
});
