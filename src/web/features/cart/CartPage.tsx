import { useState } from 'react';
import { Link } from 'react-router';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Divider,
  Group,
  Image,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { CartItem, CartResponse } from '#contracts/cart';
import { messages } from '#domain/messages';
import { UNLIMITED } from '#domain/dish-status';
import { MAX_QUANTITY, MIN_QUANTITY } from '#domain/quantity';
import { chefDisplayName } from '#domain/chef';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatMoney } from '../../lib/format';
import { notifyError } from '../../lib/notify';
import { RequireAuth } from '../../lib/RequireAuth';
import { useCart } from '../../lib/queries/cart';
import { useAcceptCartPrices, useRemoveCartItem, useUpdateCartItem } from './cart-api';
import { itemsLabel, modifiersSummary } from './cart-format';
import { CheckoutArea } from './CheckoutArea';

/** /order/cart (signed in only). */
export function CartRoute() {
  return (
    <RequireAuth>
      <CartPage />
    </RequireAuth>
  );
}

function CartPage() {
  const query = useCart();
  return (
    <Container size="md" py="xl">
      <Title order={1} mb="lg">
        Your cart
      </Title>
      {query.isPending ? (
        <Stack role="status" aria-label="Loading your cart">
          <Skeleton h={110} />
          <Skeleton h={110} />
        </Stack>
      ) : query.isError ? (
        <Alert color="red" role="alert" title="Could not load your cart">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{query.error.message}</Text>
            <Button size="xs" variant="default" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : query.data.items.length === 0 ? (
        <EmptyCart />
      ) : (
        <FilledCart cart={query.data} />
      )}
    </Container>
  );
}

function EmptyCart() {
  return (
    <Card withBorder radius="md" p="xl">
      <Stack align="center" gap="sm">
        <Text fw={700} size="lg">
          {messages.cartEmpty}
        </Text>
        <Text c="dimmed" ta="center">
          Dishes you add from a chef appear here.
        </Text>
        <Button component={Link} to="/foods">
          Find food near you
        </Button>
      </Stack>
    </Card>
  );
}

function FilledCart({ cart }: { cart: CartResponse }) {
  return (
    <Stack gap="lg">
      {cart.chef && (
        <Text>
          From{' '}
          <Anchor component={Link} to={`/chef/${cart.chef.id}`} fw={600}>
            {chefDisplayName(cart.chef)}
          </Anchor>
        </Text>
      )}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {cart.items.map((item) => (
          <CartLine key={item.id} item={item} />
        ))}
      </Stack>
      <Group justify="space-between">
        <Text fw={700} size="lg">
          Subtotal ({itemsLabel(cart.itemCount)})
        </Text>
        <Text fw={700} size="lg" data-testid="cart-subtotal">
          {formatMoney(cart.subtotalCents)}
        </Text>
      </Group>
      <Divider />
      <CheckoutArea cart={cart} />
    </Stack>
  );
}

function CartLine({ item }: { item: CartItem }) {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const accept = useAcceptCartPrices();
  const [confirming, setConfirming] = useState(false);
  const options = modifiersSummary(item);
  const stockCap = item.amountLeft === UNLIMITED ? MAX_QUANTITY : item.amountLeft;
  const setQuantity = (quantity: number) =>
    update.mutate(
      { itemId: item.id, quantity },
      { onError: (err) => notifyError(err.message, messages.addToCartFailed) },
    );
  const priceChanged = item.addedUnitPriceCents !== item.unitPriceCents;

  return (
    <li>
      <Card withBorder radius="md" padding="md" component="article" aria-label={item.dishName}>
        <Group align="flex-start" wrap="nowrap" gap="md">
          {item.photoUrl ? (
            <Image src={item.photoUrl} alt="" w={88} h={88} radius="sm" fit="cover" />
          ) : (
            <div
              aria-hidden="true"
              style={{
                width: 88,
                height: 88,
                borderRadius: 4,
                background: 'var(--mantine-color-orange-light)',
                flexShrink: 0,
              }}
            />
          )}
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Anchor component={Link} to={`/dish/${item.dishId}`} fw={600}>
                {item.dishName}
              </Anchor>
              <Text fw={700} data-testid="line-total">
                {formatMoney(item.lineTotalCents)}
              </Text>
            </Group>
            <Group gap="xs">
              <Text size="sm">{formatMoney(item.unitPriceCents)} each</Text>
              {item.lastCall && (
                <Badge color="orange" variant="light">
                  Last call
                </Badge>
              )}
              {item.campaignName && (
                <Badge color="orange" variant="light" maw="100%">
                  {item.campaignName}
                </Badge>
              )}
              {priceChanged && (
                <Text size="xs" c="dimmed">
                  (was {formatMoney(item.addedUnitPriceCents)} when added)
                </Text>
              )}
            </Group>
            {options && <Text size="sm">{options}</Text>}
            {item.specialInstruction && (
              <Text size="sm" c="dimmed">
                Instructions: {item.specialInstruction}
              </Text>
            )}
            {item.problem && (
              <Alert color="red" variant="light" p="xs" role="status">
                <Stack gap={6} align="flex-start">
                  <Text size="sm">{item.problem.message}</Text>
                  {item.problem.code === 'price_changed' && (
                    <Button
                      size="compact-sm"
                      variant="filled"
                      loading={accept.isPending}
                      onClick={() =>
                        accept.mutate(undefined, {
                          onError: (err) => notifyError(err.message, 'Unable to update the cart'),
                        })
                      }
                    >
                      Accept new price
                    </Button>
                  )}
                </Stack>
              </Alert>
            )}
            <Group justify="space-between" mt={4}>
              <Group gap={6} role="group" aria-label={`Quantity of ${item.dishName}`}>
                <ActionIcon
                  variant="default"
                  aria-label={`Decrease quantity of ${item.dishName}`}
                  disabled={item.quantity <= MIN_QUANTITY || update.isPending}
                  onClick={() => setQuantity(item.quantity - 1)}
                >
                  −
                </ActionIcon>
                <Text fw={600} w={32} ta="center" aria-live="polite" data-testid="line-quantity">
                  {item.quantity}
                </Text>
                <ActionIcon
                  variant="default"
                  aria-label={`Increase quantity of ${item.dishName}`}
                  disabled={item.quantity >= stockCap || update.isPending}
                  onClick={() => setQuantity(item.quantity + 1)}
                >
                  +
                </ActionIcon>
              </Group>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                onClick={() => setConfirming(true)}
                aria-label={`Remove ${item.dishName} from cart`}
              >
                Remove
              </Button>
            </Group>
          </Stack>
        </Group>
      </Card>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Remove from cart?"
        cancelLabel="Keep it"
        confirmLabel="Remove"
        danger
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(item.id, {
            onSuccess: () => setConfirming(false),
            onError: () => {
              setConfirming(false);
              notifyError(messages.cartDeleteFailed, messages.cartDeleteFailedTitle);
            },
          })
        }
      >
        {`Remove ${item.dishName} from your cart?`}
      </ConfirmDialog>
    </li>
  );
}
