ALTER TABLE "students" ADD COLUMN "major_name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "school_name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "edu_program_name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Students already on file get the English names their programme and school have.
UPDATE "students" SET "edu_program_name_en" = p."name_en" FROM "edu_programs" p WHERE p."id" = "students"."edu_program_id" AND p."root_id" = "students"."root_id";--> statement-breakpoint
UPDATE "students" SET "school_name_en" = s."name_en" FROM "edu_units" d JOIN "edu_units" s ON s."id" = d."parent_id" WHERE d."id" = "students"."department_id" AND d."root_id" = "students"."root_id";
