import { and, eq } from 'drizzle-orm';
import { users } from '../../../auth/shared/tables';
import { notifications } from '../../../content/shared/tables';
import { explainReason } from '../../shared/registration-reasons';
import type { RegistrationReason } from '../../shared/registration-reasons';
import type { Tx } from '../../../../server/db/in-transaction';

/** Sends the student (every account linked to them) a notification explaining a registration event. */
export const notifyStudent = async ({
  tx,
  rootId,
  studentId,
  title,
  reason,
  timeZone,
}: {
  tx: Tx;
  rootId: number;
  studentId: number;
  title: { vi: string; en: string };
  reason: RegistrationReason;
  timeZone: string;
}) => {
  const accounts = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.rootId, rootId), eq(users.studentId, studentId)));
  if (accounts.length === 0) return;
  await tx.insert(notifications).values(
    accounts.map((account) => ({
      rootId,
      userId: account.id,
      category: 'registration',
      title: title.vi,
      titleEn: title.en,
      content: explainReason({ reason, locale: 'vi', timeZone }),
      contentEn: explainReason({ reason, locale: 'en', timeZone }),
      link: '/learn/class-registration',
    })),
  );
};
