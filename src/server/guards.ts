import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized, notFound } from './http-errors';
import type { RequestSession } from './types';

/** The request's session, or a 401. */
export const requireSession = (request: FastifyRequest): RequestSession => {
  if (!request.session) throw unauthorized();
  return request.session;
};

/** The signed-in student's id, or a 401 / 403-free 404 when the account has no student record. */
export const requireStudent = (request: FastifyRequest): RequestSession & { studentId: number } => {
  const session = requireSession(request);
  if (session.studentId < 0)
    throw notFound('Tài khoản không có hồ sơ sinh viên / This account has no student record');
  return session;
};

/** SPEC §6 user level of a supervisor (teacher). */
export const SUPERVISOR_LEVEL = 9;

/**
 * The signed-in teacher's session (an account with a teacher record and the supervisor level 9),
 * or a 401 / 403: a student can never act as a teacher.
 */
export const requireTeacher = (request: FastifyRequest): RequestSession & { teacherId: number } => {
  const session = requireSession(request);
  if (!(session.teacherId > 0) || session.level !== SUPERVISOR_LEVEL)
    throw forbidden('Chỉ giảng viên được thực hiện thao tác này / Only teachers can do this');
  return session;
};

/** preHandler: answers 404 when the tenant disables the module (DESIGN §3). */
export const requireModule = (name: string) => async (request: FastifyRequest) => {
  if (request.tenant.modules[name] === false) throw notFound();
};

/** SPEC §6 user levels that act as staff: university 1, school 2, department 3, staff 5. */
export const STAFF_LEVELS: readonly number[] = [1, 2, 3, 5];

/** SPEC §6 user level of staff (the seeded staff account). */
export const STAFF_LEVEL = 5;

/** Whether a session is a staff member's: no student or teacher record, a staff level. */
export const isStaffSession = (session: Pick<RequestSession, 'studentId' | 'teacherId' | 'level'>) =>
  session.studentId <= 0 && session.teacherId <= 0 && STAFF_LEVELS.includes(session.level);

/** The signed-in staff member's session (isStaffSession), or a 401 / 403. */
export const requireStaff = (request: FastifyRequest): RequestSession => {
  const session = requireSession(request);
  if (!isStaffSession(session))
    throw forbidden('Chỉ cán bộ được thực hiện thao tác này / Only staff can do this');
  return session;
};

/**
 * A route hook (preValidation, with the module's check before it): staff only, decided before the
 * input is validated, so others learn nothing of the call's shape from a 400.
 */
export const staffOnly = async (request: FastifyRequest) => {
  requireStaff(request);
};

/**
 * A route hook (preValidation) for what students read of their own and staff read of everyone:
 * any other account (a teacher, a company, a lab) is refused with 403 rather than shown an empty list.
 */
export const studentOrStaffOnly = async (request: FastifyRequest) => {
  const session = requireSession(request);
  if (session.studentId > 0) return;
  requireStaff(request);
};
