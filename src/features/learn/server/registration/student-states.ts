import type { SeatRow } from './registration-context';
import { spreadExpiry } from '../../../../server/cache/spread-expiry';

/** A student's registration version and seat rows in a semester, as this instance last knew them. */
export type StudentState = { version: number; rows: SeatRow[] };

/** How long an instance trusts a state it read or wrote (the version check makes an old one harmless). */
export const STATE_TTL_MS = 300_000;
/** States kept at most per instance (the oldest go first). */
const MAX_STATES = 100_000;

/**
 * Each instance's copy of students' registration states, so a registration on registration day is
 * one write statement: the write carries the version the decision was made on and changes nothing
 * when another request, instance, drop or promotion moved it, and the caller then reads the state
 * again. A refusal is never answered from this copy (the caller confirms it on a fresh read).
 */
export const createStudentStates = ({ ttlMs = STATE_TTL_MS }: { ttlMs?: number } = {}) => {
  const cache = new Map<string, { value: StudentState; until: number }>();
  const keyOf = ({ studentId, semester }: { studentId: number; semester: string }) =>
    `${studentId}:${semester}`;

  const get = (at: { studentId: number; semester: string }): StudentState | null => {
    const hit = cache.get(keyOf(at));
    return hit && hit.until > Date.now() ? hit.value : null;
  };

  const set = (at: { studentId: number; semester: string }, value: StudentState) => {
    const key = keyOf(at);
    cache.delete(key);
    if (cache.size >= MAX_STATES) cache.delete(cache.keys().next().value as string);
    cache.set(key, { value, until: Date.now() + spreadExpiry(ttlMs) });
  };

  const forget = (at: { studentId: number; semester: string }) => cache.delete(keyOf(at));

  return { get, set, forget };
};

export type StudentStates = ReturnType<typeof createStudentStates>;
