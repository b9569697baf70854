-- The same person saved twice before the index existed (a double submit): the later copies are kept
-- and numbered ("Nguyễn Thị Dung (2)"), never deleted, so the index can be built and nothing is lost.
UPDATE "relatives" AS "later" SET "full_name" = "later"."full_name" || ' (' || "numbered"."copy" || ')', "last_update" = now()
FROM (
	SELECT "id", row_number() OVER (
		PARTITION BY "root_id", "student_id", "relationship", lower("full_name"), "birth_year" ORDER BY "id"
	) AS "copy" FROM "relatives"
) AS "numbered"
WHERE "numbered"."id" = "later"."id" AND "numbered"."copy" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "relatives_same_person_index" ON "relatives" USING btree ("root_id","student_id","relationship",lower("full_name"),"birth_year");
