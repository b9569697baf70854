import type { AppConfig, Institution } from '../config/index';
import type { Cache } from './cache/create-cache';
import type { NearCache } from './cache/near-cache';
import type { Db } from './db/create-db';
import type { Settings } from './settings';

/** The session attached to a request after the cookie was checked. */
export type RequestSession = {
  sessionId: number;
  tokenHash: string;
  userId: number;
  rootId: number;
  studentId: number;
  teacherId: number;
  level: number;
  expiresAt: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: 'pglite' | 'postgres';
    settings: Settings;
    appConfig: AppConfig;
    cache: Cache;
    /** Hot answers in this instance's memory in front of `cache` (dropped everywhere by `forget`). */
    nearCache: NearCache;
  }
  interface FastifyRequest {
    tenant: Institution;
    session: RequestSession | null;
  }
}
