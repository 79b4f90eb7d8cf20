import { useState } from 'react';
import { Alert, Card, NumberInput, Stack, Text, Textarea, Title } from '@mantine/core';
import type { DishDetail } from '#contracts/catalog';
import { salePriceCents } from '#domain/campaigns';
import {
  canAddToCart,
  isSelectionValid,
  lineTotalCents,
  type ModifierSelections,
} from '#domain/modifiers';
import {
  MAX_QUANTITY,
  MIN_QUANTITY,
  SPECIAL_INSTRUCTION_MAX,
  specialInstructionLeft,
  validateQuantity,
} from '#domain/quantity';
import { formatMoney } from '../../../lib/format';
import { AddToCart } from '../AddToCart';
import { ModifierField } from './ModifierField';
import { toDomainModifier } from './modifier-choice';

/** Quantity, the dish's options, special instructions, the line total and Add to cart. */
export function OrderControls({ dish }: { dish: DishDetail }) {
  const [quantity, setQuantity] = useState<number | string>(1);
  const [instructions, setInstructions] = useState('');
  const [selections, setSelections] = useState<Record<string, string[]>>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});

  const qty = typeof quantity === 'number' ? quantity : Number.parseFloat(quantity);
  const quantityError = validateQuantity(qty);
  const domainModifiers = dish.modifiers.map(toDomainModifier);
  const left = specialInstructionLeft(instructions);
  const select = (modifierId: string, ids: string[]) => {
    setSelections((s) => ({ ...s, [modifierId]: ids }));
    setTouched((t) => ({ ...t, [modifierId]: true }));
  };
  // What checkout charges a portion: the lowest of the regular, last-call and campaign price.
  const unitCents = salePriceCents(dish.priceCents, {
    dealCents: dish.lastCallPriceCents,
    campaignCents: dish.campaign?.priceCents,
  });
  const sel: ModifierSelections = selections;

  return (
    <Card withBorder radius="md" component="section" aria-labelledby="dish-order">
      <Stack gap="md">
        <Title order={2} size="h4" id="dish-order">
          Your order
        </Title>
        {!dish.orderable && <Alert color="gray">This dish cannot be ordered right now.</Alert>}
        <NumberInput
          label="Quantity"
          value={quantity}
          onChange={setQuantity}
          min={MIN_QUANTITY}
          max={MAX_QUANTITY}
          clampBehavior="none"
          allowDecimal={false}
          error={quantityError}
          w={160}
        />
        {dish.modifiers.map((m, i) => {
          const domain = domainModifiers[i]!;
          return (
            <ModifierField
              key={m.id}
              modifier={m}
              selected={selections[m.id] ?? []}
              valid={isSelectionValid(domain, selections[m.id] ?? [])}
              touched={touched[m.id] ?? false}
              onChange={(ids) => select(m.id, ids)}
            />
          );
        })}
        <Textarea
          label="Special instructions"
          value={instructions}
          onChange={(e) => setInstructions(e.currentTarget.value.slice(0, SPECIAL_INSTRUCTION_MAX))}
          maxLength={SPECIAL_INSTRUCTION_MAX}
          autosize
          minRows={2}
          description={`${left} of ${SPECIAL_INSTRUCTION_MAX} characters left`}
        />
        {quantityError === null && (
          <Text fw={600} aria-live="polite">
            Total for {qty}: {formatMoney(lineTotalCents(unitCents, qty, domainModifiers, sel))}
          </Text>
        )}
        <AddToCart
          dish={dish}
          quantity={qty}
          selections={selections}
          instructions={instructions}
          ready={canAddToCart(qty, domainModifiers, sel)}
        />
      </Stack>
    </Card>
  );
}
