import { useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Anchor, Badge, Box, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { SuggestedDish } from '#contracts/catalog';
import { messages } from '#domain/messages';
import { AvoidedIngredients } from '../../components/AvoidedIngredients';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DishPrice } from '../../components/DishPrice';
import { PotIcon } from '../../components/icons';
import { StatusChips } from '../../components/StatusChips';
import { ApiError } from '../../lib/api';
import { dishOffer } from '../../lib/dish-offer';
import { notifyError } from '../../lib/notify';
import { useAddToCart } from '../../lib/queries/cart';
import { useSession } from '../../lib/session';

const THUMB = 72;

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
              <StreamDishCard dish={dish} canOrder={!isOwner} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function StreamDishCard({ dish, canOrder }: { dish: SuggestedDish; canOrder: boolean }) {
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
                <StayingAddToCart dish={dish} />
              )}
            </Box>
          )}
        </Stack>
      </Group>
    </Card>
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
