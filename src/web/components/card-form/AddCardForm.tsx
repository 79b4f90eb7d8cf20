import { useEffect, useState, type ReactNode } from 'react';
import { Button, Group, Loader, Stack } from '@mantine/core';
import type { CardSetupResponse, SavedCard } from '#contracts/payments';
import { FormError } from '../FormError';
import { LocalCardForm } from './LocalCardForm';
import { StripeCardForm } from './StripeCardForm';
import { cardErrorText, startCardSetup } from './card-api';

/**
 * Asks the server how to collect a card (local processor or Stripe), then shows that form.
 * The payment methods page and checkout both open it in their "Add a card" dialog; it is the
 * default export so either can load it lazily.
 */
export default function AddCardForm({
  onSaved,
  onCancel,
  extra,
}: {
  onSaved: (card: SavedCard) => void;
  onCancel: () => void;
  extra?: ReactNode;
}) {
  const [setup, setSetup] = useState<CardSetupResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Each opening of the form gets its own setup (a fresh SetupIntent at Stripe).
  useEffect(() => {
    let current = true;
    startCardSetup().then(
      (s) => current && setSetup(s),
      (err: unknown) => current && setError(cardErrorText(err)),
    );
    return () => {
      current = false;
    };
  }, []);

  if (error) {
    return (
      <Stack>
        <FormError error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Close
          </Button>
        </Group>
      </Stack>
    );
  }
  if (!setup) return <Loader role="status" aria-label="Preparing the card form" />;
  return setup.provider === 'stripe' ? (
    <StripeCardForm
      clientSecret={setup.clientSecret}
      publishableKey={setup.publishableKey}
      onSaved={onSaved}
      onCancel={onCancel}
      extra={extra}
    />
  ) : (
    <LocalCardForm
      tokenizeUrl={setup.tokenizeUrl}
      onSaved={onSaved}
      onCancel={onCancel}
      extra={extra}
    />
  );
}
