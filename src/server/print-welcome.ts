import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from './db/seed/run-seed';

/** The demo account of every tenant (the first 2023 student; see README). */
export const DEMO_ACCOUNT = '20230001';

/** The teacher demo account of every tenant (the first seeded teacher, level 9; see README). */
export const DEMO_TEACHER_ACCOUNT = 'GV0001';

/** The staff demo account of every tenant (Phòng Công tác Sinh viên, level 5; see README). */
export const DEMO_STAFF_ACCOUNT = 'CTSV0001';

/** Prints each tenant's URL and demo account after start. */
export const printWelcome = ({ app }: { app: FastifyInstance }) => {
  const port = app.settings.port;
  const lines = ['', 'Unigate đang chạy / is running:', ''];
  for (const tenant of app.appConfig.institutions) {
    const host =
      tenant.hosts.find((candidate) => candidate.endsWith('.localhost')) ?? tenant.hosts[0] ?? 'localhost';
    lines.push(`  ${tenant.name.vi.padEnd(44)} http://${host}:${port}/students`);
    lines.push(`  ${''.padEnd(44)} demo: ${DEMO_ACCOUNT} / ${DEMO_PASSWORD}`);
    lines.push(`  ${''.padEnd(44)} giảng viên / teacher: ${DEMO_TEACHER_ACCOUNT} / ${DEMO_PASSWORD}`);
    lines.push(`  ${''.padEnd(44)} cán bộ / staff: ${DEMO_STAFF_ACCOUNT} / ${DEMO_PASSWORD}`);
  }
  lines.push(
    '',
    ...(app.settings.apiDocs ? [`  API docs: http://localhost:${port}/api/docs`] : []),
    `  Database: ${app.dbKind === 'pglite' ? `PGlite (${app.settings.pgliteDir})` : 'PostgreSQL (DATABASE_URL)'}`,
    `  Mail: ${
      app.mailer.kind === 'smtp'
        ? 'SMTP (SMTP_URL)'
        : `outbox ${app.settings.mailOutboxDir}${app.settings.canViewOutbox ? ` (http://localhost:${port}/api/dev/outbox)` : ''}`
    }`,
    '',
  );
  console.log(lines.join('\n'));
};
