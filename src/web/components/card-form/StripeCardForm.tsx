import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { SavedCard } from '#contracts/payments';
import { FormError } from '../FormError';
import { cardErrorText, useSaveCard } from './card-api';
import { loadStripe, type StripeCardElement, type StripeJs } from './stripe-js';

/**
 * The card form when Stripe is configured: Stripe Elements collects the card inside Stripe's
 * iframe and confirms our SetupIntent; we only save the resulting payment method id.
 */
export function StripeCardForm({
  clientSecret,
  publishableKey,
  onSaved,
  onCancel,
  extra,
}: {
  clientSecret: string;
  publishableKey: string;
  onSaved: (card: SavedCard) => void;
  onCancel: () => void;
  /** More fields shown above the buttons (checkout's "keep this card"). */
  extra?: ReactNode;
}) {
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: StripeJs; card: StripeCardElement } | null>(null);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const save = useSaveCard();

  useEffect(() => {
    let card: StripeCardElement | null = null;
    let cancelled = false;
    loadStripe(publishableKey)
      .then((stripe) => {
        if (cancelled || !mountRef.current) return;
        card = stripe.elements().create('card', { hidePostalCode: true });
        card.mount(mountRef.current);
        card.on('change', (e) => setError(e.error?.message ?? null));
        stripeRef.current = { stripe, card };
        setReady(true);
      })
      .catch(() => setError('The card form could not load. Check your connection and try again.'));
    return () => {
      cancelled = true;
      card?.destroy();
    };
  }, [publishableKey]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const s = stripeRef.current;
    if (!s) return;
    setSubmitting(true);
    setError(null);
    try {
      const result = await s.stripe.confirmCardSetup(clientSecret, {
        payment_method: { card: s.card },
      });
      const pm = result.setupIntent?.payment_method;
      if (result.error || !pm) throw new Error(result.error?.message ?? 'Your card was declined.');
      const { card } = await save.mutateAsync(typeof pm === 'string' ? pm : pm.id);
      onSaved(card);
    } catch (err) {
      setError(err instanceof Error ? err.message : cardErrorText(err));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Add a card">
      <Stack gap="sm">
        <FormError error={error} />
        <Text size="sm" fw={500} id="stripe-card-label">
          Card details
        </Text>
        <Box
          ref={mountRef}
          aria-labelledby="stripe-card-label"
          p="sm"
          style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
        />
        {!ready && !error && <Loader size="sm" role="status" aria-label="Loading the card form" />}
        {extra}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting} disabled={!ready}>
            Save card
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
