import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../server/db/create-db';
import { users } from '../shared/tables';

/** Why an SSO identity could not sign in, or 'ok' with the user. */
export type SsoIdentityMatch =
  | { outcome: 'ok'; userId: number }
  | { outcome: 'no_account' | 'linked_elsewhere' | 'unverified' | 'disabled' };

/**
 * The tenant's account of an identity: the one already linked to the subject, else the account
 * named by the `student_code` claim. A first match links the subject (`users.sso_subject`); an
 * account linked to another subject is refused, so an IdP account cannot take over a portal
 * account that someone else already signs in to.
 */
export const matchSsoIdentity = async ({
  db,
  rootId,
  subject,
  studentCode,
}: {
  db: Db;
  rootId: number;
  subject: string;
  studentCode: string | undefined;
}): Promise<SsoIdentityMatch> => {
  const [linked] = await db
    .select()
    .from(users)
    .where(and(eq(users.rootId, rootId), eq(users.ssoSubject, subject)))
    .limit(1);
  const [user] = linked
    ? [linked]
    : studentCode
      ? await db
          .select()
          .from(users)
          .where(and(eq(users.rootId, rootId), eq(users.account, studentCode)))
          .limit(1)
      : [];
  if (!user) return { outcome: 'no_account' };
  if (user.ssoSubject !== null && user.ssoSubject !== subject) return { outcome: 'linked_elsewhere' };
  if (!user.isVerified) return { outcome: 'unverified' };
  if (user.isDisabled) return { outcome: 'disabled' };
  if (user.ssoSubject === null) {
    const claimed = await db
      .update(users)
      .set({ ssoSubject: subject })
      .where(and(eq(users.id, user.id), isNull(users.ssoSubject)))
      .returning({ id: users.id });
    // Another sign-in linked the account in between: only the same subject may go on.
    if (claimed.length === 0) {
      const [now] = await db
        .select({ ssoSubject: users.ssoSubject })
        .from(users)
        .where(eq(users.id, user.id))
        .limit(1);
      if (now?.ssoSubject !== subject) return { outcome: 'linked_elsewhere' };
    }
  }
  return { outcome: 'ok', userId: user.id };
};
