import { eq } from 'drizzle-orm';
import type { ApplyRequest } from '#contracts/onboarding';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { chefApprovals, chefOnboarding } from '../../db/schema/onboarding.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { notAChef } from './onboarding-progress.ts';

/**
 * Makes the person a chef applicant: profile type chef, apply date, producer kind, an
 * application record (pending) and wizard progress. Applying again changes nothing but the
 * producer kind; an already approved chef stays approved.
 *
 * What the person already told us fills the Profile step's blanks so nobody types it twice:
 * the order e-mail starts as the account's e-mail, and the business name as the "Chef or
 * business name" given at chef sign-up (`businessName`). Nothing already filled is replaced.
 */
export async function applyAsChef(
  ctx: AppContext,
  userId: string,
  input: ApplyRequest & { businessName?: string },
  db: Database = ctx.db,
): Promise<void> {
  const now = ctx.clock.now();
  const run = async (tx: Database) => {
    const [profile] = await tx
      .select({
        type: profiles.type,
        approvalStatus: profiles.approvalStatus,
        applyDate: profiles.applyDate,
        businessName: profiles.businessName,
        businessEmail: profiles.businessEmail,
        accountEmail: users.email,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(eq(profiles.id, userId))
      .for('update', { of: profiles });
    if (!profile) throw notAChef();
    const wasChef = profile.type === 'chef';
    const approvalStatus = wasChef ? profile.approvalStatus : 'pending';
    await tx
      .update(profiles)
      .set({
        type: 'chef',
        producerKind: input.producerKind,
        applyDate: profile.applyDate ?? now,
        approvalStatus,
        businessName: profile.businessName ?? (input.businessName?.trim() || null),
        businessEmail: profile.businessEmail ?? profile.accountEmail,
        updatedAt: now,
      })
      .where(eq(profiles.id, userId));
    await tx
      .insert(chefApprovals)
      .values({ chefId: userId, approvalStatus, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: chefApprovals.chefId });
    await tx
      .insert(chefOnboarding)
      .values({ chefId: userId, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: chefOnboarding.chefId });
  };
  await (db === ctx.db ? ctx.db.transaction(run) : run(db));
}
