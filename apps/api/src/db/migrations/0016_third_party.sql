CREATE TABLE "third_party_clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" text NOT NULL,
	"name" text NOT NULL,
	"game_id" uuid NOT NULL,
	"secret_hash" text NOT NULL,
	"signing_key_version" integer NOT NULL,
	"signing_secret_sealed" text NOT NULL,
	"secret_version" integer DEFAULT 1 NOT NULL,
	"redirect_uris" text[] NOT NULL,
	"webhook_url" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "third_party_clients_client_id_unique" UNIQUE("client_id"),
	CONSTRAINT "third_party_clients_status_valid" CHECK ("third_party_clients"."status" in ('active', 'disabled')),
	CONSTRAINT "third_party_clients_redirect_uris_present" CHECK (cardinality("third_party_clients"."redirect_uris") >= 1)
);
--> statement-breakpoint
CREATE TABLE "third_party_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_hash" text NOT NULL,
	"client_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"quest_id" uuid NOT NULL,
	"redirect_uri" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "third_party_grants_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "third_party_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"report_id" text NOT NULL,
	"grant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"stage_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "third_party_reports_score_non_negative" CHECK ("third_party_reports"."score" >= 0)
);
--> statement-breakpoint
ALTER TABLE "third_party_clients" ADD CONSTRAINT "third_party_clients_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_grants" ADD CONSTRAINT "third_party_grants_client_id_third_party_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."third_party_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_grants" ADD CONSTRAINT "third_party_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_grants" ADD CONSTRAINT "third_party_grants_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_reports" ADD CONSTRAINT "third_party_reports_client_id_third_party_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."third_party_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_reports" ADD CONSTRAINT "third_party_reports_grant_id_third_party_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."third_party_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_reports" ADD CONSTRAINT "third_party_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "third_party_clients_game_idx" ON "third_party_clients" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "third_party_grants_user_idx" ON "third_party_grants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "third_party_grants_expiry_idx" ON "third_party_grants" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "third_party_reports_client_report_unique" ON "third_party_reports" USING btree ("client_id","report_id");--> statement-breakpoint
CREATE INDEX "third_party_reports_user_idx" ON "third_party_reports" USING btree ("user_id");