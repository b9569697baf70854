ALTER TABLE "classes" ADD COLUMN "course_name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "classes" SET "course_name_en" = "courses"."name_en" FROM "courses" WHERE "courses"."id" = "classes"."course_id";
