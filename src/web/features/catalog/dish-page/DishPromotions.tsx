import { Link } from 'react-router';
import { Anchor, Badge, Group } from '@mantine/core';
import type { DishDetail } from '#contracts/catalog';
import { useProducerPromotions } from '../catalog-api';
import { discountText, offerCovers, offerKindLabel } from '../offer-text';

/**
 * A dish Potluck features in its own promotions (spec `global_promo`), then the chef's running campaigns and coupons that cover this dish (issue 12 point 4), from the
 * producer's promotions (the same read as /dish/promo/{producer_id}), with the way there.
 * Nothing while they load or when there are none: the page is whole without them.
 */
export function DishPromotions({ dish }: { dish: DishDetail }) {
  const { data } = useProducerPromotions(dish.chef.id);
  // Each different offer once: two coupons for 10% off read as one.
  const labels = [
    ...new Set(
      (data?.promotions ?? [])
        .filter((o) => offerCovers(o, dish.id))
        .map((o) => `${offerKindLabel[o.kind]}: ${discountText(o)}`),
    ),
  ];
  if (labels.length === 0 && !dish.globalPromo) return null;
  return (
    <Group gap="xs" aria-label="Promotions on this dish" role="group">
      {dish.globalPromo && (
        <Badge color="teal.9" variant="filled" radius="sm">
          Potluck promotion
        </Badge>
      )}
      {labels.map((label) => (
        <Badge key={label} color="orange.9" variant="filled" radius="sm">
          {label}
        </Badge>
      ))}
      {labels.length > 0 && (
        <Anchor component={Link} to={`/dish/promo/${dish.chef.id}`} size="sm">
          See the chef&apos;s promotions
        </Anchor>
      )}
    </Group>
  );
}
