-- The game catalogue's columns and the game_usernames table came with 0012 (generated together).
-- Games stored before the catalogue held genre labels ('Card Game'); it holds the domain's ids
-- ('card_game'): every label of the reference list is its id lower-cased, spaces as underscores.
UPDATE "games"
SET "genres" = ARRAY(SELECT lower(replace(g, ' ', '_')) FROM unnest("genres") AS g),
    "updated_at" = now()
WHERE EXISTS (SELECT 1 FROM unnest("genres") AS g WHERE g <> lower(replace(g, ' ', '_')));
--> statement-breakpoint
-- A game's quest list (game/{id}/quests, newest first) reads by game. The quests module owns the
-- table and may take this index into its own schema under another name; until then it is here.
CREATE INDEX IF NOT EXISTS "games_quests_of_game_idx" ON "quests" USING btree ("game_id", "created_at" DESC, "id" DESC);
