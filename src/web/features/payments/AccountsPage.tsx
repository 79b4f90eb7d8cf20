import { Link } from 'react-router';
import {
  Card,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { cardLabel } from '#domain/cards';
import { RequireAuth } from '../../lib/RequireAuth';
import { CreditsSection } from './CreditsSection';
import { useSavedCards } from './payments-api';

export function AccountsRoute() {
  return (
    <RequireAuth>
      <AccountsPage />
    </RequireAuth>
  );
}

/** One place for the money side of an account (spec §2 /accounts): cards, payments and credit. */
function AccountsPage() {
  const cards = useSavedCards();
  const list = cards.data?.cards ?? [];
  const preferred = list.find((c) => c.isDefault) ?? list[0];
  const cardsLine = cards.isError
    ? 'Your cards could not be loaded right now.'
    : !preferred
      ? 'No card saved yet. Add one to order.'
      : `${cardLabel(preferred.brand, preferred.last4)}${list.length > 1 ? ` and ${list.length - 1} more` : ''}`;
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>Accounts</Title>
        <AccountLink
          to="/accounts/payment"
          title="Payment methods"
          description={cards.isPending ? null : cardsLine}
        />
        <AccountLink
          to="/accounts/payment_history"
          title="Payment history"
          description="Holds, charges and refunds of your orders."
        />
        <CreditsSection />
      </Stack>
    </Container>
  );
}

function AccountLink({
  to,
  title,
  description,
}: {
  to: string;
  title: string;
  /** null while it loads. */
  description: string | null;
}) {
  return (
    <UnstyledButton component={Link} to={to}>
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Text fw={600} size="lg">
              {title}
            </Text>
            {description === null ? (
              <Skeleton height={14} width={180} mt={6} aria-hidden="true" />
            ) : (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </div>
          <Text aria-hidden="true" size="xl" c="dimmed">
            ›
          </Text>
        </Group>
      </Card>
    </UnstyledButton>
  );
}
