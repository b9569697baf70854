import type { SeedContext } from '../../../server/db/seed/seed-context';
import { insertEvents } from './event-service';
import { insertHonors } from './honor-service';
import { insertNews, insertNewsCategories } from './news-service';
import { COMMON_EVENTS, COMMON_HONORS } from './seed-data/events-honors';
import { COMMON_NEWS, NEWS_CATEGORIES } from './seed-data/news-items';
import { tenantContent } from './seed-data/tenant-content';

const DAY_MS = 86_400_000;
const FAMILY = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Vũ', 'Đặng', 'Bùi', 'Đỗ', 'Ngô'];
const MIDDLE = ['Văn', 'Thị', 'Minh', 'Thu', 'Đức', 'Ngọc', 'Quang', 'Thanh'];
const GIVEN = [
  'An',
  'Bình',
  'Châu',
  'Dũng',
  'Giang',
  'Hà',
  'Khánh',
  'Linh',
  'Nam',
  'Phương',
  'Quân',
  'Trang',
];

const paragraphs = (texts: string[]) => texts.map((text) => `<p>${text}</p>`).join('');

/**
 * News (with categories), events and honors of a tenant: the common ones plus those of its own
 * field (tenant-content.ts). News and honors date from 2025-2026; events span the academic year
 * 2026–2027, so some are past and some upcoming.
 */
export const seedArticles = async ({ db, tenant, faker }: SeedContext) => {
  const rootId = tenant.rootId;
  const own = tenantContent(tenant.code);
  const fill = (text: string) =>
    text.replaceAll('{school}', tenant.shortName.vi).replaceAll('{schoolEn}', tenant.shortName.en);
  const categoryName = new Map(NEWS_CATEGORIES.map((category) => [category.code, category.name]));
  await insertNewsCategories({ db, rows: NEWS_CATEGORIES.map((category) => ({ ...category, rootId })) });

  const newsStart = Date.parse('2025-10-01T02:00:00Z');
  await insertNews({
    db,
    rows: [...COMMON_NEWS, ...own.news].map((template, index) => {
      const publishedAt = new Date(
        newsStart + index * 30 * DAY_MS + faker.number.int({ min: 0, max: 20 }) * DAY_MS,
      );
      return {
        rootId,
        categoryCode: template.category,
        title: fill(template.title),
        titleEn: fill(template.titleEn),
        summary: fill(template.summary),
        summaryEn: fill(template.summaryEn),
        content: paragraphs(template.body.map(fill)),
        contentEn: paragraphs(template.bodyEn.map(fill)),
        author: `${categoryName.get(template.category) ?? 'Tin tức'} - ${tenant.shortName.vi}`,
        tags: template.tags,
        publishedAt,
        lastUpdate: publishedAt,
      };
    }),
  });

  const eventStart = Date.parse('2026-09-01T00:00:00+07:00');
  await insertEvents({
    db,
    rows: [...COMMON_EVENTS, ...own.events].map((template) => {
      const startAt = new Date(eventStart + template.day * DAY_MS + template.hour * 3_600_000);
      const publishedAt = new Date(startAt.getTime() - faker.number.int({ min: 14, max: 30 }) * DAY_MS);
      return {
        rootId,
        title: template.title,
        titleEn: template.titleEn,
        summary: template.summary,
        summaryEn: template.summaryEn,
        // The summary is shown above the content: the content does not repeat it.
        content: paragraphs([template.body]),
        contentEn: paragraphs([template.bodyEn]),
        location: `${template.location}, ${tenant.name.vi}`,
        locationEn: `${template.locationEn}, ${tenant.name.en}`,
        organizer: template.organizer,
        organizerEn: template.organizerEn,
        startAt,
        endAt: new Date(startAt.getTime() + template.hours * 3_600_000),
        publishedAt,
        lastUpdate: publishedAt,
      };
    }),
  });

  const honorStart = Date.parse('2025-06-01T02:00:00Z');
  await insertHonors({
    db,
    rows: [...COMMON_HONORS, ...own.honors].map((template) => {
      const honoredAt = new Date(honorStart + template.day * DAY_MS);
      const person = `${faker.helpers.arrayElement(FAMILY)} ${faker.helpers.arrayElement(MIDDLE)} ${faker.helpers.arrayElement(GIVEN)}`;
      const recipientName =
        template.recipientName ?? (template.recipientKind === 'teacher' ? `PGS.TS. ${person}` : person);
      return {
        rootId,
        title: template.title,
        titleEn: template.titleEn,
        recipientKind: template.recipientKind,
        recipientName,
        unitName: tenant.name.vi,
        unitNameEn: tenant.name.en,
        achievement: template.achievement,
        achievementEn: template.achievementEn,
        // Recipient and achievement are shown as rows above the content: it does not repeat them.
        content: paragraphs([template.body]),
        contentEn: paragraphs([template.bodyEn]),
        honoredAt,
        publishedAt: new Date(honoredAt.getTime() + 3 * DAY_MS),
        lastUpdate: honoredAt,
      };
    }),
  });
};
