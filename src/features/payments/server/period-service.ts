import type { Institution } from '../../../config/index';
import type { Db } from '../../../server/db/create-db';
import type { PaymentPeriodCheck } from '../../../generated/entities/payment-period';
import { isInPaymentPeriod, paymentPeriodOf } from '../shared/payment-period';
import { todayOf } from './bill-service';
import { currentSemester } from './current-semester';

/** SPEC check-period: whether today falls in the current semester's payment period. */
export const checkPeriod = async ({
  db,
  tenant,
  now,
}: {
  db: Db;
  tenant: Institution;
  now: Date;
}): Promise<PaymentPeriodCheck> => {
  const today = todayOf({ tenant, now });
  const semester = await currentSemester({ db, rootId: tenant.rootId, today });
  const hideCardPayment = tenant.tuition.hideCardPayment;
  if (!semester)
    return {
      isInPaymentPeriod: false,
      currentDate: today,
      paymentPeriod: { startDate: '', endDate: '' },
      hideCardPayment,
      semester: '',
    };
  const period = paymentPeriodOf({ semesterStart: semester.startDate, period: tenant.tuition.period });
  return {
    isInPaymentPeriod: isInPaymentPeriod({ today, period }),
    currentDate: today,
    paymentPeriod: period,
    hideCardPayment,
    semester: semester.semester,
  };
};
