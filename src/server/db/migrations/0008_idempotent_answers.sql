CREATE TABLE "idempotent_answers" (
	"root_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"key" text NOT NULL,
	"part" text DEFAULT '' NOT NULL,
	"route" text NOT NULL,
	"body_hash" text NOT NULL,
	"status_code" integer,
	"content_type" text,
	"answer" text,
	"locked_until" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotent_answers_user_id_key_part_pk" PRIMARY KEY("user_id","key","part")
);
--> statement-breakpoint
CREATE INDEX "idempotent_answers_expires_at_index" ON "idempotent_answers" USING btree ("expires_at");