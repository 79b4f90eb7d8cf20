import type { BusinessLastCall } from '#contracts/lastcall';
import { lastCallState } from '#domain/last-call';
import type { ChefLastCallRow } from './lastcall-queries.ts';

const iso = (at: Date | string) => new Date(at).toISOString();
const isoOrNull = (at: Date | string | null) => (at === null ? null : iso(at));

/** A chef's last call as the business portal shows it, with where it stands at `now`. */
export function toBusinessLastCall(row: ChefLastCallRow, now: Date): BusinessLastCall {
  const items = row.items.map((i) => ({
    dishId: i.dishId,
    dishName: i.dishName,
    priceCents: Number(i.priceCents),
    lastCallPriceCents: Number(i.lastCallPriceCents),
    offPercent: Number(i.offPercent),
    amountLeft: Number(i.amountLeft),
  }));
  return {
    id: row.id,
    state: lastCallState(
      {
        startsAt: new Date(row.starts_at),
        endsAt: new Date(row.ends_at),
        endedAt: row.ended_at === null ? null : new Date(row.ended_at),
        itemsAmountLeft: items.map((i) => i.amountLeft),
      },
      now,
    ),
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    endedAt: isoOrNull(row.ended_at),
    pickupStartsAt: isoOrNull(row.pickup_starts_at),
    pickupEndsAt: isoOrNull(row.pickup_ends_at),
    alertsSentAt: isoOrNull(row.alerts_sent_at),
    items,
  };
}
