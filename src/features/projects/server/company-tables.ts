import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const id = () => bigint({ mode: 'number' });
const stamp = () => timestamp({ mode: 'date', withTimezone: true });

/** Partner companies (internship hosts); their internship topics are project_topics with source COMPANY 2. */
export const companies = pgTable(
  'companies',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    rootId: id().notNull(),
    name: text().notNull(),
    nameEn: text().notNull().default(''),
    shortName: text().notNull().default(''),
    /** Static path of the logo, e.g. '/companies/12.svg' ('' when none). */
    logoUrl: text().notNull().default(''),
    hasLogo: boolean().notNull().default(false),
    address: text().notNull().default(''),
    website: text().notNull().default(''),
    email: text().notNull().default(''),
    phone: text().notNull().default(''),
    description: text().notNull().default(''),
    descriptionEn: text().notNull().default(''),
    /** Business field as printed, e.g. 'Phần mềm', 'Y tế'. */
    field: text().notNull().default(''),
    /** The business field in English ('' when there is none). */
    fieldEn: text().notNull().default(''),
    /** Head count band as printed, e.g. '100-499'. */
    size: text().notNull().default(''),
    foundedYear: integer().notNull().default(-1),
    /** 1 active partner, 0 inactive. */
    status: integer().notNull().default(1),
    createdDate: stamp().notNull().defaultNow(),
    lastUpdate: stamp().notNull().defaultNow(),
  },
  (t) => [index().on(t.rootId, t.hasLogo, t.id), uniqueIndex().on(t.rootId, t.name)],
);

/** News posted by a company (SPEC GET /api/v1/companies/{id} with onlyNews). */
export const companyNews = pgTable(
  'company_news',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    rootId: id().notNull(),
    companyId: id().notNull(),
    title: text().notNull(),
    summary: text().notNull().default(''),
    content: text().notNull().default(''),
    publishedDate: stamp().notNull(),
  },
  (t) => [index().on(t.rootId, t.companyId, t.publishedDate)],
);

/** A student's request to intern at a company (SPEC §4 company or request status labels). */
export const companyRequests = pgTable(
  'company_requests',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    rootId: id().notNull(),
    studentId: id().notNull(),
    studentCode: text().notNull().default(''),
    studentName: text().notNull().default(''),
    companyId: id().notNull(),
    companyName: text().notNull().default(''),
    topicId: id().notNull().default(-1),
    topicName: text().notNull().default(''),
    /** The project request this was made with (-1 when standalone). */
    projectRequestId: id().notNull().default(-1),
    semester: text().notNull(),
    /** SPEC §4 general process status (labels: companyStatus). */
    status: integer().notNull().default(0),
    /** SPEC §4 work type: full-time 1, part-time 2. */
    workingType: integer().notNull().default(-1),
    note: text().notNull().default(''),
    createdDate: stamp().notNull().defaultNow(),
    lastUpdate: stamp().notNull().defaultNow(),
  },
  (t) => [
    /** One open request per student, company and semester. */
    uniqueIndex('company_requests_one_open')
      .on(t.rootId, t.studentId, t.companyId, t.semester)
      .where(sql`${t.status} not in (-1, 5)`),
    index().on(t.rootId, t.companyId, t.status),
  ],
);

/** Drizzle-inferred row types. */
export type CompanyRow = typeof companies.$inferSelect;
export type CompanyNewsRow = typeof companyNews.$inferSelect;
export type CompanyRequestRow = typeof companyRequests.$inferSelect;
