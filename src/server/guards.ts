import type { FastifyRequest } from 'fastify';
import { unauthorized, notFound } from './http-errors';
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

/** preHandler: answers 404 when the tenant disables the module (DESIGN §3). */
export const requireModule = (name: string) => async (request: FastifyRequest) => {
  if (request.tenant.modules[name] === false) throw notFound();
};
