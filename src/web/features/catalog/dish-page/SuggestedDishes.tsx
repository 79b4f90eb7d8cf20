import { useId } from 'react';
import { Stack, Title } from '@mantine/core';
import type { SuggestedDish } from '#contracts/catalog';
import { CompactDishCard } from '../../../components/CompactDishCard';
import { AddToCart } from '../AddToCart';

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
            <CompactDishCard
              dish={dish}
              addToCart={
                isOwner ? undefined : (
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
                )
              }
            />
          </li>
        ))}
      </Stack>
    </section>
  );
}
