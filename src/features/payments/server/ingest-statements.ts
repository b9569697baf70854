import { getTableName } from 'drizzle-orm';
import { bankNotifications, paymentLedger, paymentTransactions } from './tables';

const notifications = getTableName(bankNotifications);
const ledger = getTableName(paymentLedger);
const transactions = getTableName(paymentTransactions);

/**
 * Records a notification once and locks the transaction it pays. $1 root, $2 bank transaction id,
 * $3 account, $4 amount, $5 currency, $6 description, $7 paid at, $8 candidate references (best
 * first). The first candidate naming a transaction of the root is locked (FOR UPDATE: notifications
 * for one transaction queue here, so the next statement of each sees the ledger of the ones before);
 * the notification is inserted as `credited` to it or `unmatched`, unless the root already has this
 * bank transaction id: then no row comes back (a repeat, decided by the unique index, not by a read).
 */
export const RECORD_NOTIFICATION = `
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
  )
  select i.id as notification_id, i.status, m.id as transaction_id, m.student_id, m.bill_id, m.reference
  from inserted as i left join matched as m on true`;

/**
 * Appends the ledger entry of a recorded notification and marks its transaction paid when the
 * entries now cover it (late when the money moved after it expired). $1 root, $2 student, $3 bill,
 * $4 notification, $5 transaction, $6 amount as received, $7 paid at. Runs after RECORD_NOTIFICATION
 * in the same transaction: the row lock is held and this statement's snapshot, taken after it, holds
 * every entry committed for the transaction before.
 */
export const CREDIT_NOTIFICATION = `
  with entry as (
    insert into ${ledger} (root_id, student_id, bill_id, notification_id, transaction_id, amount)
    values ($1, $2, $3, $4, $5, $6)
    returning id, amount
  ), settled as (
    update ${transactions} as t
    set status = 'paid', late = t.expires_at < $7::timestamptz, paid_at = $7::timestamptz
    where t.id = $5 and t.status <> 'paid'
      and (select coalesce(sum(l.amount), 0) from ${ledger} as l where l.bill_id = $3 and l.transaction_id = $5)
        + (select amount from entry) >= t.amount
    returning t.late
  )
  select (select id from entry) as ledger_id, (select late from settled) as late,
    exists (select 1 from settled) as is_now_paid`;
