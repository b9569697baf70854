import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../server/db/create-db';
import { isStaffSession } from '../../../server/guards';
import { describeFiles } from '../../files/shared/owned-files';
import type { FileAccessRule } from '../../files/shared/file-access';

type Json = Record<string, unknown>;
type Rows<T> = { rows: T[] };

/**
 * Kinds of upload a scholarship application may reference: the form's evidence widget uploads
 * `evidence`; a client without a kind uploads the default `attachment`.
 */
export const APPLICATION_FILE_KINDS = ['evidence', 'attachment'] as const;

const asObject = (value: unknown): Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};

/** The achievements of an application's data (schemas/forms/scholarship.schema.json), or none. */
const achievementsOf = (data: Json): unknown[] => (Array.isArray(data.achievements) ? data.achievements : []);

/** The evidence list of one achievement, or none. */
const evidenceOf = (achievement: unknown): unknown[] => {
  const evidence = asObject(achievement).evidence;
  return Array.isArray(evidence) ? evidence : [];
};

/**
 * The ids of every file the application references. The scholarship form has one file field,
 * `achievements[].evidence` (a list of schemas/entities/file.json).
 */
export const fileIdsOf = (data: Json): number[] =>
  achievementsOf(data).flatMap((achievement) =>
    evidenceOf(achievement).map((file) => asObject(file).id as number),
  );

/** The portal's own download path of an uploaded file. */
const downloadPath = (id: number) => `/api/v1/files/${id}`;

const mapEvidence = (data: Json, replace: (file: unknown) => unknown): Json => {
  if (!Array.isArray(data.achievements)) return data;
  return {
    ...data,
    achievements: data.achievements.map((achievement) =>
      Array.isArray(asObject(achievement).evidence)
        ? { ...asObject(achievement), evidence: evidenceOf(achievement).map(replace) }
        : achievement,
    ),
  };
};

/**
 * The application's data with every file reference replaced by what the database says about
 * that file (name, size, type) and the portal's download path: whatever url or name the client
 * sent is never stored. Call after checking the ids are the student's own uploads; an id the
 * tenant does not have is returned in `missing`.
 */
export const withStoredFiles = async ({
  db,
  rootId,
  data,
}: {
  db: Db;
  rootId: number;
  data: Json;
}): Promise<{ data: Json; missing: number[] }> => {
  const ids = [...new Set(fileIdsOf(data))];
  const known = new Map((await describeFiles({ db, rootId, ids })).map((file) => [file.id, file] as const));
  const missing = ids.filter((id) => !known.has(id));
  return { data: mapEvidence(data, (file) => known.get(asObject(file).id as number) ?? file), missing };
};

/**
 * The data as sent to a browser: every file link is the download path of its id, so an
 * application saved before references were checked never hands out another url.
 */
export const withDownloadPaths = (data: Json): Json =>
  mapEvidence(data, (file) => {
    const { id } = asObject(file);
    return typeof id === 'number' ? { ...asObject(file), url: downloadPath(id) } : file;
  });

/**
 * Staff of the tenant may download a file referenced as evidence by a scholarship application
 * of the tenant that was submitted (any status but draft), uploaded by that application's
 * student. Teachers and other students get nothing from this rule.
 */
export const staffOfReferencingApplication: FileAccessRule = async ({ db, session, file }) => {
  if (!isStaffSession(session)) return false;
  const result = (await db.execute(sql`
    select 1 from award_applications a
    join users u on u.root_id = a.root_id and u.student_id = a.student_id and u.id = ${file.userId}
    where a.root_id = ${file.rootId}
      and a.status <> 'draft'
      and jsonb_path_exists(a.data, '$.achievements[*].evidence[*] ? (@.id == $id)',
                            jsonb_build_object('id', ${file.id}::bigint))
    limit 1`)) as unknown as Rows<unknown>;
  return result.rows.length > 0;
};

/** Lets staff read the evidence of submitted applications (the files feature's access registry). */
export const registerApplicationFileAccess = (app: FastifyInstance) => {
  for (const kind of APPLICATION_FILE_KINDS)
    app.files.registerFileAccess(kind, staffOfReferencingApplication);
};
