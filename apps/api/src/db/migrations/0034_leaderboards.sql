CREATE SEQUENCE "public"."leaderboard_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "leaderboard_entries" (
	"board_id" text NOT NULL,
	"board_type" text NOT NULL,
	"member_id" uuid NOT NULL,
	"score" bigint NOT NULL,
	"reached_seq" bigint NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "leaderboard_entries_pkey" PRIMARY KEY("board_id","member_id"),
	CONSTRAINT "leaderboard_entries_type_check" CHECK ("leaderboard_entries"."board_type" in ('user', 'clan')),
	CONSTRAINT "leaderboard_entries_score_check" CHECK ("leaderboard_entries"."score" > 0)
);
--> statement-breakpoint
CREATE TABLE "leaderboard_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"board_id" text NOT NULL,
	"member_id" uuid NOT NULL,
	"seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leaderboard_score_counts" (
	"board_id" text NOT NULL,
	"score" bigint NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "leaderboard_score_counts_pkey" PRIMARY KEY("board_id","score"),
	CONSTRAINT "leaderboard_score_counts_entries_check" CHECK ("leaderboard_score_counts"."entries" >= 0)
);
--> statement-breakpoint
CREATE TABLE "leaderboard_users" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leaderboard_users" ADD CONSTRAINT "leaderboard_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leaderboard_entries_ranking_idx" ON "leaderboard_entries" USING btree ("board_id","score" DESC NULLS LAST,"reached_seq");--> statement-breakpoint
CREATE INDEX "leaderboard_entries_member_idx" ON "leaderboard_entries" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "leaderboard_outbox_board_idx" ON "leaderboard_outbox" USING btree ("board_id","member_id");