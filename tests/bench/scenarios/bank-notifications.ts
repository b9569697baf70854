import type { Scenario } from '../bench-types';
import { runBankNotificationsBench } from '../bank-notifications-bench';

/**
 * The bank webhook: signed notifications (10 % bank retries, 5 % unmatched) on a server of its
 * own, without and with receipt mails; double credits counted in the database afterwards. Target
 * on PostgreSQL: ≥ 1,000 notifications/s with p99 < 100 ms. BENCH_BANK_CONNECTIONS (default 32):
 * the bank's parallel deliveries.
 */
export const scenario: Scenario = {
  name: 'bank notifications',
  run: ({ db, durationSeconds }) =>
    runBankNotificationsBench({
      db,
      durationSeconds,
      connections: Number(process.env.BENCH_BANK_CONNECTIONS ?? 32),
    }),
};
