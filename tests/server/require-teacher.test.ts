import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { requireTeacher, SUPERVISOR_LEVEL } from '../../src/server/guards';
import type { RequestSession } from '../../src/server/types';

const session = (overrides: Partial<RequestSession>): RequestSession => ({
  sessionId: 1,
  tokenHash: 'hash',
  userId: 7,
  rootId: 4,
  studentId: -1,
  teacherId: 12,
  level: SUPERVISOR_LEVEL,
  expiresAt: Date.now() + 60_000,
  ...overrides,
});
const requestWith = (value: RequestSession | null) => ({ session: value }) as unknown as FastifyRequest;
const statusOf = (run: () => unknown) => {
  try {
    run();
    return 200;
  } catch (error) {
    return (error as { statusCode?: number }).statusCode;
  }
};

describe('requireTeacher', () => {
  it('returns the session of a supervisor with a teacher record', () => {
    expect(requireTeacher(requestWith(session({}))).teacherId).toBe(12);
  });

  it('answers 401 without a session', () => {
    expect(statusOf(() => requireTeacher(requestWith(null)))).toBe(401);
  });

  it('answers 403 to a student, to a teacher record without level 9 and to level 9 without a teacher record', () => {
    expect(
      statusOf(() => requireTeacher(requestWith(session({ studentId: 3, teacherId: -1, level: 7 })))),
    ).toBe(403);
    expect(statusOf(() => requireTeacher(requestWith(session({ level: 7 }))))).toBe(403);
    expect(statusOf(() => requireTeacher(requestWith(session({ teacherId: -1 }))))).toBe(403);
  });
});
