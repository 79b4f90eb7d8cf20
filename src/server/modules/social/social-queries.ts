// The social module's SQL that other modules read (docs/decisions/025): who follows whom.
import { sql, type SQL } from 'drizzle-orm';

/**
 * The people following `chefId`, as a subquery with the columns `user_id`, `chef_id` and
 * `followed_at` (each person once: followings is unique per pair), for set-based statements
 * that reach every follower at once, such as the follower-alert fan-out. Served by
 * followings_to_user_id_idx.
 */
export function followersOf(chefId: string): SQL {
  return sql`select f.from_user_id as user_id, f.to_user_id as chef_id, f.created_at as followed_at
    from followings f where f.to_user_id = ${chefId}`;
}

/** The chefs `userId` follows, as a subquery with the same columns as followersOf. */
export function followedBy(userId: string): SQL {
  return sql`select f.from_user_id as user_id, f.to_user_id as chef_id, f.created_at as followed_at
    from followings f where f.from_user_id = ${userId}`;
}
