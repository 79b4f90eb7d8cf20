-- The ledger is append-only and every entry balances (decision 035). drizzle-kit does not model
-- triggers, so they live in this hand-written migration.

-- A correction is a reversing entry; nothing may change or remove what was posted.
CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % is refused; post a reversing entry instead', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_lines_append_only" BEFORE UPDATE OR DELETE ON "ledger_lines"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_lines_no_truncate" BEFORE TRUNCATE ON "ledger_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint

-- Checked at commit, so an entry and its lines can be inserted in any order within the
-- transaction: an entry needs at least two lines, and they must sum to zero.
CREATE FUNCTION "ledger_entry_must_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry uuid;
  line_count bigint;
  total numeric;
BEGIN
  IF TG_TABLE_NAME = 'ledger_entries' THEN
    entry := NEW.id;
  ELSE
    entry := NEW.entry_id;
  END IF;
  SELECT count(*), coalesce(sum(amount_cents), 0) INTO line_count, total
    FROM "ledger_lines" WHERE entry_id = entry;
  IF line_count < 2 OR total <> 0 THEN
    RAISE EXCEPTION 'ledger entry % does not balance: % lines summing to % cents', entry, line_count, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balance" AFTER INSERT ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_entry_must_balance"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_lines_balance" AFTER INSERT ON "ledger_lines"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_entry_must_balance"();
