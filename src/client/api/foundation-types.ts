/**
 * Wire types of the foundation calls (docs/api-foundation.md, docs/client-config.md), generated
 * from schemas/ into src/generated; re-exported here so the client imports them from one place.
 */
export type {
  AuthUser,
  ClientConfig,
  MenuNode,
  PageConfig,
  Semester,
  StudentProfile,
  WebSetting,
} from '../../generated';
