ALTER TABLE "classes" ADD COLUMN "waiting" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_waiting_not_negative" CHECK ("classes"."waiting" >= 0);--> statement-breakpoint
UPDATE "classes" c SET "waiting" = w.n FROM (SELECT class_id, count(*)::int AS n FROM "class_registrations" WHERE status = 'waitlisted' GROUP BY class_id) w WHERE c.id = w.class_id;
