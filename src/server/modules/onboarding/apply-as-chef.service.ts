import { eq } from 'drizzle-orm';
import type { ApplyRequest } from '#contracts/onboarding';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { chefApprovals, chefOnboarding } from '../../db/schema/onboarding.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { notAChef } from './onboarding-progress.ts';

/**
 * Makes the person a chef applicant: profile type chef, apply date, producer kind, an
 * application record (pending) and wizard progress. Applying again changes nothing but the
 * producer kind; an already approved chef stays approved.
 */
export async function applyAsChef(
  ctx: AppContext,
  userId: string,
  input: ApplyRequest,
  db: Database = ctx.db,
): Promise<void> {
  const now = ctx.clock.now();
  const run = async (tx: Database) => {
    const [profile] = await tx
      .select({
        type: profiles.type,
        approvalStatus: profiles.approvalStatus,
        applyDate: profiles.applyDate,
      })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for('update');
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
