import { useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import type { SuggestedDish } from '#contracts/catalog';
import { messages } from '#domain/messages';
import { CompactDishCard } from '../../components/CompactDishCard';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ApiError } from '../../lib/api';
import { notifyError } from '../../lib/notify';
import { useAddToCart } from '../../lib/queries/cart';
import { useSession } from '../../lib/session';

/**
 * The dishes beside the video (while live: the featured ones; once ended: the chef's dishes),
 * each with its price, last-call or campaign price, and "Add to cart" that keeps the viewer
 * on the stream: the cart in the top bar takes the dish, and checkout is one click from there.
 * A dish that needs options chosen links to its page. The chef sees the cards without buttons.
 */
export function WatchDishes({
  dishes,
  title,
  isOwner,
}: {
  dishes: readonly SuggestedDish[];
  title: string;
  isOwner: boolean;
}) {
  const headingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {title}
      </Title>
      {dishes.length === 0 ? (
        <Text size="sm" c="dimmed">
          No dishes on offer right now.
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {dishes.map((dish) => (
            <li key={dish.id}>
              <CompactDishCard
                dish={dish}
                addToCart={isOwner ? undefined : <StayingAddToCart dish={dish} />}
              />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * One portion into the cart under the cart's own rules (the server's answer decides): guests
 * sign in and come back here; another chef's items ask "Start a New Cart?" (confirm replaces,
 * cancel keeps). Unlike the dish page it stays on the stream and says where the dish went.
 */
function StayingAddToCart({ dish }: { dish: SuggestedDish }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const add = useAddToCart();
  const [conflict, setConflict] = useState<string | null>(null);
  const [added, setAdded] = useState(false);

  const submit = (replaceCart: boolean) => {
    if (!user) {
      const back = `${location.pathname}${location.search}`;
      void navigate(`/signin?redirect=${encodeURIComponent(back)}`);
      return;
    }
    setAdded(false);
    add.mutate(
      {
        dishId: dish.id,
        quantity: 1,
        modifiers: [],
        ...(replaceCart ? { replaceCart: true } : {}),
      },
      {
        onSuccess: () => {
          setConflict(null);
          setAdded(true);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === 'cart_conflict') {
            setConflict(err.message);
            return;
          }
          setConflict(null);
          notifyError(err.message, messages.addToCartFailed);
        },
      },
    );
  };

  return (
    <Stack gap={4} align="flex-start">
      <Button
        size="sm"
        variant="light"
        aria-label={`Add ${dish.name} to cart`}
        onClick={() => submit(false)}
        disabled={!dish.orderable}
        loading={add.isPending && conflict === null}
      >
        Add to cart
      </Button>
      <Text size="sm" role="status" c="teal.9">
        {added && (
          <>
            Added to your cart.{' '}
            <Anchor component={Link} to="/order/cart" size="sm" target="_blank">
              Check out in a new tab
            </Anchor>
          </>
        )}
      </Text>
      <ConfirmDialog
        opened={conflict !== null}
        onClose={() => setConflict(null)}
        title={messages.newCartTitle}
        confirmLabel="Start a new cart"
        onConfirm={() => submit(true)}
        loading={add.isPending}
      >
        {conflict ?? ''}
      </ConfirmDialog>
    </Stack>
  );
}
