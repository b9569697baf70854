import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireStudent } from '../../../server/guards';
import { idFromUrl } from '../../../server/public-ids';
import { loadViewer, visibleAward } from './award-service';

/** The signed-in student and the call `:id` they may see; a call they may not see is null, as a missing one. */
export const visibleCallOf = async ({
  app,
  request,
}: {
  app: FastifyInstance;
  request: FastifyRequest<{ Params: { id: string } }>;
}) => {
  const session = requireStudent(request);
  const viewer = await loadViewer({ db: app.db, rootId: request.tenant.rootId, session });
  const id = idFromUrl({ tenant: request.tenant, value: request.params.id });
  const award =
    viewer && id !== null
      ? await visibleAward({ db: app.db, rootId: request.tenant.rootId, viewer, id })
      : null;
  return { session, viewer, award };
};
