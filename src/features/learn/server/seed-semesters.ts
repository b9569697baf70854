import { formatSemester } from '../../../core/index';
import { semesters } from './tables';
import type { SeedContext } from '../../../server/db/seed/seed-context';

/**
 * Six semesters around today (2026-11-22): 20241 .. 20262. 20261 is current for classes;
 * 20262 is open for enrolment (registration for next term happens now).
 */
export const seedSemesters = async ({ db, tenant }: Pick<SeedContext, 'db' | 'tenant'>) => {
  const term = (year: number, n: 1 | 2) =>
    n === 1
      ? { startDate: `${year}-09-07`, endDate: `${year + 1}-01-17` }
      : { startDate: `${year + 1}-02-16`, endDate: `${year + 1}-06-27` };
  const rows = [2024, 2025, 2026].flatMap((year) =>
    ([1, 2] as const).map((n) => {
      const t = term(year, n);
      const code = `${year}${n}`;
      return {
        rootId: tenant.rootId,
        semester: code,
        // Names as the one formatter shows them ('Học kỳ 1 năm học 2026–2027', en dash).
        name: formatSemester({ semester: code, locale: 'vi' }),
        nameEn: formatSemester({ semester: code, locale: 'en' }),
        startDate: t.startDate,
        endDate: t.endDate,
        isCurrentForClass: code === '20261',
        canEnrol: code === '20262',
      };
    }),
  );
  await db.insert(semesters).values(rows);
};
