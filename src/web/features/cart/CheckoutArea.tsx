import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import type { CartResponse } from '#contracts/cart';
import { formatMoney } from '../../lib/format';
import { itemsLabel } from './cart-format';

/**
 * The bottom of the cart page, kept apart from the items: the order summary today. Checkout
 * (pickup or delivery, time, tip, fee breakdown, payment and submit) is built into this
 * section; it reads the same cart, whose prices the server computes.
 */
export function CheckoutArea({ cart }: { cart: CartResponse }) {
  return (
    <Stack component="section" aria-labelledby="cart-summary" gap="sm">
      <Title order={2} size="h3" id="cart-summary">
        Order summary
      </Title>
      <Group justify="space-between">
        <Text>Items</Text>
        <Text>{itemsLabel(cart.itemCount)}</Text>
      </Group>
      <Group justify="space-between">
        <Text>Subtotal</Text>
        <Text fw={600}>{formatMoney(cart.subtotalCents)}</Text>
      </Group>
      {cart.hasProblems && (
        <Alert color="orange" role="status">
          Some items changed since you added them. Change or remove the marked items before
          ordering.
        </Alert>
      )}
    </Stack>
  );
}
