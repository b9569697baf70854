CREATE TABLE "registration_versions" (
	"student_id" bigint PRIMARY KEY NOT NULL,
	"root_id" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
