import type { Db } from '../../../server/db/create-db';
import type { RequestSession } from '../../../server/types';

/** A stored file as access rules see it (metadata; the bytes stay in the store). */
export type StoredFile = {
  id: number;
  rootId: number;
  /** The owner (who uploaded it). */
  userId: number;
  kind: string;
  name: string;
  type: string;
  size: number;
  sha256: string;
};

/**
 * Whether a signed-in user other than the owner may read a file of one kind, e.g. the teachers of
 * the project a thesis belongs to. Called only for a file of the request's tenant.
 */
export type FileAccessRule = (context: {
  db: Db;
  session: RequestSession;
  file: StoredFile;
}) => boolean | Promise<boolean>;

/** Who may read which file: the owner always; anyone else only when a rule for its kind allows. */
export type FileAccessRegistry = {
  /** Adds a rule for `kind`; returns a function that removes it again. */
  registerFileAccess: (kind: string, check: FileAccessRule) => () => void;
  canRead: (context: { db: Db; session: RequestSession; file: StoredFile }) => Promise<boolean>;
};

/** An empty registry: only owners read their files until features add rules. */
export const createFileAccessRegistry = (): FileAccessRegistry => {
  const rules = new Map<string, FileAccessRule[]>();
  return {
    registerFileAccess: (kind, check) => {
      rules.set(kind, [...(rules.get(kind) ?? []), check]);
      return () =>
        rules.set(
          kind,
          (rules.get(kind) ?? []).filter((rule) => rule !== check),
        );
    },
    canRead: async ({ db, session, file }) => {
      if (session.rootId !== file.rootId) return false;
      if (session.userId === file.userId) return true;
      for (const rule of rules.get(file.kind) ?? []) {
        if (await rule({ db, session, file })) return true;
      }
      return false;
    },
  };
};
