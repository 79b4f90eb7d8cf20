// The social module's SQL that other modules read (docs/decisions/025): who follows whom.
import { sql, type SQL } from 'drizzle-orm';

/**
 * The people following `chefId`, as a subquery with one column `user_id` (each person once:
 * followings is unique per pair), for set-based statements that reach every follower at once,
 * such as the follower-alert fan-out. Served by followings_to_user_id_idx.
 */
export function followersOf(chefId: string): SQL {
  return sql`select f.from_user_id as user_id from followings f where f.to_user_id = ${chefId}`;
}
