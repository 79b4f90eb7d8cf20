// The people a person has been in touch with, for the "New message" picker (decision 049):
// orders either way (the orders module's orderPartnersOf) and follows either way (the social
// module's followedBy / followersOf), in one statement.
import { sql } from 'drizzle-orm';
import { recipientRelationSchema, type RecipientRelation } from '#contracts/messaging';
import { queryRows, type Queryable } from '../../db/client.ts';
import { orderPartnersOf } from '../orders/order-queries.ts';
import { followedBy, followersOf } from '../social/social-queries.ts';

export interface ContactRow {
  id: string;
  relations: RecipientRelation[];
  name: string | null;
  handle: string | null;
  avatarUrl: string | null;
  isChef: boolean;
}

/** `%`, `_` and `\` match themselves in the pattern, so a name with them is found as typed. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const RELATION_ORDER = recipientRelationSchema.options;

/**
 * Up to `size` people `userId` has ordered from, sold to, follows or is followed by, the most
 * recent contact first, whose name, business name or handle contains `q` (a leading "@" is the
 * handle's). Deleted and suspended accounts never; people whose profile nobody may open (hidden,
 * or a chef not approved) only through an order between them (the rule of messageableMember).
 */
export async function contactsOf(
  db: Queryable,
  userId: string,
  q: string | undefined,
  size: number,
): Promise<ContactRow[]> {
  const term = (q ?? '').trim().replace(/^@/, '');
  const pattern = `%${likeEscaped(term)}%`;
  const rows = await queryRows<{
    id: string;
    relations: string;
    name: string | null;
    handle: string | null;
    avatar_url: string | null;
    type: string;
  }>(
    db,
    sql`with contacts as (
        select op.person_id, op.relation, op.at from (${orderPartnersOf(userId)}) op
        union all
        select f.chef_id, 'following', f.followed_at from (${followedBy(userId)}) f
        union all
        select f.user_id, 'follower', f.followed_at from (${followersOf(userId)}) f
      )
      select c.person_id as id, string_agg(distinct c.relation, ',') as relations,
        p.name, p.handle, p.avatar_url, p.type
      from contacts c
      join users u on u.id = c.person_id
      join profiles p on p.id = c.person_id
      where c.person_id <> ${userId}
        and u.deleted_at is null and u.suspended_at is null
        and (${term} = '' or p.name ilike ${pattern} or p.business_name ilike ${pattern}
          or p.handle ilike ${pattern})
      group by c.person_id, p.name, p.handle, p.avatar_url, p.type, p.profile_status,
        p.approval_status
      having bool_or(c.relation in ('ordered_from', 'sold_to'))
        or (p.profile_status = 'public' and (p.type <> 'chef' or p.approval_status = 'approved'))
      order by max(c.at) desc, c.person_id
      limit ${size}`,
  );
  return rows.map((r) => {
    const relations = new Set(r.relations.split(','));
    return {
      id: r.id,
      relations: RELATION_ORDER.filter((rel) => relations.has(rel)),
      name: r.name,
      handle: r.handle,
      avatarUrl: r.avatar_url,
      isChef: r.type === 'chef',
    };
  });
}
