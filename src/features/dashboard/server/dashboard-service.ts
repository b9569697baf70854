import type { FastifyInstance } from 'fastify';
import type { Institution } from '../../../config/index';
import { sortDeadlines } from '../shared/dashboard-registry';
import type { DashboardContext, DashboardDeadline, DashboardSections } from '../shared/dashboard-registry';
import { readUnreadNotifications } from './unread-notifications';

type Context = DashboardContext<Institution>;

/**
 * The home dashboard of the signed-in user, composed from what the features registered: student
 * sections only for accounts with a student record; a section whose module the tenant disables
 * is null; a provider that fails is named in `unavailable` (the rest still answers).
 */
export const createDashboardService = (app: FastifyInstance) => {
  const isEnabled = (tenant: Institution, module?: string) => !module || tenant.modules[module] !== false;

  const section = async <K extends keyof DashboardSections>(
    name: K,
    context: Context,
    unavailable: string[],
  ): Promise<DashboardSections[K] | null> => {
    const entry = app.dashboard.section(name);
    if (!entry || context.user.studentId < 0 || !isEnabled(context.tenant, entry.module)) return null;
    try {
      return await entry.provide(context);
    } catch (error) {
      app.log.error({ err: error, section: name }, 'dashboard section failed');
      unavailable.push(name);
      return null;
    }
  };

  const deadlines = async (context: Context, unavailable: string[]): Promise<DashboardDeadline[]> => {
    const lists = await Promise.all(
      app.dashboard
        .deadlineProviders()
        .filter((provider) => isEnabled(context.tenant, provider.module))
        .map(async (provider) => {
          try {
            return await provider.list(context);
          } catch (error) {
            app.log.error({ err: error, provider: provider.name }, 'dashboard deadlines failed');
            unavailable.push(`deadlines:${provider.name}`);
            return [];
          }
        }),
    );
    return sortDeadlines(lists.flat());
  };

  const notifications = async (context: Context, unavailable: string[]) => {
    if (!isEnabled(context.tenant, 'notifications')) return null;
    try {
      return await readUnreadNotifications({
        db: app.db,
        rootId: context.tenant.rootId,
        userId: context.user.userId,
      });
    } catch (error) {
      app.log.error({ err: error, section: 'notifications' }, 'dashboard section failed');
      unavailable.push('notifications');
      return null;
    }
  };

  const forUser = async (context: Context) => {
    const unavailable: string[] = [];
    const [schedule, nextExam, standing, unread, open] = await Promise.all([
      section('schedule', context, unavailable),
      section('nextExam', context, unavailable),
      section('standing', context, unavailable),
      notifications(context, unavailable),
      deadlines(context, unavailable),
    ]);
    return {
      isStudent: context.user.studentId > 0,
      schedule,
      nextExam,
      standing,
      notifications: unread,
      deadlines: open,
      unavailable: unavailable.sort(),
    };
  };

  return { forUser };
};
