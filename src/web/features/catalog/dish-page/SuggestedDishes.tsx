import { useId } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Box, Button, Card, Group, Image, Stack, Title } from '@mantine/core';
import type { SuggestedDish } from '#contracts/catalog';
import { AvoidedIngredients } from '../../../components/AvoidedIngredients';
import { DishPrice } from '../../../components/DishPrice';
import { PotIcon } from '../../../components/icons';
import { StatusChips } from '../../../components/StatusChips';
import { dishOffer } from '../../../lib/dish-offer';
import { AddToCart } from '../AddToCart';

const THUMB = 72;

/**
 * "Goes well with": the chef's suggested items as compact cards (photo, name linking to the
 * dish page, the price charged, badges) with one-click "Add {name} to cart", one portion,
 * through the dish page's own add-to-cart path. A dish that needs an option chosen first links
 * to its page instead. The dish's own chef sees the cards without buttons. Renders nothing when
 * the chef suggested nothing visible.
 */
export function SuggestedDishes({
  dishes,
  isOwner,
}: {
  dishes: readonly SuggestedDish[];
  isOwner: boolean;
}) {
  const headingId = useId();
  if (dishes.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        Goes well with
      </Title>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {dishes.map((dish) => (
          <li key={dish.id}>
            <SuggestedDishCard dish={dish} canOrder={!isOwner} />
          </li>
        ))}
      </Stack>
    </section>
  );
}

function SuggestedDishCard({ dish, canOrder }: { dish: SuggestedDish; canOrder: boolean }) {
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
          {canOrder && (
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
                <AddToCart
                  dish={dish}
                  quantity={1}
                  selections={{}}
                  instructions=""
                  ready
                  size="sm"
                  variant="light"
                  fullWidth={false}
                  label={`Add ${dish.name} to cart`}
                />
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
