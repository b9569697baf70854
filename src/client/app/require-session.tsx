import { lazy, Suspense } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { AuthUser } from '../../generated';
import { LoadingScreen } from './loading-screen';
import { loginPathFor } from './redirect-target';
import { useSession } from './session/session-provider';

const ErrorNotice = lazy(() => import('./error-notice'));

const useStyles = makeStyles({ box: { padding: tokens.spacingHorizontalL } });

/** SPEC §6 user levels that act as staff: university 1, school 2, department 3, staff 5. */
const STAFF_LEVELS: readonly number[] = [1, 2, 3, 5];

/** Where a signed-in user works: the student app, the teachers' area or the staff area. */
export type UserArea = 'student' | 'teacher' | 'staff';

/** The home route of each area. */
export const AREA_HOME: Readonly<Record<UserArea, string>> = {
  student: '/',
  teacher: '/teacher',
  staff: '/staff',
};

/**
 * The area of a user: a teacher has a teacher and no student record; staff have neither and a
 * staff level (the server's requireStaff applies the same rule); everyone else is a student.
 */
export function userAreaOf(user: Pick<AuthUser, 'level' | 'studentId' | 'teacherId'>): UserArea {
  if (user.studentId > 0) return 'student';
  if (user.teacherId > 0) return 'teacher';
  return STAFF_LEVELS.includes(user.level) ? 'staff' : 'student';
}

/** The area a path belongs to; null for the account's own pages (signed-in devices), open to every area. */
export const areaOfPath = (pathname: string): UserArea | null =>
  /^\/account(\/|$)/.test(pathname)
    ? null
    : /^\/teacher(\/|$)/.test(pathname)
      ? 'teacher'
      : /^\/staff(\/|$)/.test(pathname)
        ? 'staff'
        : 'student';

/**
 * Renders its children only with a signed-in user. Without one it sends the student to
 * /login?redirect=<this page> (plain /login after a deliberate sign-out); while an SSO callback is
 * pending it goes to /sso-callback. A teacher (an account with a teacher and no student record) is
 * kept in /teacher, staff (no student or teacher record, a staff level) in /staff, and students
 * out of both.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const session = useSession();
  const location = useLocation();
  if (session.error && !session.user) {
    return (
      <div className={styles.box}>
        <Suspense fallback={<LoadingScreen />}>
          <ErrorNotice messageId="shell.session.unavailable" onRetry={() => void session.refresh()} />
        </Suspense>
      </div>
    );
  }
  if (session.isAwaitingSso) return <Navigate to="/sso-callback" replace />;
  if (!session.isReady) return <LoadingScreen isFullScreen />;
  // After a deliberate sign-out, the plain sign-in page: the next person must not land on this one's page.
  if (!session.user)
    return (
      <Navigate
        to={session.hasSignedOut ? '/login' : loginPathFor(`${location.pathname}${location.search}`)}
        replace
      />
    );
  // Teachers and staff work in their own areas only; a student never lands there.
  const area = userAreaOf(session.user);
  const pathArea = areaOfPath(location.pathname);
  if (pathArea !== null && area !== pathArea) return <Navigate to={AREA_HOME[area]} replace />;
  return <>{children}</>;
}
