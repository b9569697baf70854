import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadAppConfig } from '../../src/config/index';
import type { Institution } from '../../src/config/index';
import { tenantIndexHtml } from '../../src/server/plugins/tenant-index-html';

const template = readFileSync(new URL('../../src/client/index.html', import.meta.url), 'utf8');
const config = loadAppConfig({ rootDir: fileURLToPath(new URL('../..', import.meta.url)) });
const hust = config.byCode.get('hust') as Institution;

describe('tenantIndexHtml', () => {
  it("writes the tenant's language, title and icon into index.html", () => {
    const html = tenantIndexHtml({ template, tenant: hust });
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain(`<title>${hust.shortName.vi}</title>`);
    expect(html).toContain(`<link rel="icon" href="${hust.logo}" />`);
    expect(html).not.toContain('<title>Unigate</title>');
  });

  it('uses English for a tenant whose default language is English', () => {
    const html = tenantIndexHtml({ template, tenant: { ...hust, defaultLocale: 'en' } });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`<title>${hust.shortName.en}</title>`);
  });

  it('escapes what it writes', () => {
    const tenant: Institution = {
      ...hust,
      shortName: { vi: '</title><script>alert(1)</script>', en: 'x' },
      logo: '/logo.svg" onerror="alert(1)',
    };
    const html = tenantIndexHtml({ template, tenant });
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('href="/logo.svg&quot; onerror=&quot;alert(1)"');
  });

  it('refuses a template that lost one of its pieces, or holds one twice', () => {
    expect(() =>
      tenantIndexHtml({ template: template.replace('<html lang="vi">', '<html>'), tenant: hust }),
    ).toThrow(/<html lang="vi">/);
    const twice = template.replace('<title>Unigate</title>', '<title>Unigate</title>'.repeat(2));
    expect(() => tenantIndexHtml({ template: twice, tenant: hust })).toThrow(/<title>Unigate<\/title>/);
  });
});
