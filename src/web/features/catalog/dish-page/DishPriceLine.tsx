import type { ReactNode } from 'react';
import { Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { DishDetail } from '#contracts/catalog';
import { formatDateTime, formatMoney, formatTime } from '../../../lib/format';
import { dishOffer } from '../../../lib/dish-offer';

/**
 * The price per unit; during a last call or a campaign, the price charged (the lowest, offers
 * never stack) beside the struck regular one, with which offer it is and when it ends.
 */
export function DishPriceLine({ dish }: { dish: DishDetail }) {
  const unit = dish.priceUnit ? ` / ${dish.priceUnit}` : '';
  const offer = dishOffer(dish);
  if (offer.kind === 'last_call') {
    return (
      <OfferPrice
        label="Last call price"
        priceCents={offer.priceCents}
        regularCents={dish.priceCents}
        unit={unit}
        badge={
          <Badge color="red.9" variant="filled" radius="sm">
            Last call
          </Badge>
        }
        ends={dish.lastCallEndsAt && `Last call ends at ${formatTime(dish.lastCallEndsAt)}`}
      />
    );
  }
  if (offer.kind === 'campaign') {
    return (
      <OfferPrice
        label="Campaign price"
        priceCents={offer.priceCents}
        regularCents={dish.priceCents}
        unit={unit}
        badge={
          <Badge color="orange.9" variant="filled" radius="sm" maw="100%">
            {offer.campaign.name}
          </Badge>
        }
        ends={`${offer.campaign.name} ends ${formatDateTime(offer.campaign.endsAt)}`}
      />
    );
  }
  return (
    <Text size="xl" fw={700}>
      {formatMoney(dish.priceCents)}
      {unit}
    </Text>
  );
}

function OfferPrice({
  label,
  priceCents,
  regularCents,
  unit,
  badge,
  ends,
}: {
  label: string;
  priceCents: number;
  regularCents: number;
  unit: string;
  badge: ReactNode;
  ends: string | null;
}) {
  return (
    <Stack gap={2}>
      <Group gap="sm" align="baseline">
        <Text size="xl" fw={700} c="orange">
          <VisuallyHidden>{label} </VisuallyHidden>
          {formatMoney(priceCents)}
          {unit}
        </Text>
        <Text c="dimmed" td="line-through">
          <VisuallyHidden>Regular price </VisuallyHidden>
          {formatMoney(regularCents)}
        </Text>
        {badge}
      </Group>
      {ends && (
        <Text size="sm" c="dimmed">
          {ends}
        </Text>
      )}
    </Stack>
  );
}
