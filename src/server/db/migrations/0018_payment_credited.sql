ALTER TABLE "payment_transactions" ADD COLUMN "credited" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Transactions credited before this column: their ledger entries, summed once.
UPDATE "payment_transactions" AS t SET "credited" = s.total
FROM (SELECT "transaction_id", sum("amount") AS total FROM "payment_ledger" GROUP BY "transaction_id") AS s
WHERE s."transaction_id" = t."id";
