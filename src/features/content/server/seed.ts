import { webSettings } from '../shared/tables';
import type { SeedContext } from '../../../server/db/seed/seed-context';
import { seedArticles } from './seed-articles';
import { seedHelp } from './seed-help';
import { seedNotifications } from './seed-notifications';

/** After the accounts (50): notifications are addressed to users. */
export const seedOrder = 55;

/** Web setting, help topics, news, events, honors and notifications of a tenant. */
export const seed = async (context: SeedContext) => {
  await seedWebSetting(context);
  await seedHelp(context);
  await seedArticles(context);
  await seedNotifications(context);
};

/** The tenant's web setting (SPEC §3), from its institution config. */
const seedWebSetting = async ({ db, tenant, faker }: SeedContext) => {
  await db.insert(webSettings).values({
    rootId: tenant.rootId,
    title: tenant.name.vi,
    subTitle: 'Cổng thông tin sinh viên',
    tagline: 'Học tập - Nghiên cứu - Sáng tạo',
    name: tenant.name.vi,
    nameEn: tenant.name.en,
    email: `ctsv@${tenant.code}.edu.vn`,
    hotLine: faker.helpers.replaceSymbols('024 3### ####'),
    webLogo: tenant.logo,
    favicon: tenant.logo,
    address: `${faker.location.streetAddress()}, Hà Nội`,
    facebook: `https://facebook.com/${tenant.code}`,
    footerText: `© 2026 ${tenant.name.vi}`,
    siteAddress: `https://${tenant.hosts[0] ?? 'localhost'}`,
    logoPosition: 'middle',
    colors: { brand: tenant.theme.brand, accent: tenant.theme.accent },
    socialMediaLinks: [{ name: 'Facebook', url: `https://facebook.com/${tenant.code}` }],
    translations: {
      en: {
        title: tenant.name.en,
        subTitle: 'Student services portal',
        tagline: 'Learn - Research - Create',
      },
    },
  });
};
