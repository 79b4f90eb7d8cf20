-- Nothing reads payable items by order any more (earnings go through the entries), and the
-- payout run's stamping UPDATE paid for this index on every item it took.
DROP INDEX "chef_payable_items_order_id_idx";--> statement-breakpoint
-- The deferred foreign key of migration 0011 checked every stamped item at commit, one lookup
-- per item (231,508 in bench:payouts, 1.8 s of the run). The same rule is now checked once per
-- statement over the rows it wrote, against the distinct payouts they name.
ALTER TABLE "chef_payable_items" DROP CONSTRAINT "chef_payable_items_payout_id_payouts_id_fk";--> statement-breakpoint
CREATE FUNCTION "payable_items_must_name_payouts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  missing uuid;
BEGIN
  SELECT w.payout_id INTO missing
  FROM (SELECT DISTINCT payout_id FROM written_items WHERE payout_id IS NOT NULL) w
  WHERE NOT EXISTS (SELECT 1 FROM payouts p WHERE p.id = w.payout_id)
  LIMIT 1;
  IF missing IS NOT NULL THEN
    RAISE EXCEPTION 'chef_payable_items names payout % which does not exist', missing
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "chef_payable_items_payout_exists_on_insert" AFTER INSERT ON "chef_payable_items"
  REFERENCING NEW TABLE AS written_items
  FOR EACH STATEMENT EXECUTE FUNCTION "payable_items_must_name_payouts"();--> statement-breakpoint
CREATE TRIGGER "chef_payable_items_payout_exists_on_update" AFTER UPDATE ON "chef_payable_items"
  REFERENCING NEW TABLE AS written_items
  FOR EACH STATEMENT EXECUTE FUNCTION "payable_items_must_name_payouts"();--> statement-breakpoint
-- The other half of the reference: a payout that items name is neither deleted nor renumbered.
CREATE FUNCTION "payouts_refuse_dropping_named"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP = 'DELETE' OR NEW.id IS DISTINCT FROM OLD.id)
    AND EXISTS (SELECT 1 FROM chef_payable_items i WHERE i.payout_id = OLD.id) THEN
    RAISE EXCEPTION 'payout % is named by chef_payable_items', OLD.id
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "payouts_keep_named" BEFORE DELETE OR UPDATE OF "id" ON "payouts"
  FOR EACH ROW EXECUTE FUNCTION "payouts_refuse_dropping_named"();
