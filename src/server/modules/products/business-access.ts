import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { messages } from '#domain/messages';
import type { AppContext } from '../../context.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { requireUser } from '../../http/authenticate.ts';
import { forbidden } from '../../http/errors.ts';
import { consumeRateLimit } from '../ratelimit/rate-limit.service.ts';

/** Catalogue writes one chef may make per minute (saves, uploads, deletes, reorders). */
export const CATALOG_WRITES_PER_MINUTE = 60;

/**
 * The signed-in chef's id for the business portal: 401 when signed out, 403 "Your account
 * hasn't been setup yet!" when the profile is not a chef's (spec §8). Pending chefs pass:
 * they build their catalogue while they wait for approval.
 */
export async function requireChef(ctx: AppContext, req: FastifyRequest): Promise<string> {
  const userId = requireUser(req);
  const [row] = await ctx.db
    .select({ type: profiles.type })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (row?.type !== 'chef') throw forbidden(messages.accountNotSetUp);
  return userId;
}

/** requireChef, then one write counted against the chef's per-minute catalogue budget. */
export async function requireChefWrite(ctx: AppContext, req: FastifyRequest): Promise<string> {
  const chefId = await requireChef(ctx, req);
  await consumeRateLimit(ctx, `catalog-write:${chefId}`, CATALOG_WRITES_PER_MINUTE, 60);
  return chefId;
}
