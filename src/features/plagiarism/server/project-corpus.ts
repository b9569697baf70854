import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/create-db';
import { PROCESS_STATUS } from '../../projects/shared/project-enums';
import { indexDocuments, settleIndex } from './fingerprint-index';

type Rows<T> = { rows: T[] };

/** Finished projects count as the corpus (a thesis in progress is not yet a source). */
const FINISHED = [PROCESS_STATUS.DONE, PROCESS_STATUS.FINISH];

/**
 * Indexes the tenant's finished projects with a report text that are not indexed yet (the
 * projects feature's `projects` table, read by name: features share tables, never code). Runs
 * before every check, so a thesis finished since is a source of the next check; returns how many
 * were added.
 */
export const indexFinishedProjects = async ({ db, rootId }: { db: Db; rootId: number }) => {
  const result = (await db.execute(sql`
    select p.id, p.project_title, p.project_name, p.student_name, p.semester, p.text_report
    from projects p
    where p.root_id = ${rootId} and p.status in (${sql.join(
      FINISHED.map((status) => sql`${status}`),
      sql`, `,
    )}) and p.text_report <> ''
      and not exists (select 1 from plagiarism_documents d
        where d.root_id = p.root_id and d.source_kind = 'project' and d.source_id = p.id)
    order by p.id`)) as unknown as Rows<{
    id: number | string;
    project_title: string;
    project_name: string;
    student_name: string;
    semester: string;
    text_report: string;
  }>;
  let added = 0;
  // In batches: one transaction per 50 theses keeps each statement's arrays moderate.
  for (let index = 0; index < result.rows.length; index += 50) {
    added += await indexDocuments({
      db,
      rootId,
      documents: result.rows.slice(index, index + 50).map((row) => ({
        sourceKind: 'project',
        sourceId: Number(row.id),
        title: row.project_title || row.project_name,
        author: row.student_name,
        period: row.semester,
        text: row.text_report,
      })),
    });
  }
  if (added > 0) await settleIndex({ db });
  return added;
};

/** A project of the student's (by session user's student id) with its report text, or null. */
export const findOwnProject = async ({
  db,
  rootId,
  studentId,
  projectId,
}: {
  db: Db;
  rootId: number;
  studentId: number;
  projectId: number;
}) => {
  const result = (await db.execute(sql`
    select id, project_title, project_name, text_report from projects
    where root_id = ${rootId} and id = ${projectId} and student_id = ${studentId}`)) as unknown as Rows<{
    id: number | string;
    project_title: string;
    project_name: string;
    text_report: string;
  }>;
  const row = result.rows[0];
  return row
    ? { id: Number(row.id), title: row.project_title || row.project_name, text: row.text_report }
    : null;
};
