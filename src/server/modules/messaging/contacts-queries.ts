// The people a person has been in touch with, for the "New message" picker (decision 049):
// orders either way (the orders module's orderPartnersOf) and follows either way (the social
// module's followedBy / followersOf), in one statement.
import { sql, type SQL } from 'drizzle-orm';
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

type Flags = Record<RecipientRelation, boolean>;

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
  const rows = await queryRows<
    Flags & {
      id: string;
      name: string | null;
      handle: string | null;
      avatar_url: string | null;
      type: string;
    }
  >(db, contactsSql(userId, term, size));
  return rows.map((r) => ({
    id: r.id,
    relations: RELATION_ORDER.filter((relation) => r[relation]),
    name: r.name,
    handle: r.handle,
    avatarUrl: r.avatar_url,
    isChef: r.type === 'chef',
  }));
}

/**
 * Each source is cut to its newest SOURCE_CAP people (after the filters) before they are
 * grouped: for a chef with 100,000 followers the picker answers in tens of milliseconds instead
 * of half a second. The newest `size` people of all sources are always among those, so the list
 * is exact; only a relation older than a source's newest SOURCE_CAP may go unnamed beside a
 * person, and a hidden person known by an order and a follow is named by the order alone.
 */
const SOURCE_CAP = 500;

function contactsSql(userId: string, term: string, size: number): SQL {
  const pattern = `%${likeEscaped(term)}%`;
  // Who may be listed at all, and the name filter, checked per source before the cut. A follow
  // alone needs a profile anyone may open; an order is reason enough (messageableMember's rule).
  const listable = (person: SQL, byOrder: boolean) => sql`exists (
      select 1 from users u join profiles p on p.id = u.id
      where u.id = ${person} and u.deleted_at is null and u.suspended_at is null
        and (${sql.raw(byOrder ? 'true' : 'false')} or (p.profile_status = 'public'
          and (p.type <> 'chef' or p.approval_status = 'approved')))
        and (${term} = '' or p.name ilike ${pattern} or p.business_name ilike ${pattern}
          or p.handle ilike ${pattern}))`;
  return sql`with contacts as (
      (select op.person_id, op.relation, op.at from (${orderPartnersOf(userId)}) op
        where ${listable(sql`op.person_id`, true)} order by op.at desc limit ${SOURCE_CAP})
      union all
      (select f.chef_id, 'following', f.followed_at from (${followedBy(userId)}) f
        where ${listable(sql`f.chef_id`, false)} order by f.followed_at desc limit ${SOURCE_CAP})
      union all
      (select f.user_id, 'follower', f.followed_at from (${followersOf(userId)}) f
        where ${listable(sql`f.user_id`, false)} order by f.followed_at desc limit ${SOURCE_CAP})
    ), people as (
      select person_id, max(at) as at,
        bool_or(relation = 'ordered_from') as ordered_from,
        bool_or(relation = 'sold_to') as sold_to,
        bool_or(relation = 'following') as following,
        bool_or(relation = 'follower') as follower
      from contacts where person_id <> ${userId} group by person_id
    )
    select c.person_id as id, c.ordered_from, c.sold_to, c.following, c.follower,
      p.name, p.handle, p.avatar_url, p.type
    from people c
    join profiles p on p.id = c.person_id
    order by c.at desc, c.person_id
    limit ${size}`;
}
