import { getTableName } from 'drizzle-orm';
import { jobs } from '../../../server/jobs/jobs-table';
import { students } from '../../people/shared/tables';
import { bankNotifications, paymentLedger, paymentTransactions } from './tables';

const notifications = getTableName(bankNotifications);
const ledger = getTableName(paymentLedger);
const transactions = getTableName(paymentTransactions);
const jobRows = getTableName(jobs);
const studentRows = getTableName(students);

/**
 * Applies one notification in one statement (one round trip, its own transaction):
 *
 * 1. `matched`: the first candidate reference naming a transaction of the root, locked (FOR UPDATE:
 *    notifications for one transaction queue here).
 * 2. `inserted`: the notification, `credited` to it or `unmatched`, unless the root already has
 *    this bank transaction id: then no row comes back (a repeat, decided by the unique index, not
 *    by a read).
 * 3. `entry`: the ledger entry of a credited one.
 * 4. `settled`: the transaction's running `credited` total grows by the amount; it becomes `paid`
 *    (late when the money moved after it expired) when the total first covers it. The UPDATE works
 *    on the row's latest committed version (READ COMMITTED re-reads a row changed since the
 *    statement began), so concurrent credits add up, never overwrite.
 * 5. `job`: the receipt mail's job row, committed with the credit (the runner is woken after),
 *    for a student with an e-mail address (no job would find anyone to mail otherwise).
 *
 * $1 root, $2 bank transaction id, $3 account, $4 amount, $5 currency, $6 description, $7 paid at,
 * $8 candidate references (best first), $9 job kind, $10 job max attempts, $11 job timeout (ms).
 */
export const INGEST_NOTIFICATION = `
  with matched as (
    select id, student_id, bill_id, reference from ${transactions}
    where root_id = $1 and reference = any($8::text[])
    order by array_position($8::text[], reference) limit 1
    for update
  ), inserted as (
    insert into ${notifications}
      (root_id, bank_txn_id, account_number, amount, currency, description, reference, status, transaction_id, paid_at)
    select $1, $2::text, $3::text, $4::bigint, $5::text, $6::text, coalesce(m.reference, ''),
      case when m.id is null then 'unmatched' else 'credited' end, coalesce(m.id, -1), $7::timestamptz
    from (select 1) as one left join matched as m on true
    on conflict (root_id, bank_txn_id) do nothing
    returning id, status
  ), entry as (
    insert into ${ledger} (root_id, student_id, bill_id, notification_id, transaction_id, amount)
    select $1, m.student_id, m.bill_id, i.id, m.id, $4::bigint
    from inserted as i join matched as m on i.status = 'credited'
    returning id, transaction_id, student_id
  ), settled as (
    update ${transactions} as t
    set credited = t.credited + $4::bigint,
      status = case when t.status <> 'paid' and t.credited + $4::bigint >= t.amount then 'paid' else t.status end,
      late = case when t.status <> 'paid' and t.credited + $4::bigint >= t.amount
        then t.expires_at < $7::timestamptz else t.late end,
      paid_at = case when t.status <> 'paid' and t.credited + $4::bigint >= t.amount
        then $7::timestamptz else t.paid_at end
    from entry as e where t.id = e.transaction_id
    returning t.late, t.credited - $4::bigint < t.amount and t.credited >= t.amount as is_now_paid
  ), job as (
    insert into ${jobRows} (root_id, kind, payload, max_attempts, timeout_ms)
    select $1, $9::text, jsonb_build_object('ledgerId', e.id), $10::integer, $11::integer
    from entry as e
    where exists (select 1 from ${studentRows} as s where s.id = e.student_id and s.email <> '')
    returning id
  )
  select i.id as notification_id, i.status, m.id as transaction_id, m.student_id, m.bill_id, m.reference,
    e.id as ledger_id, s.late, coalesce(s.is_now_paid, false) as is_now_paid
  from inserted as i left join matched as m on true left join entry as e on true left join settled as s on true`;
