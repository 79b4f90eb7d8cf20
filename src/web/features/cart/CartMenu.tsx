import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  ActionIcon,
  Anchor,
  Button,
  Divider,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import type { CartItem } from '#contracts/cart';
import { messages } from '#domain/messages';
import { chefDisplayName } from '#domain/chef';
import { formatMoney } from '../../lib/format';
import { notifyError } from '../../lib/notify';
import { useCart } from '../../lib/queries/cart';
import { useRemoveCartItem } from './cart-api';
import { itemsLabel, modifiersSummary } from './cart-format';
import { CartIcon } from '../../components/icons';

/**
 * The top-bar cart dropdown (spec §2): items, remove with confirmation, total, view-cart
 * button. Rendered by the shell for signed-in people only.
 */
export function CartMenu() {
  const [opened, setOpened] = useState(false);
  const cart = useCart();
  const count = cart.data?.itemCount ?? 0;
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={340}
      position="bottom-end"
      withArrow
      shadow="md"
      trapFocus
      returnFocus
    >
      <Indicator label={count} size={18} offset={6} disabled={count === 0} zIndex={1}>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={`Cart, ${itemsLabel(count)}`}
            aria-haspopup="dialog"
            aria-expanded={opened}
            onClick={() => setOpened((o) => !o)}
          >
            <CartIcon />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown role="dialog" aria-label="Cart">
        <CartMenuContent query={cart} onNavigate={() => setOpened(false)} />
      </Popover.Dropdown>
    </Popover>
  );
}

function CartMenuContent({
  query,
  onNavigate,
}: {
  query: ReturnType<typeof useCart>;
  onNavigate: () => void;
}) {
  if (query.isPending) {
    return (
      <Group justify="center" p="md">
        <Loader size="sm" role="status" aria-label="Loading your cart" />
      </Group>
    );
  }
  if (query.isError) {
    return (
      <Stack gap="xs" role="alert">
        <Text size="sm">Could not load your cart. {query.error.message}</Text>
        <Button size="xs" variant="default" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }
  const cart = query.data;
  if (cart.items.length === 0) {
    return (
      <Stack gap="xs" align="center" p="xs">
        <Text fw={600}>{messages.cartEmpty}</Text>
        <Button component={Link} to="/foods" size="xs" variant="light" onClick={onNavigate}>
          Find food near you
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Text fw={700}>
        {cart.chef ? `Your cart from ${chefDisplayName(cart.chef)}` : 'Your cart'}
      </Text>
      <ScrollArea.Autosize mah={320} type="auto">
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {cart.items.map((item) => (
            <MenuItem key={item.id} item={item} onNavigate={onNavigate} />
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <Divider />
      <Group justify="space-between">
        <Text fw={700}>Total</Text>
        <Text fw={700} data-testid="cart-menu-total">
          {formatMoney(cart.subtotalCents)}
        </Text>
      </Group>
      <Button component={Link} to="/order/cart" onClick={onNavigate} fullWidth>
        View cart
      </Button>
    </Stack>
  );
}

function MenuItem({ item, onNavigate }: { item: CartItem; onNavigate: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveCartItem();
  // Keyboard focus follows the confirmation: onto "Yes, remove", and back to Remove on Keep
  // (focus left on a vanished button would fall out of the dropdown).
  const removeRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (wasConfirming.current) removeRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);
  const options = modifiersSummary(item);
  return (
    <li>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Anchor
            component={Link}
            to={`/dish/${item.dishId}`}
            size="sm"
            fw={600}
            lineClamp={1}
            onClick={onNavigate}
          >
            {item.dishName}
          </Anchor>
          <Text size="xs" c="dimmed">
            {item.quantity} × {formatMoney(item.unitPriceCents)}
            {options && ` · ${options}`}
          </Text>
          {item.problem && (
            <Text size="xs" c="red.8">
              {item.problem.message}
            </Text>
          )}
        </Stack>
        <Stack gap={2} align="flex-end">
          <Text size="sm" fw={600}>
            {formatMoney(item.lineTotalCents)}
          </Text>
          {!confirming && (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              ref={removeRef}
              onClick={() => setConfirming(true)}
              aria-label={`Remove ${item.dishName} from cart`}
            >
              Remove
            </Button>
          )}
        </Stack>
      </Group>
      {confirming && (
        <Group gap="xs" mt={4} justify="flex-end" role="group" aria-label="Confirm removal">
          <Text size="xs">Remove {item.dishName}?</Text>
          <Button
            size="compact-xs"
            ref={confirmRef}
            color="red.9"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(item.id, {
                onError: () =>
                  notifyError(messages.cartDeleteFailed, messages.cartDeleteFailedTitle),
                onSettled: () => setConfirming(false),
              })
            }
          >
            Yes, remove
          </Button>
          <Button size="compact-xs" variant="default" onClick={() => setConfirming(false)}>
            Keep
          </Button>
        </Group>
      )}
    </li>
  );
}
