ALTER TABLE "files" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "kind" text DEFAULT 'attachment' NOT NULL;