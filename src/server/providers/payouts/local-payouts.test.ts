import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localProcessorTransfers } from '../../db/schema/local-processor.ts';
import { queryRows } from '../../db/client.ts';
import { makeUser } from '../../test/factories/catalog-fixtures.ts';
import { connectPayoutAccount } from '../../test/factories/payout-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ManualClock } from '../clock/clock.ts';
import { LocalPayoutsProvider } from './local-payouts.ts';
import { PayoutProviderError, type TransferState } from './payouts.ts';

let t: TestApp;
let provider: LocalPayoutsProvider;

beforeAll(async () => {
  t = await createTestApp({ clock: new ManualClock('2026-11-23T20:00:00Z') });
  provider = t.ctx.payouts as LocalPayoutsProvider;
});
afterAll(() => t.close());

const transfer = (accountId: string, idempotencyKey: string, amountCents: number) =>
  provider.createTransfer({
    accountId,
    amountCents,
    idempotencyKey,
    transferGroup: idempotencyKey,
    description: 'test payout',
  });

function answer(settled: PromiseSettledResult<TransferState>): TransferState {
  if (settled.status === 'rejected') throw settled.reason;
  return settled.value;
}

function refusal(settled: PromiseSettledResult<TransferState>): PayoutProviderError {
  expect(settled.status).toBe('rejected');
  const err = (settled as PromiseRejectedResult).reason as unknown;
  expect(err).toBeInstanceOf(PayoutProviderError);
  return err as PayoutProviderError;
}

describe('transfers asked for at once', () => {
  it('are written together, each key once, and a refusal stays the refused call’s own', async () => {
    const [first, second] = await Promise.all([
      connectPayoutAccount(t, await makeUser(t)),
      connectPayoutAccount(t, await makeUser(t)),
    ]);
    // Opened but never onboarded: the provider cannot pay it yet.
    const { id: unfinished } = await provider.createAccount({
      email: 'unfinished@test.local',
      userId: randomUUID(),
      idempotencyKey: randomUUID(),
    });
    const [keyA, keyB, keyC] = [randomUUID(), randomUUID(), randomUUID()];

    // Started in the same turn, as a payout run's workers start them.
    const [a, b, aAgain, refused, reused] = await Promise.allSettled([
      transfer(first!, keyA, 1_000),
      transfer(second!, keyB, 2_500),
      transfer(first!, keyA, 1_000),
      transfer(unfinished, keyC, 500),
      transfer(first!, keyA, 999),
    ]);
    expect(answer(aAgain!).id).toBe(answer(a!).id);
    expect(answer(b!).id).not.toBe(answer(a!).id);
    expect([answer(a!).status, answer(b!).status]).toEqual(['in_transit', 'in_transit']);
    expect(refusal(refused!).status).toBe(409);
    expect(refusal(refused!).message).toBe('This deposit account cannot receive payouts yet.');
    const reusedKey = refusal(reused!);
    expect(reusedKey.status).toBe(409);
    expect(reusedKey.message).toBe('This idempotency key was used for another transfer.');

    const rows = await t.ctx.db
      .select()
      .from(localProcessorTransfers)
      .where(inArray(localProcessorTransfers.idempotencyKey, [keyA, keyB, keyC]));
    expect(rows.map((r) => [r.idempotencyKey, r.accountId, r.amountCents]).sort()).toEqual(
      [
        [keyA, first, 1_000],
        [keyB, second, 2_500],
      ].sort(),
    );
    // One transaction wrote both: the rows share the id of the transaction that inserted them.
    const [writers] = await queryRows<{ n: number }>(
      t.ctx.db,
      sql`SELECT count(DISTINCT xmin::text)::int AS n FROM local_processor_transfers
          WHERE idempotency_key IN (${keyA}, ${keyB})`,
    );
    expect(writers!.n).toBe(1);
  });
});
