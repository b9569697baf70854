ALTER TABLE "honors" ADD COLUMN "unit_name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Honours already on file name the university itself: take its English name from its root unit.
UPDATE "honors" AS h SET "unit_name_en" = u."name_en"
FROM "edu_units" AS u
WHERE u."id" = h."root_id" AND u."name" = h."unit_name" AND h."unit_name_en" = '';
