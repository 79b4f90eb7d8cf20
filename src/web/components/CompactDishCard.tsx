import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Box, Button, Card, Group, Image, Stack } from '@mantine/core';
import type { SuggestedDish } from '#contracts/catalog';
import { dishOffer } from '../lib/dish-offer';
import { AvoidedIngredients } from './AvoidedIngredients';
import { DishPrice } from './DishPrice';
import { PotIcon } from './icons';
import { StatusChips } from './StatusChips';

const THUMB = 72;

/**
 * A dish in a short list beside other content ("Goes well with", a live stream's dishes): photo,
 * name linking to the dish page, the price charged (last-call or campaign price beside the
 * regular one), badges, and the caller's add-to-cart control. A dish that needs an option chosen
 * first links to its page instead. Without `addToCart` (the dish's own chef) there is no button.
 */
export function CompactDishCard({
  dish,
  addToCart,
}: {
  dish: SuggestedDish;
  addToCart?: ReactNode;
}) {
  const offer = dishOffer(dish);
  return (
    <Card withBorder radius="md" padding="sm">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Thumbnail url={dish.photoUrl} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Anchor component={Link} to={`/dish/${dish.id}`} fw={700} lineClamp={2}>
            {dish.name}
          </Anchor>
          <DishPrice
            priceCents={dish.priceCents}
            dealPriceCents={offer.kind === 'regular' ? null : offer.priceCents}
            dealLabel={offer.kind === 'campaign' ? 'Campaign price' : 'Last-call price'}
          />
          {offer.kind === 'campaign' && (
            <Badge color="orange.9" variant="filled" radius="sm" maw="100%">
              {offer.campaign.name}
            </Badge>
          )}
          <StatusChips badges={dish.badges} />
          <AvoidedIngredients found={dish.avoidedIngredients} size="xs" />
          {addToCart !== undefined && (
            <Box mt={4}>
              {dish.requiresOptions ? (
                <Button
                  component={Link}
                  to={`/dish/${dish.id}`}
                  size="sm"
                  variant="light"
                  aria-label={`Choose options for ${dish.name}`}
                >
                  Choose options
                </Button>
              ) : (
                addToCart
              )}
            </Box>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

/** A small square photo, or the pot on the accent colour; decorative (the name is the link). */
function Thumbnail({ url }: { url: string | null }) {
  if (url)
    return (
      <Image
        src={url}
        alt=""
        w={THUMB}
        h={THUMB}
        fit="cover"
        radius="sm"
        loading="lazy"
        style={{ flexShrink: 0 }}
      />
    );
  return (
    <Box
      w={THUMB}
      h={THUMB}
      bg="var(--mantine-color-orange-light)"
      c="orange"
      display="flex"
      style={{ alignItems: 'center', justifyContent: 'center', borderRadius: 4, flexShrink: 0 }}
      aria-hidden="true"
    >
      <PotIcon size={32} />
    </Box>
  );
}
