import { useState } from 'react';
import { Alert, Card, NumberInput, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import type { DishDetail } from '#contracts/catalog';
import { salePriceCents } from '#domain/campaigns';
import { chefTimeText, kitchenMessages } from '#domain/kitchen-text';
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
import { KitchenStatus, viewerTimeZone } from '../../../components/KitchenStatus';
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
  // The chef's kitchen (decision 048): closed and taking no orders for later, the button says
  // so; taking orders for later only, the next times are offered and the pick goes to checkout.
  const { kitchen } = dish;
  const closed = kitchen.state === 'closed';
  const [orderAt, setOrderAt] = useState<string | null>(kitchen.nextSlots[0] ?? null);
  const now = new Date();
  const zone = viewerTimeZone();
  const timeText = (iso: string) => chefTimeText(new Date(iso), kitchen.timeZone, zone, now);

  return (
    <Card withBorder radius="md" component="section" aria-labelledby="dish-order">
      <Stack gap="md">
        <Title order={2} size="h4" id="dish-order">
          Your order
        </Title>
        <KitchenStatus kitchen={kitchen} size="md" />
        {closed ? (
          <Alert color="gray" title="Closed">
            {kitchenMessages.closed}
            {kitchen.at ? ` Orders open again ${timeText(kitchen.at)}.` : ''}
          </Alert>
        ) : (
          !dish.orderable && <Alert color="gray">This dish cannot be ordered right now.</Alert>
        )}
        {kitchen.state === 'later' && kitchen.nextSlots.length > 0 && (
          <Radio.Group
            label="Order for later"
            description="The chef is closed now. Pick a time; you can change it at checkout."
            value={orderAt}
            onChange={setOrderAt}
          >
            <Stack gap={6} mt="xs">
              {kitchen.nextSlots.map((iso) => (
                <Radio key={iso} value={iso} label={timeText(iso)} />
              ))}
            </Stack>
          </Radio.Group>
        )}
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
          blockedReason={closed ? kitchenMessages.closedButton : undefined}
          orderAt={kitchen.state === 'later' ? orderAt : null}
        />
      </Stack>
    </Card>
  );
}
