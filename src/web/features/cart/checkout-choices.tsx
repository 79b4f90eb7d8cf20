import { Link } from 'react-router';
import {
  Alert,
  Anchor,
  Button,
  Group,
  NumberInput,
  Radio,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import type { Address } from '#contracts/addresses';
import type { DeliveryQuote } from '#contracts/checkout';
import type { SavedCard } from '#contracts/payments';
import { cardExpired, cardLabel } from '#domain/cards';
import { tipPresets } from '#domain/fees';
import { messages } from '#domain/messages';
import { formatMoney } from '../../lib/format';
import { ApiError } from '../../lib/api';

// The choices of the checkout form, each a labelled group that reads and reports one value.

export type Method = 'pickup' | 'delivery';

export function MethodChoice({
  value,
  onChange,
  offersPickup,
  offersDelivery,
}: {
  value: Method;
  onChange: (m: Method) => void;
  offersPickup: boolean;
  offersDelivery: boolean;
}) {
  const only = offersPickup && !offersDelivery ? 'pickup' : null;
  return (
    <Radio.Group
      label="Pickup or delivery"
      value={value}
      onChange={(v) => onChange(v as Method)}
      description={
        only === 'pickup'
          ? 'This chef offers pickup only.'
          : !offersPickup
            ? 'This chef offers delivery only.'
            : undefined
      }
    >
      <Group mt="xs">
        <Radio value="pickup" label="Pickup" disabled={!offersPickup} />
        <Radio value="delivery" label="Delivery" disabled={!offersDelivery} />
      </Group>
    </Radio.Group>
  );
}

function addressLine(a: Address) {
  return (
    a.formattedAddress ??
    [a.address1, a.address2, a.city, a.state, a.zipcode].filter(Boolean).join(', ')
  );
}

/** The buyer's addresses and the quote for the chosen one. */
export function AddressChoice({
  addresses,
  loading,
  failed,
  value,
  onChange,
  quote,
}: {
  addresses: Address[];
  loading: boolean;
  failed: boolean;
  value: string | null;
  onChange: (id: string) => void;
  quote: { data?: DeliveryQuote; isFetching: boolean; error: Error | null };
}) {
  if (loading) return <Skeleton h={60} role="status" aria-label="Loading your addresses" />;
  if (failed)
    return (
      <Alert color="red" role="alert">
        Could not load your addresses.
      </Alert>
    );
  if (addresses.length === 0)
    return (
      <Alert color="orange" role="status" title={messages.addressMissingTitle}>
        Add a delivery address on{' '}
        <Anchor component={Link} to="/profile/address" c="inherit" underline="always" fw={600}>
          your addresses page
        </Anchor>
        , then come back to your cart.
      </Alert>
    );
  return (
    <Stack gap="xs">
      <Radio.Group label="Deliver to" value={value} onChange={onChange}>
        <Stack mt="xs" gap="xs">
          {addresses.map((a) => (
            <Radio
              key={a.id}
              value={a.id}
              label={`${a.name ? `${a.name}: ` : ''}${addressLine(a)}`}
            />
          ))}
        </Stack>
      </Radio.Group>
      {quote.isFetching && !quote.data ? (
        <Text size="sm" c="dimmed" role="status">
          Getting a delivery estimate…
        </Text>
      ) : quote.error ? (
        <Alert color="red" role="alert" title={messages.estimateFailed}>
          {quote.error instanceof ApiError && quote.error.code === 'address_incomplete'
            ? messages.addressIncomplete
            : quote.error.message}
        </Alert>
      ) : quote.data ? (
        <Text size="sm" role="status">
          Delivery fee {formatMoney(quote.data.feeCents)}, about {quote.data.etaMinutes} minutes (
          {quote.data.distanceKm.toFixed(1)} km).
        </Text>
      ) : null}
    </Stack>
  );
}

export type Tip = { kind: 'percent'; percent: number } | { kind: 'custom'; dollars: number | '' };

/** 10/15/20% of the subtotal, or a custom amount in dollars. */
export function TipChoice({
  subtotalCents,
  value,
  onChange,
  error,
}: {
  subtotalCents: number;
  value: Tip;
  onChange: (t: Tip) => void;
  error?: string;
}) {
  const presets = tipPresets(subtotalCents);
  return (
    <Stack gap="xs">
      <Radio.Group
        label="Tip"
        value={value.kind === 'percent' ? String(value.percent) : 'custom'}
        onChange={(v) =>
          onChange(
            v === 'custom'
              ? { kind: 'custom', dollars: '' }
              : { kind: 'percent', percent: Number(v) },
          )
        }
      >
        <Group mt="xs">
          {presets.map((p) => (
            <Radio
              key={p.percent}
              value={String(p.percent)}
              label={`${p.percent}% (${formatMoney(p.tipCents)})`}
            />
          ))}
          <Radio value="custom" label="Custom" />
        </Group>
      </Radio.Group>
      {value.kind === 'custom' && (
        <NumberInput
          label="Custom tip"
          prefix="$"
          min={0}
          decimalScale={2}
          fixedDecimalScale
          value={value.dollars}
          onChange={(v) => onChange({ kind: 'custom', dollars: typeof v === 'number' ? v : '' })}
          error={error}
          w={180}
        />
      )}
    </Stack>
  );
}

/**
 * The saved cards, the default first chosen; none → "Add a card", which opens the card form
 * inside checkout (decision 053). A card added for this order only says so.
 */
export function CardChoice({
  cards,
  loading,
  failed,
  value,
  onChange,
  onAdd,
  oneOffIds,
}: {
  cards: SavedCard[];
  loading: boolean;
  failed: boolean;
  value: string | null;
  onChange: (id: string) => void;
  onAdd: () => void;
  oneOffIds: string[];
}) {
  if (loading) return <Skeleton h={60} role="status" aria-label="Loading your cards" />;
  if (failed)
    return (
      <Alert color="red" role="alert">
        Could not load your saved cards.
      </Alert>
    );
  if (cards.length === 0)
    return (
      <Alert color="orange" role="status" title="No saved card">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Ordering needs a card. Add one here; you stay in your cart.</Text>
          <Button onClick={onAdd}>Add a card</Button>
        </Stack>
      </Alert>
    );
  return (
    <Stack gap={4}>
      <Radio.Group label="Pay with" value={value} onChange={onChange}>
        <Stack mt="xs" gap="xs">
          {cards.map((c) => (
            <Radio
              key={c.id}
              value={c.id}
              label={`${cardLabel(c.brand, c.last4)}, expires ${String(c.expMonth).padStart(2, '0')}/${c.expYear}${c.isDefault ? ' (default)' : ''}${cardExpired(c.expMonth, c.expYear, new Date()) ? ' (expired)' : ''}${oneOffIds.includes(c.id) ? ' (this order only)' : ''}`}
              disabled={cardExpired(c.expMonth, c.expYear, new Date())}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Group gap="md">
        <Button variant="subtle" size="compact-sm" onClick={onAdd}>
          Add a card
        </Button>
        <Anchor component={Link} to="/accounts/payment" size="sm">
          Manage cards
        </Anchor>
      </Group>
    </Stack>
  );
}
