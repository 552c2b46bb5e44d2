-- The ledger's rules kept by the database itself, whatever the code does (modules/ledger/README.md).
-- 1. Entries and postings are never changed or removed: a mistake is undone by a new entry.
CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% on % refused: ledger entries and postings are never changed or removed; post a correcting entry instead', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_immutable" BEFORE UPDATE OR DELETE OR TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_postings_immutable" BEFORE UPDATE OR DELETE OR TRUNCATE ON "ledger_postings"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
-- 2. The postings written by one statement sum to zero per entry and currency (double entry).
CREATE FUNCTION "ledger_postings_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced record;
BEGIN
  SELECT "entry_id", "currency", sum("amount") AS "total" INTO unbalanced
    FROM "new_postings" GROUP BY "entry_id", "currency" HAVING sum("amount") <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'postings of entry % sum to % in %, not zero', unbalanced."entry_id", unbalanced."total", unbalanced."currency"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_postings_balanced';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_postings_balanced" AFTER INSERT ON "ledger_postings"
  REFERENCING NEW TABLE AS "new_postings"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_postings_balanced"();
