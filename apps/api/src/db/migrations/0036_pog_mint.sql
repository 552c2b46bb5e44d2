CREATE TABLE "pog_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "pog_cards_token_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"slot_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"name" text NOT NULL,
	"avatar_id" text NOT NULL,
	"genre" text NOT NULL,
	"image_url" text NOT NULL,
	"owner_address" text NOT NULL,
	"chain_id" integer,
	"contract" text,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finishes_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"tx_hash" text,
	"minted_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pog_cards_status_check" CHECK ("pog_cards"."status" in ('minting', 'minted', 'failed')),
	CONSTRAINT "pog_cards_mode_check" CHECK ("pog_cards"."mode" in ('quick_mint', 'customize_pog')),
	CONSTRAINT "pog_cards_chain_check" CHECK (("pog_cards"."chain_id" is null) = ("pog_cards"."contract" is null))
);
--> statement-breakpoint
CREATE TABLE "pog_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"name" text,
	"mode" text NOT NULL,
	"slot_payment_failed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pog_profiles_name_check" CHECK ("pog_profiles"."name" ~ '^[A-Za-z0-9]{5,12}$'),
	CONSTRAINT "pog_profiles_mode_check" CHECK ("pog_profiles"."mode" in ('quick_mint', 'customize_pog'))
);
--> statement-breakpoint
CREATE TABLE "pog_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"ledger_entry_id" uuid NOT NULL,
	"card_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pog_slots_currency_check" CHECK ("pog_slots"."currency" in ('KCASH', 'REWARD')),
	CONSTRAINT "pog_slots_amount_check" CHECK ("pog_slots"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "pog_cards" ADD CONSTRAINT "pog_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pog_cards" ADD CONSTRAINT "pog_cards_slot_id_pog_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."pog_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pog_profiles" ADD CONSTRAINT "pog_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pog_slots" ADD CONSTRAINT "pog_slots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pog_slots" ADD CONSTRAINT "pog_slots_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pog_cards_token_key" ON "pog_cards" USING btree ("token_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pog_cards_slot_key" ON "pog_cards" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "pog_cards_user_idx" ON "pog_cards" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "pog_cards_due_idx" ON "pog_cards" USING btree ("finishes_at") WHERE "pog_cards"."status" = 'minting';--> statement-breakpoint
CREATE UNIQUE INDEX "pog_profiles_name_key" ON "pog_profiles" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "pog_slots_open_key" ON "pog_slots" USING btree ("user_id") WHERE "pog_slots"."card_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "pog_slots_card_key" ON "pog_slots" USING btree ("card_id");