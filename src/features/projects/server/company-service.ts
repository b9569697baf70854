import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { CompanyQuery } from '../../../generated/index';
import type { Db } from '../../../server/db/create-db';
import { notFound } from '../../../server/http-errors';
import { TOPIC_SOURCE, TOPIC_STATUS } from '../shared/project-enums';
import { companies, companyNews } from './company-tables';
import type { CompanyNewsRow, CompanyRow } from './company-tables';
import { foldedSearch } from '../../../server/db/folded-search';

/** News items shown with a company. */
export const COMPANY_NEWS_LIMIT = 20;

/** SPEC §3/§9 company list defaults: page 1, page size 10. */
export const COMPANY_PAGE_SIZE = 10;

const COMPANY_NOT_FOUND = 'Không tìm thấy doanh nghiệp / Company not found';

/** The Company wire shape (schemas/entities/company.json): topicCount = its open internship topics. */
export const toCompany = ({
  rootId: _rootId,
  createdDate: _createdDate,
  lastUpdate: _lastUpdate,
  ...row
}: CompanyRow & { topicCount: number }) => row;

/** The CompanyNews wire shape (schemas/entities/company-news.json). */
export const toCompanyNews = ({ rootId: _rootId, publishedDate, ...row }: CompanyNewsRow) => ({
  ...row,
  publishedDate: publishedDate.toISOString(),
});

/**
 * Open topics per company, as a correlated sub-select. Column names are written qualified: in a
 * one-table select Drizzle leaves column references unqualified, which inside the sub-select
 * would point at project_topics itself.
 */
const topicCount = sql<number>`(select count(*)::int from project_topics t where t.root_id = "companies"."root_id" and t.company_id = "companies"."id" and t.source = ${TOPIC_SOURCE.COMPANY} and t.status = ${TOPIC_STATUS.OPENED})`;

const selectCompanies = (db: Db) => db.select({ company: companies, topicCount }).from(companies);

/**
 * GET /api/v1/companies/{id}: one of the tenant's companies with its latest news; onlyNews answers
 * the news alone. A rootId other than the tenant's answers 404, as an unknown company.
 */
export const readCompany = async ({
  db,
  rootId,
  id,
  query,
}: {
  db: Db;
  rootId: number;
  id: number;
  query: { onlyNews?: boolean; rootId?: number };
}) => {
  if (query.rootId !== undefined && query.rootId !== rootId) throw notFound(COMPANY_NOT_FOUND);
  const [row] = await selectCompanies(db)
    .where(and(eq(companies.rootId, rootId), eq(companies.id, id)))
    .limit(1);
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  const news = await db
    .select()
    .from(companyNews)
    .where(and(eq(companyNews.rootId, rootId), eq(companyNews.companyId, id)))
    .orderBy(desc(companyNews.publishedDate), desc(companyNews.id))
    .limit(COMPANY_NEWS_LIMIT);
  const newsItems = news.map(toCompanyNews);
  return query.onlyNews
    ? { news: newsItems }
    : { data: toCompany({ ...row.company, topicCount: row.topicCount }), news: newsItems };
};

/** POST /api/v1/companies/query-by-root: the tenant's companies by name, paged (another tenant's rootId: empty). */
export const queryCompanies = async ({
  db,
  rootId,
  query,
}: {
  db: Db;
  rootId: number;
  query: CompanyQuery;
}) => {
  if (query.rootId !== undefined && query.rootId !== rootId) return { data: [], total: 0 };
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? COMPANY_PAGE_SIZE;
  const conditions: SQL[] = [eq(companies.rootId, rootId)];
  if (query.hasLogo !== undefined) conditions.push(eq(companies.hasLogo, query.hasLogo));
  const matching = foldedSearch({
    columns: [companies.name, companies.nameEn, companies.shortName, companies.field, companies.fieldEn],
    search: query.search,
  });
  if (matching) conditions.push(matching);
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    selectCompanies(db)
      .where(where)
      .orderBy(asc(companies.name), asc(companies.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(companies).where(where),
  ]);
  return { data: rows.map((row) => toCompany({ ...row.company, topicCount: row.topicCount })), total };
};

/** GET /api/v1/companies/query-by-ids: the tenant's companies among these ids, by name (unknown ids are left out). */
export const companiesByIds = async ({
  db,
  rootId,
  ids,
}: {
  db: Db;
  rootId: number;
  ids: readonly number[];
}) => {
  if (ids.length === 0) return { data: [], total: 0 };
  const rows = await selectCompanies(db)
    .where(and(eq(companies.rootId, rootId), inArray(companies.id, [...new Set(ids)])))
    .orderBy(asc(companies.name), asc(companies.id));
  return {
    data: rows.map((row) => toCompany({ ...row.company, topicCount: row.topicCount })),
    total: rows.length,
  };
};
