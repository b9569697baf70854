import { describe, expect, it } from 'vitest';
import { COMMON_EVENTS } from '../../../src/features/content/server/seed-data/events-honors';
import { tenantContent } from '../../../src/features/content/server/seed-data/tenant-content';

/** Words that tell a reader they must sign up for an event (vi and en). */
const ASKS_TO_REGISTER = /đăng\s*ký|đăng\s*kí|ghi\s*danh|regist|sign[\s-]*up|book\s+(a\s+)?(seat|place)/i;

describe('seeded events never ask for a registration the portal cannot take', () => {
  // Seeded events carry no registrationUrl (the detail page would show it as the way to register),
  // so a text saying "registration required" would leave the student with no way to do it.
  it('has no event text asking students to register, in any tenant', () => {
    const events = [
      ...COMMON_EVENTS,
      ...['hust', 'hmu', 'actvn', 'unigate'].flatMap((code) => tenantContent(code).events),
    ];
    expect(events.length).toBeGreaterThan(COMMON_EVENTS.length);
    const asking = events
      .filter((event) =>
        [event.title, event.titleEn, event.summary, event.summaryEn, event.body, event.bodyEn].some((text) =>
          ASKS_TO_REGISTER.test(text),
        ),
      )
      .map((event) => event.titleEn);
    expect(asking).toEqual([]);
  });
});
