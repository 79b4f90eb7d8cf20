import type { ProducerOffer } from '#contracts/catalog';
import { formatMoney } from '../../lib/format';

/** What a producer's offer is called on its badge and card. */
export const offerKindLabel: Record<ProducerOffer['kind'], string> = {
  campaign: 'Campaign',
  coupon: 'Coupon',
};

/** "15% off", "$2.00 off". */
export function discountText(
  o: Pick<ProducerOffer, 'discountType' | 'percentOff' | 'amountOffCents'>,
): string {
  if (o.discountType === 'percent' && o.percentOff !== null) return `${o.percentOff}% off`;
  if (o.amountOffCents !== null) return `${formatMoney(o.amountOffCents)} off`;
  return 'Discount';
}

/** Whether an offer covers a dish: every dish of the producer, or this one by name. */
export const offerCovers = (
  o: Pick<ProducerOffer, 'appliesToAllDishes' | 'dishes'>,
  dishId: string,
) => o.appliesToAllDishes || o.dishes.some((d) => d.id === dishId);
