import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, Stack, Text, type ButtonVariant, type MantineSize } from '@mantine/core';
import type { AddCartItemBody } from '#contracts/cart';
import type { DishDetail } from '#contracts/catalog';
import { messages } from '#domain/messages';
import { MIN_QUANTITY } from '#domain/quantity';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ApiError } from '../../lib/api';
import { notifyError } from '../../lib/notify';
import { useAddToCart } from '../../lib/queries/cart';
import { useSession } from '../../lib/session';

interface AddToCartProps {
  /** The dish page's dish, or a suggested one ("Goes well with"). */
  dish: Pick<DishDetail, 'id' | 'orderable'>;
  quantity: number;
  /** Option ids per modifier id. */
  selections: Record<string, string[]>;
  instructions: string;
  /** Quantity 1–100 and every modifier's selection valid (domain canAddToCart). */
  ready: boolean;
  /** The button's accessible name where several dishes can be added, e.g. "Add Rice to cart". */
  label?: string;
  size?: MantineSize;
  variant?: ButtonVariant;
  /** False: the button keeps its own width (a compact card) instead of filling the row. */
  fullWidth?: boolean;
  /**
   * Why the dish cannot be added (its chef's kitchen takes no order, decision 048): the
   * button is disabled and says it instead of "Add to cart".
   */
  blockedReason?: string;
  /** The order time picked on the dish page, preselected in checkout (navigation state). */
  orderAt?: string | null;
}

/**
 * Spec §4/§5: "Add to cart" — enabled only with a valid quantity and valid modifiers; guests go
 * to /signin and come back; on success the cart page; another chef's items in the cart ask
 * "Start a New Cart?" (confirm replaces the cart, cancel keeps it).
 */
export function AddToCart({
  dish,
  quantity,
  selections,
  instructions,
  ready,
  label,
  size = 'md',
  variant,
  fullWidth = true,
  blockedReason,
  orderAt,
}: AddToCartProps) {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const add = useAddToCart();
  const [conflictMessage, setConflictMessage] = useState<string | null>(null);
  const quantityMissing = Number.isNaN(quantity) || quantity < MIN_QUANTITY;
  const hintId = useId();

  const submit = (replaceCart: boolean) => {
    if (!user) {
      const back = `${location.pathname}${location.search}`;
      void navigate(`/signin?redirect=${encodeURIComponent(back)}`);
      return;
    }
    const body: AddCartItemBody = {
      dishId: dish.id,
      quantity,
      modifiers: Object.entries(selections)
        .filter(([, ids]) => ids.length > 0)
        .map(([modifierId, optionIds]) => ({ modifierId, optionIds })),
      specialInstruction: instructions.trim() || undefined,
      ...(replaceCart ? { replaceCart: true } : {}),
    };
    add.mutate(body, {
      onSuccess: () => {
        setConflictMessage(null);
        void navigate('/order/cart', orderAt ? { state: { orderAt } } : undefined);
      },
      onError: (err) => {
        if (err instanceof ApiError && err.code === 'cart_conflict') {
          setConflictMessage(err.message);
          return;
        }
        setConflictMessage(null);
        notifyError(err.message, messages.addToCartFailed);
      },
    });
  };

  return (
    <Stack gap={4} align={fullWidth ? 'stretch' : 'flex-start'}>
      <Button
        size={size}
        variant={variant}
        aria-label={blockedReason ? undefined : label}
        onClick={() => submit(false)}
        disabled={!ready || !dish.orderable || blockedReason !== undefined}
        loading={add.isPending && conflictMessage === null}
        aria-describedby={quantityMissing ? hintId : undefined}
      >
        {blockedReason ?? 'Add to cart'}
      </Button>
      {quantityMissing && (
        <Text id={hintId} size="sm" c="red.8" role="alert">
          {messages.setOrderQuantity}
        </Text>
      )}
      <ConfirmDialog
        opened={conflictMessage !== null}
        onClose={() => setConflictMessage(null)}
        title={messages.newCartTitle}
        confirmLabel="Start a new cart"
        onConfirm={() => submit(true)}
        loading={add.isPending}
      >
        {conflictMessage ?? ''}
      </ConfirmDialog>
    </Stack>
  );
}
