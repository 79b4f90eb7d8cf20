import { useState } from 'react';
import { Link } from 'react-router';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { SavedCard } from '#contracts/payments';
import { cardExpired, cardLabel } from '#domain/cards';
import { Dialog } from '../../components/Dialog';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import AddCardForm from '../../components/card-form/AddCardForm';
import { notifyError, notifyMessage } from '../../lib/notify';
import { RequireAuth } from '../../lib/RequireAuth';
import { cardErrorText, useRemoveCard, useSavedCards, useSetDefaultCard } from './payments-api';

export function PaymentMethodsRoute() {
  return (
    <RequireAuth>
      <PaymentMethodsPage />
    </RequireAuth>
  );
}

const expiry = (c: SavedCard) => `${String(c.expMonth).padStart(2, '0')}/${c.expYear}`;

function PaymentMethodsPage() {
  const { data, isLoading, isError, refetch } = useSavedCards();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  const remove = useRemoveCard();
  const setDefault = useSetDefaultCard();
  const cards = data?.cards ?? [];

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      notifyMessage('Card removed.');
      setRemoving(null);
    } catch (err) {
      notifyError(cardErrorText(err));
    }
  };

  const makeDefault = async (card: SavedCard) => {
    try {
      await setDefault.mutateAsync(card.id);
      notifyMessage(`${cardLabel(card.brand, card.last4)} is now your default card.`);
    } catch (err) {
      notifyError(cardErrorText(err));
    }
  };

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Anchor component={Link} to="/accounts/payment_history" size="sm">
              Payment history
            </Anchor>
            <Title order={1}>Payment methods</Title>
          </div>
          {cards.length > 0 && <Button onClick={() => setAdding(true)}>Add a card</Button>}
        </Group>

        {isLoading && (
          <Stack role="status" aria-busy="true" aria-label="Loading your cards">
            <Skeleton height={72} radius="md" />
            <Skeleton height={72} radius="md" />
          </Stack>
        )}

        {isError && <LoadError title="Could not load your cards" onRetry={() => void refetch()} />}

        {data && cards.length === 0 && (
          <EmptyState text="You have no saved cards yet.">
            <Text c="dimmed" size="sm" ta="center">
              Save a card to check out faster. You are only charged when a chef accepts your order.
            </Text>
            <Button onClick={() => setAdding(true)}>Add a card</Button>
          </EmptyState>
        )}

        {cards.length > 0 && (
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Saved cards"
          >
            {cards.map((c) => {
              const label = cardLabel(c.brand, c.last4);
              const expired = cardExpired(c.expMonth, c.expYear, new Date());
              return (
                <Card component="li" key={c.id} withBorder radius="md" padding="md">
                  <Group justify="space-between" wrap="wrap" gap="sm">
                    <Stack gap={2}>
                      <Group gap="xs">
                        <Text fw={600}>{label}</Text>
                        {c.isDefault && (
                          <Badge variant="filled" color="teal.9">
                            Default
                          </Badge>
                        )}
                        {expired && (
                          <Badge variant="filled" color="red.9">
                            Expired
                          </Badge>
                        )}
                      </Group>
                      <Text size="sm" c="dimmed">
                        Expires {expiry(c)}
                      </Text>
                    </Stack>
                    <Group gap="xs">
                      {!c.isDefault && (
                        <Button
                          variant="default"
                          size="xs"
                          onClick={() => void makeDefault(c)}
                          loading={setDefault.isPending && setDefault.variables === c.id}
                          aria-label={`Make ${label} the default`}
                        >
                          Make default
                        </Button>
                      )}
                      <Button
                        variant="light"
                        color="red"
                        size="xs"
                        onClick={() => setRemoving(c)}
                        aria-label={`Remove ${label}`}
                      >
                        Remove
                      </Button>
                    </Group>
                  </Group>
                </Card>
              );
            })}
          </Stack>
        )}
      </Stack>

      <Dialog opened={adding} onClose={() => setAdding(false)} title="Add a card" size="lg">
        {adding && (
          <AddCardForm
            onCancel={() => setAdding(false)}
            onSaved={(card) => {
              notifyMessage(`Card ending in ${card.last4} saved.`);
              setAdding(false);
            }}
          />
        )}
      </Dialog>

      <ConfirmDialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title="Remove this card?"
        confirmLabel="Remove card"
        danger
        loading={remove.isPending}
        onConfirm={() => void confirmRemove()}
      >
        {`${removing ? cardLabel(removing.brand, removing.last4) : ''} will no longer be available at checkout.`}
      </ConfirmDialog>
    </Container>
  );
}
