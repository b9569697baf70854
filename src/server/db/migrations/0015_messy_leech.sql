CREATE TABLE "plagiarism_stop_hashes" (
	"root_id" bigint NOT NULL,
	"hash" integer NOT NULL,
	CONSTRAINT "plagiarism_stop_hashes_root_id_hash_pk" PRIMARY KEY("root_id","hash")
);
