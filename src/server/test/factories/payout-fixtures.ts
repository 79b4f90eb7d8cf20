// Test helpers for the money loop: a chef's deposit account opened through the local payouts
// provider's real onboarding, and an order taken all the way to completed.
import { expect } from 'vitest';
import { TEST_ACCOUNT_OK } from '#domain/bank-account';
import type { OrderSummary } from '#contracts/orders';
import { chefApprovals } from '../../db/schema/onboarding.ts';
import { LocalPayoutsProvider } from '../../providers/payouts/local-payouts.ts';
import type { TestApp } from '../test-app.ts';
import type { FixtureUser } from './catalog-fixtures.ts';
import { placeOrder, transition, type Buyer } from './order-fixtures.ts';

/** Opens and onboards a local deposit account for the chef; returns the provider's account id. */
export async function connectPayoutAccount(
  t: TestApp,
  chef: FixtureUser,
  accountNumber: string = TEST_ACCOUNT_OK,
): Promise<string> {
  const provider = t.ctx.payouts;
  if (!(provider instanceof LocalPayoutsProvider)) throw new Error('needs the local provider');
  const { id } = await provider.createAccount({
    email: `${chef.id}@test.local`,
    userId: chef.id,
    idempotencyKey: `fixture-${chef.id}`,
  });
  const returnUrl = 'http://localhost/accounts/connect-success';
  const refreshUrl = 'http://localhost/accounts/connect-fail';
  const link = new URL(
    (await provider.createOnboardingLink({ accountId: id, returnUrl, refreshUrl })).url,
  );
  const result = await provider.submitOnboarding({
    account: id,
    token: link.searchParams.get('token')!,
    returnUrl,
    refreshUrl,
    accountHolderName: 'Ana Lopez',
    routingNumber: '110000000',
    accountNumber,
  });
  expect(result.payoutsEnabled).toBe(true);
  const values = {
    bankProvider: 'local',
    bankAccountRef: id,
    bankAccountLast4: accountNumber.slice(-4),
    bankName: 'Local Test Bank',
    payoutStatus: 'enabled' as const,
  };
  await t.ctx.db
    .insert(chefApprovals)
    .values({ chefId: chef.id, ...values })
    .onConflictDoUpdate({ target: chefApprovals.chefId, set: values });
  return id;
}

/** Places an order and has the chef accept it (the card is captured) and, unless told, complete it. */
export async function completedOrder(
  t: TestApp,
  buyer: Buyer,
  chef: FixtureUser,
  opts: Parameters<typeof placeOrder>[3] & { stopAt?: 'accepted' } = {},
): Promise<OrderSummary> {
  const order = await placeOrder(t, buyer, chef, opts);
  const steps = opts.stopAt === 'accepted' ? ['accept'] : ['accept', 'ready', 'complete'];
  for (const action of steps) {
    const res = await transition(t, chef, order.id, action);
    expect(res.statusCode, res.body).toBe(200);
  }
  return order;
}
