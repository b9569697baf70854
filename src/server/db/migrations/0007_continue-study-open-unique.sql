-- Requests saved twice before the index existed (two submits at once): the later copies are cancelled, so the index can be built.
UPDATE "continue_studies" AS "later" SET "status" = 5, "staff_note" = 'Đơn trùng lặp / Duplicate request', "last_update" = now()
WHERE "later"."status" not in (-1, 5) AND EXISTS (
	SELECT 1 FROM "continue_studies" AS "earlier"
	WHERE "earlier"."student_id" = "later"."student_id" AND "earlier"."semester" = "later"."semester"
		AND "earlier"."status" not in (-1, 5) AND "earlier"."id" < "later"."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "continue_studies_open_unique" ON "continue_studies" USING btree ("student_id","semester") WHERE "continue_studies"."status" not in (-1, 5);
