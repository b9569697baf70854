import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** SPEC §3 Web setting, one per tenant root (and per workspace later). */
export const webSettings = pgTable(
  'web_settings',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    rootId: bigint({ mode: 'number' }).notNull(),
    workspaceId: bigint({ mode: 'number' }).notNull().default(-1),
    title: text().notNull().default(''),
    subTitle: text().notNull().default(''),
    tagline: text().notNull().default(''),
    subTagline: text().notNull().default(''),
    taglineKeyword: text().notNull().default(''),
    siteAddress: text().notNull().default(''),
    contactInfo: text().notNull().default(''),
    email: text().notNull().default(''),
    hotLine: text().notNull().default(''),
    webLogo: text().notNull().default(''),
    address: text().notNull().default(''),
    favicon: text().notNull().default(''),
    facebook: text().notNull().default(''),
    footerText: text().notNull().default(''),
    robots: text().notNull().default(''),
    linkAppStore: text().notNull().default(''),
    linkGooglePlay: text().notNull().default(''),
    name: text().notNull().default(''),
    nameEn: text().notNull().default(''),
    bannerImage: text().notNull().default(''),
    bannerImages: jsonb().$type<string[]>().notNull().default([]),
    bannerConfig: jsonb().$type<{ title: string; url: string }[]>().notNull().default([]),
    bannerUrl: text().notNull().default(''),
    socialMediaLinks: jsonb().$type<{ name: string; url: string }[]>().notNull().default([]),
    colors: jsonb().$type<Record<string, string>>().notNull().default({}),
    logoRatio: text().notNull().default(''),
    headerLogoSizes: jsonb().$type<number[]>().notNull().default([]),
    logoPosition: text().notNull().default('middle'),
    footerLogoSizes: jsonb().$type<number[]>().notNull().default([]),
    branches: jsonb().$type<{ name: string; address: string }[]>().notNull().default([]),
    feedbackLink: text().notNull().default(''),
    translations: jsonb().$type<Record<string, Record<string, string>>>().notNull().default({}),
    lastUpdate: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.rootId, t.workspaceId)],
);

/** SPEC §7 notifications: to one user (userId) or to every user of the tenant (userId -1). */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    rootId: bigint({ mode: 'number' }).notNull(),
    userId: bigint({ mode: 'number' }).notNull().default(-1),
    category: text().notNull().default('general'),
    title: text().notNull(),
    titleEn: text().notNull().default(''),
    content: text().notNull().default(''),
    contentEn: text().notNull().default(''),
    /** Route in the student app to open, e.g. '/learn/class-registration'. */
    link: text().notNull().default(''),
    createdAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.rootId, t.userId, t.createdAt)],
);

/** Which user has read which notification (SPEC §4: showing one marks it read once). */
export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: bigint({ mode: 'number' }).notNull(),
    userId: bigint({ mode: 'number' }).notNull(),
    rootId: bigint({ mode: 'number' }).notNull(),
    readAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.userId] }), index().on(t.rootId, t.userId)],
);

const id = () => bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity();
const rootId = () => bigint({ mode: 'number' }).notNull();
const at = () => timestamp({ mode: 'date', withTimezone: true });

/** News categories; `parentCode` groups them (SPEC §6 parent news category). */
export const newsCategories = pgTable(
  'news_categories',
  {
    id: id(),
    rootId: rootId(),
    code: text().notNull(),
    name: text().notNull(),
    nameEn: text().notNull().default(''),
    parentCode: text().notNull().default(''),
    orderIndex: integer().notNull().default(0),
  },
  (t) => [uniqueIndex().on(t.rootId, t.code)],
);

/**
 * News articles. `content`/`contentEn` are sanitized HTML; `searchText` is the lowercase,
 * accent-free text searched by list calls (so 'hoc phi' finds 'Học phí').
 */
export const news = pgTable(
  'news',
  {
    id: id(),
    rootId: rootId(),
    categoryCode: text().notNull(),
    title: text().notNull(),
    titleEn: text().notNull().default(''),
    summary: text().notNull().default(''),
    summaryEn: text().notNull().default(''),
    content: text().notNull().default(''),
    contentEn: text().notNull().default(''),
    thumbnail: text().notNull().default(''),
    author: text().notNull().default(''),
    tags: jsonb().$type<string[]>().notNull().default([]),
    isPublished: boolean().notNull().default(true),
    publishedAt: at().notNull(),
    searchText: text().notNull().default(''),
    lastUpdate: at().notNull().defaultNow(),
  },
  (t) => [index().on(t.rootId, t.publishedAt), index().on(t.rootId, t.categoryCode)],
);

/** Events (seminars, job fairs, ceremonies) with their time and place. */
export const events = pgTable(
  'events',
  {
    id: id(),
    rootId: rootId(),
    title: text().notNull(),
    titleEn: text().notNull().default(''),
    summary: text().notNull().default(''),
    summaryEn: text().notNull().default(''),
    content: text().notNull().default(''),
    contentEn: text().notNull().default(''),
    location: text().notNull().default(''),
    locationEn: text().notNull().default(''),
    organizer: text().notNull().default(''),
    organizerEn: text().notNull().default(''),
    startAt: at().notNull(),
    endAt: at().notNull(),
    registrationUrl: text().notNull().default(''),
    thumbnail: text().notNull().default(''),
    isPublished: boolean().notNull().default(true),
    publishedAt: at().notNull(),
    searchText: text().notNull().default(''),
    lastUpdate: at().notNull().defaultNow(),
  },
  (t) => [index().on(t.rootId, t.startAt)],
);

/** Honors: students, teachers or teams recognised for an achievement. */
export const honors = pgTable(
  'honors',
  {
    id: id(),
    rootId: rootId(),
    title: text().notNull(),
    titleEn: text().notNull().default(''),
    /** 'student' | 'teacher' | 'team' | 'unit'. */
    recipientKind: text().notNull().default('student'),
    recipientName: text().notNull(),
    unitName: text().notNull().default(''),
    unitNameEn: text().notNull().default(''),
    achievement: text().notNull().default(''),
    achievementEn: text().notNull().default(''),
    content: text().notNull().default(''),
    contentEn: text().notNull().default(''),
    image: text().notNull().default(''),
    honoredAt: at().notNull(),
    isPublished: boolean().notNull().default(true),
    publishedAt: at().notNull(),
    searchText: text().notNull().default(''),
    lastUpdate: at().notNull().defaultNow(),
  },
  (t) => [index().on(t.rootId, t.publishedAt)],
);

/** Help topics; FAQ and user-manual pages are topics of kind 'faq' and 'manual' (SPEC §7 topics). */
export const helpTopics = pgTable(
  'help_topics',
  {
    id: id(),
    rootId: rootId(),
    /** 'faq' | 'manual' | 'help'. */
    kind: text().notNull(),
    title: text().notNull(),
    titleEn: text().notNull().default(''),
    description: text().notNull().default(''),
    descriptionEn: text().notNull().default(''),
    icon: text().notNull().default(''),
    /** SPEC §3 topic index: display order within its kind. */
    orderIndex: integer().notNull().default(0),
    searchText: text().notNull().default(''),
    lastUpdate: at().notNull().defaultNow(),
  },
  (t) => [index().on(t.rootId, t.kind, t.orderIndex)],
);

/** Questions and answers of a help topic; answers are sanitized HTML. */
export const questionAnswers = pgTable(
  'question_answers',
  {
    id: id(),
    rootId: rootId(),
    topicId: bigint({ mode: 'number' }).notNull(),
    question: text().notNull(),
    questionEn: text().notNull().default(''),
    answer: text().notNull().default(''),
    answerEn: text().notNull().default(''),
    orderIndex: integer().notNull().default(0),
    searchText: text().notNull().default(''),
    lastUpdate: at().notNull().defaultNow(),
  },
  (t) => [index().on(t.rootId, t.topicId, t.orderIndex)],
);
