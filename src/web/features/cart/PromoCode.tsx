import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { CartResponse } from '#contracts/cart';
import { couponMessages } from '#domain/coupons';
import { formatUsd } from '#domain/fees';
import { notifyError, notifyMessage } from '../../lib/notify';
import { errorMessage } from '../../lib/useFormSubmit';
import { useApplyPromoCode, useRemovePromoCode } from './cart-api';
import { PromoCodeRefused } from './promo-code';

/**
 * The cart's promo code (spec §3 Cart.promo_code): a field with Apply (Enter applies), or the
 * applied code with what it takes off, why it no longer applies if it does not, and Remove.
 */
export function PromoCode({ cart }: { cart: CartResponse }) {
  const promo = cart.promo;
  return promo ? <AppliedCode promo={promo} /> : <CodeField cart={cart} />;
}

function CodeField({ cart }: { cart: CartResponse }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const apply = useApplyPromoCode(cart);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    apply.mutate(code, {
      onSuccess: () => {
        setCode('');
        notifyMessage(couponMessages.applied);
      },
      onError: (err) =>
        setError(
          err instanceof PromoCodeRefused
            ? err.message
            : errorMessage(err, 'Could not apply the code. Try again.'),
        ),
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label="Promo code"
          placeholder="Enter a code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          value={code}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            if (error) setError(null);
          }}
          error={error}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="default" mt={24} loading={apply.isPending}>
          Apply
        </Button>
      </Group>
    </form>
  );
}

function AppliedCode({ promo }: { promo: NonNullable<CartResponse['promo']> }) {
  const remove = useRemovePromoCode();
  return (
    <Stack gap="xs">
      <Text fw={700} size="sm">
        Promo code
      </Text>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">
          <Text span fw={700} ff="monospace">
            {promo.code}
          </Text>{' '}
          {promo.problem ? 'does not apply' : `applied: ${formatUsd(promo.discountCents)} off`}
        </Text>
        <Button
          variant="subtle"
          color="red"
          size="xs"
          loading={remove.isPending}
          aria-label={`Remove the code ${promo.code}`}
          onClick={() =>
            remove.mutate(undefined, {
              onError: (err) => notifyError(errorMessage(err, 'Could not remove the code.')),
            })
          }
        >
          Remove
        </Button>
      </Group>
      {promo.problem && (
        <Alert color="red" variant="light" p="xs" role="alert">
          {promo.problem}
        </Alert>
      )}
    </Stack>
  );
}
