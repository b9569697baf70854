import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FileAccessRule } from '../../files/shared/file-access';

type Rows<T> = { rows: T[] };

/** Kinds of upload a project or one of its phases may reference (institutions `files.kinds`). */
export const PROJECT_FILE_KINDS = ['thesis', 'slides', 'source', 'proposal', 'phase', 'attachment'] as const;

/**
 * A teacher (supervisor 1–5 or reviewer) of a project of the tenant may download the files the
 * project or its phases reference; its student reads them as their owner.
 */
export const teacherOfReferencingProject: FileAccessRule = async ({ db, session, file }) => {
  if (session.teacherId <= 0) return false;
  const teacher = session.teacherId;
  const result = (await db.execute(sql`
    select 1 from projects p
    where p.root_id = ${file.rootId}
      and ${teacher} in (p.teacher_id, p.teacher2_id, p.teacher3_id, p.teacher4_id, p.teacher5_id, p.reviewer_id, p.reviewer2_id)
      and (${file.id} in (p.introduce_file_id, p.thesis_file_id, p.source_file_id, p.slides_file_id, p.proposal_file_id)
        or exists (select 1 from project_phases ph
                   where ph.root_id = p.root_id and ph.project_id = p.id and ph.files @> ${JSON.stringify([file.id])}::jsonb))
    limit 1`)) as unknown as Rows<unknown>;
  return result.rows.length > 0;
};

/** Lets project teachers read the project's files (the files feature's access registry). */
export const registerProjectFileAccess = (app: FastifyInstance) => {
  for (const kind of PROJECT_FILE_KINDS) app.files.registerFileAccess(kind, teacherOfReferencingProject);
};
