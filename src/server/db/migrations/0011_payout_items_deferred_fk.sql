-- A payout run stamps a chef's open payable items with a new payout id and then writes the
-- payout with the sum of exactly those items, in one transaction (decision 037). The foreign
-- key is therefore checked at commit; drizzle-kit does not model deferrable keys.
ALTER TABLE "chef_payable_items" ADD CONSTRAINT "chef_payable_items_payout_id_payouts_id_fk"
  FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") DEFERRABLE INITIALLY DEFERRED;
