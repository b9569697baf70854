import { describe, expect, it } from 'vitest';
import { compileTenantMessages } from '../../../src/client/i18n/compile-tenant-messages';

describe("compileTenantMessages (the tenant's texts for a react-intl without parser)", () => {
  it('turns plain texts into their literal tree at once, loading no parser', () => {
    const tenant = compileTenantMessages({ 'hmu.menu.project': 'Luận văn - Khóa luận' });
    expect(tenant.parse).toBeNull();
    expect(tenant.messages).toEqual({ 'hmu.menu.project': [{ type: 0, value: 'Luận văn - Khóa luận' }] });
    expect(compileTenantMessages(undefined).messages).toEqual({});
  });

  it('waits for the parser when a text has ICU syntax, and keeps a text it refuses as written', async () => {
    const tenant = compileTenantMessages({
      plain: 'Tin tức',
      count: '{count} lớp',
      broken: 'Chào {tên',
    });
    expect(tenant.messages).toBeNull();
    const messages = await tenant.parse!();
    expect(messages.plain).toEqual([{ type: 0, value: 'Tin tức' }]);
    expect(messages.count).toEqual([
      { type: 1, value: 'count' },
      { type: 0, value: ' lớp' },
    ]);
    expect(messages.broken).toEqual([{ type: 0, value: 'Chào {tên' }]);
  });
});
