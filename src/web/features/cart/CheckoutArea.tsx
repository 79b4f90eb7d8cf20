import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert, Button, Checkbox, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { SavedCard } from '#contracts/payments';
import { cardExpired, cardLabel } from '#domain/cards';
import type { CartResponse } from '#contracts/cart';
import { orderMessages, type PlaceOrderBody } from '#contracts/orders';
import { CARD_MINIMUM_NOTE, creditToApply } from '#domain/credits';
import { cartFeeInput, checkMinimumOrder, computeFees, resolveTip } from '#domain/fees';
import { kitchenState } from '#domain/kitchen-state';
import { listDaysWithSlots } from '#domain/order-time';
import { DEFAULT_ORDER_SETTINGS } from '#domain/order-settings';
import { messages } from '#domain/messages';
import { ApiError } from '../../lib/api';
import { notifyError, notifyMessage } from '../../lib/notify';
import { Dialog } from '../../components/Dialog';
import { itemsLabel } from './cart-format';
import {
  AddressChoice,
  CardChoice,
  MethodChoice,
  TipChoice,
  type Method,
  type Tip,
} from './checkout-choices';
import {
  useCheckoutAddresses,
  useCheckoutCards,
  useCheckoutChef,
  useDeliveryQuote,
  useForgetCard,
  usePlaceOrder,
} from './checkout-api';
import { FeeBreakdown } from './FeeBreakdown';
import { PromoCode } from './PromoCode';
import { TimeChoice } from '../../components/TimeChoice';
import { outcomeUnknown } from './checkout-attempt';

// The card form (and Stripe's, when configured) loads only when a buyer adds a card here.
const AddCardForm = lazy(() => import('../../components/card-form/AddCardForm'));

/**
 * Checkout at the bottom of the cart page: pickup or delivery, when, tip, the breakdown, the
 * card, and "Place order". The server prices everything again; this only previews.
 */
export function CheckoutArea({ cart }: { cart: CartResponse }) {
  const navigate = useNavigate();
  const chefId = cart.chef?.id ?? '';
  const [chosenMethod, setMethod] = useState<Method>('pickup');
  const [chosenAddressId, setAddressId] = useState<string | null>(null);
  const [later, setLater] = useState(false);
  const [day, setDay] = useState<string | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const [tip, setTip] = useState<Tip>({ kind: 'percent', percent: 15 });
  const [chosenCardId, setCardId] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // "Add a card" inside checkout (decision 053): the dialog, whether to keep the card, and the
  // cards added for this order only, forgotten once the order is placed.
  const [adding, setAdding] = useState(false);
  const [keepCard, setKeepCard] = useState(false);
  const [oneOffCardIds, setOneOffCardIds] = useState<string[]>([]);
  const [focusPlace, setFocusPlace] = useState(false);
  const placeButton = useRef<HTMLButtonElement>(null);
  const forget = useForgetCard();

  const settings = cart.chef?.orderSettings ?? DEFAULT_ORDER_SETTINGS;
  // A chef who offers one way only: that way is the choice.
  const method: Method = !settings.offersDelivery
    ? 'pickup'
    : !settings.offersPickup
      ? 'delivery'
      : chosenMethod;

  const addresses = useCheckoutAddresses(method === 'delivery');
  const cards = useCheckoutCards();
  const chef = useCheckoutChef(chefId);
  // Until the buyer picks, the default (or first) address and card are the choice.
  const addressList = addresses.data?.addresses ?? [];
  const cardList = cards.data?.cards ?? [];
  const addressId =
    chosenAddressId ?? (addressList.find((a) => a.isDefault) ?? addressList[0])?.id ?? null;
  const usableCards = cardList.filter((c) => !cardExpired(c.expMonth, c.expYear, new Date()));
  const cardId =
    chosenCardId ?? (usableCards.find((c) => c.isDefault) ?? usableCards[0])?.id ?? null;
  const deliveryAt = later ? slot : null;
  const quote = useDeliveryQuote(chefId, method === 'delivery' ? addressId : null, deliveryAt);
  const place = usePlaceOrder();

  // Later times from the chef's hours, zone, lead time and "pre-order off". The server checks
  // the chosen slot again (hours may change meanwhile) and answers with the reason.
  const days = useMemo(() => {
    const page = chef.data?.chef;
    if (!page) return [];
    return listDaysWithSlots(
      {
        hours: page.businessHours,
        timeZone: page.timeZone,
        leadTimeMinutes: settings.defaultLeadTimeMinutes,
        preOrderDisabled: settings.disablePreOrder,
      },
      new Date(),
    );
  }, [chef.data, settings.defaultLeadTimeMinutes, settings.disablePreOrder]);
  const chooseLater = (value: boolean) => {
    setLater(value);
    if (value && !day && days[0]) {
      setDay(days[0].date);
      setSlot(days[0].slots[0]!.toISOString());
    }
  };
  // The time the buyer picked on the dish page (navigation state), or, when the chef takes
  // orders for later only (decision 048), the first slot: "Order now" would only be refused at
  // Place order.
  const navState: unknown = useLocation().state;
  const wantedAt =
    navState && typeof navState === 'object' && 'orderAt' in navState
      ? String(navState.orderAt)
      : null;
  const presetDone = useRef(false);
  useEffect(() => {
    const page = chef.data?.chef;
    if (presetDone.current || !page || days.length === 0) return;
    presetDone.current = true;
    const wanted = days.find((d) => d.slots.some((s) => s.toISOString() === wantedAt));
    const rules = {
      hours: page.businessHours,
      timeZone: page.timeZone,
      leadTimeMinutes: settings.defaultLeadTimeMinutes,
      preOrderDisabled: settings.disablePreOrder,
    };
    if (wanted && wantedAt) {
      setLater(true);
      setDay(wanted.date);
      setSlot(wantedAt);
    } else if (kitchenState(rules, new Date()).state === 'later') {
      setLater(true);
      setDay(days[0]!.date);
      setSlot(days[0]!.slots[0]!.toISOString());
    }
  }, [chef.data, days, wantedAt, settings.defaultLeadTimeMinutes, settings.disablePreOrder]);
  const chooseDay = (value: string | null) => {
    setDay(value);
    setSlot(days.find((d) => d.date === value)?.slots[0]?.toISOString() ?? null);
  };

  const tipCents =
    tip.kind === 'percent'
      ? resolveTip(tip, cart.subtotalCents)
      : tip.dollars === ''
        ? ({ ok: true, tipCents: 0 } as const)
        : resolveTip({ kind: 'custom', cents: Math.round(tip.dollars * 100) }, cart.subtotalCents);
  const deliveryFeeCents = method === 'delivery' ? (quote.data?.quote.feeCents ?? 0) : 0;
  // The total shown is the one charged: the order request carries it, and the server refuses
  // any other (decision 051).
  const fees = computeFees(
    cartFeeInput(cart, {
      deliveryMethod: method,
      deliveryFeeCents,
      tipCents: tipCents.ok ? tipCents.tipCents : 0,
    }),
  );
  // The buyer's Potluck credit pays first, by the rule the server charges with.
  const creditCents = creditToApply(cart.creditCents, fees.totalCents);

  // One Idempotency-Key per attempt: kept while the outcome is unknown (network, 5xx, "in
  // progress") so a retry cannot place a second order; a new one once the server said no, or
  // when the buyer changed the order.
  const attempt = useRef<{ key: string; body: string } | null>(null);

  const belowMinimum = checkMinimumOrder(cart.subtotalCents, settings.minimumOrderCents);
  const missing = cart.hasProblems
    ? 'Fix the marked items first.'
    : cart.promo?.problem
      ? 'Remove the promo code that does not apply, or change your cart so it does.'
      : belowMinimum
        ? belowMinimum
        : !cardId
          ? 'Add a card to order.'
          : method === 'delivery' && !quote.data
            ? orderMessages.addressRequired
            : later && !slot
              ? 'Choose a time.'
              : !tipCents.ok
                ? tipCents.message
                : null;

  const submit = () => {
    if (missing || !cardId || !tipCents.ok) return;
    const body: PlaceOrderBody = {
      deliveryMethod: method,
      deliveryAt,
      tipCents: tipCents.tipCents,
      paymentMethodId: cardId,
      expectedTotalCents: fees.totalCents,
      ...(method === 'delivery' && quote.data
        ? { addressId: quote.data.quote.addressId, deliveryQuoteToken: quote.data.quote.quoteToken }
        : {}),
    };
    const json = JSON.stringify(body);
    if (!attempt.current || attempt.current.body !== json)
      attempt.current = { key: crypto.randomUUID(), body: json };
    setFieldErrors({});
    setFormError(null);
    place.mutate(
      { key: attempt.current.key, body },
      {
        onSuccess: async ({ order }) => {
          attempt.current = null;
          // Every card added here and not kept, chosen or not: none was meant to stay.
          const results = await Promise.allSettled(
            oneOffCardIds.map((id) => forget.mutateAsync(id)),
          );
          // The order stands; only the card stays saved, and the buyer is told where it is.
          if (results.some((r) => r.status === 'rejected'))
            notifyError(
              'Your order is placed, but the card you added could not be removed. Remove it on your payment methods page.',
            );
          void navigate(`/order/view/${order.id}`);
        },
        onError: (err) => {
          if (!outcomeUnknown(err)) attempt.current = null;
          // An expired quote: fetch a fresh one so the next attempt can go through.
          if (err instanceof ApiError && err.code === 'quote_invalid') void quote.refetch();
          if (err instanceof ApiError) setFieldErrors(err.fields);
          setFormError(err.message);
          notifyError(err.message, 'Unable to place the order');
        },
      },
    );
  };

  const cardAdded = (card: SavedCard) => {
    setAdding(false);
    setCardId(card.id);
    if (!keepCard) setOneOffCardIds((ids) => [...ids, card.id]);
    setFocusPlace(true);
    notifyMessage(
      keepCard
        ? `${cardLabel(card.brand, card.last4)} saved and chosen for this order.`
        : `${cardLabel(card.brand, card.last4)} chosen for this order only.`,
    );
  };
  // The "Add a card" button may be gone once a card exists: carry on at "Place order", after
  // the dialog's closing transition has returned the focus.
  const canPlace = cardList.length > 0;
  useEffect(() => {
    if (!focusPlace || !canPlace || adding) return;
    setFocusPlace(false);
    setTimeout(() => placeButton.current?.focus(), 300);
  }, [focusPlace, canPlace, adding]);

  return (
    <Stack component="section" aria-labelledby="checkout-title" gap="md">
      <Title order={2} size="h3" id="checkout-title">
        Checkout
      </Title>
      <Group justify="space-between">
        <Text>Items</Text>
        <Text>{itemsLabel(cart.itemCount)}</Text>
      </Group>
      {cart.hasProblems && (
        <Alert color="orange" role="status">
          Some items changed since you added them. Change or remove the marked items before
          ordering.
        </Alert>
      )}
      <MethodChoice
        value={method}
        onChange={setMethod}
        offersPickup={settings.offersPickup}
        offersDelivery={settings.offersDelivery}
      />
      {method === 'delivery' && (
        <AddressChoice
          addresses={addressList}
          loading={addresses.isPending}
          failed={addresses.isError}
          value={addressId}
          onChange={setAddressId}
          quote={{ data: quote.data?.quote, isFetching: quote.isFetching, error: quote.error }}
        />
      )}
      <TimeChoice
        later={later}
        onLater={chooseLater}
        days={days}
        day={day}
        onDay={chooseDay}
        slot={slot}
        onSlot={setSlot}
        error={fieldErrors.deliveryAt}
        preOrderDisabled={settings.disablePreOrder}
        timeZone={chef.data?.chef.timeZone}
      />
      <TipChoice
        subtotalCents={cart.subtotalCents}
        value={tip}
        onChange={setTip}
        error={fieldErrors.tipCents ?? (tipCents.ok ? undefined : tipCents.message)}
      />
      <Divider />
      <PromoCode cart={cart} />
      <FeeBreakdown fees={fees} creditCents={creditCents} />
      {cart.creditCents > 0 && (
        <Text size="sm" c="dimmed">
          {CARD_MINIMUM_NOTE}
        </Text>
      )}
      <Divider />
      <CardChoice
        cards={cardList}
        loading={cards.isPending}
        failed={cards.isError}
        value={cardId}
        onChange={setCardId}
        onAdd={() => {
          setKeepCard(false);
          setAdding(true);
        }}
        oneOffIds={oneOffCardIds}
      />
      <Dialog opened={adding} onClose={() => setAdding(false)} title="Add a card" size="lg">
        {adding && (
          <Suspense fallback={<Loader role="status" aria-label="Preparing the card form" />}>
            <AddCardForm
              onCancel={() => setAdding(false)}
              onSaved={cardAdded}
              extra={
                <Checkbox
                  label="Save this card for future orders"
                  checked={keepCard}
                  onChange={(e) => setKeepCard(e.currentTarget.checked)}
                />
              }
            />
          </Suspense>
        )}
      </Dialog>
      <Text size="sm" c="dimmed">
        Your card is authorised now and charged only when the chef accepts the order.
      </Text>
      {formError && (
        <Alert color="red" role="alert" title="Unable to place the order">
          {formError}
        </Alert>
      )}
      {missing && cardList.length > 0 && (
        <Text size="sm" c="dimmed" id="place-order-hint">
          {missing}
        </Text>
      )}
      {cardList.length > 0 && (
        <Button
          ref={placeButton}
          size="md"
          onClick={submit}
          loading={place.isPending}
          disabled={Boolean(missing)}
          aria-describedby={missing ? 'place-order-hint' : undefined}
        >
          Place order
        </Button>
      )}
      {/* Spec §8: an order being placed shows "In Progress". */}
      {place.isPending && (
        <Text size="sm" role="status">
          {messages.inProgress}
        </Text>
      )}
    </Stack>
  );
}
