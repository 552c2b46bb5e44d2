CREATE TABLE "pog_shares" (
	"card_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"count" integer NOT NULL,
	"last_shared_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pog_shares_card_id_channel_pk" PRIMARY KEY("card_id","channel"),
	CONSTRAINT "pog_shares_channel_check" CHECK ("pog_shares"."channel" in ('x', 'telegram', 'facebook', 'whatsapp', 'more'))
);
--> statement-breakpoint
ALTER TABLE "pog_shares" ADD CONSTRAINT "pog_shares_card_id_pog_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."pog_cards"("id") ON DELETE cascade ON UPDATE no action;