import { Link } from 'react-router';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CreditGrant } from '#contracts/credits';
import { REFERRAL_CREDIT_CENTS } from '#domain/credits';
import { formatDate, formatMoney } from '../../lib/format';
import { creditsQuery } from '../../lib/queries/credits';

const KIND_LABEL: Record<CreditGrant['kind'], string> = {
  signup: 'Welcome credit',
  referral: 'Referral credit',
};

/**
 * A buyer's Potluck credit on /accounts (spec §9): what the next order can spend and each
 * grant with what is left, when it expires and its terms.
 */
export function CreditsSection() {
  const credits = useQuery(creditsQuery());
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="credits-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="credits-title">
          Potluck credit
        </Title>
        {credits.isPending ? (
          <Stack gap={6} aria-busy="true" role="status" aria-label="Loading your credit">
            <Skeleton height={24} width={120} />
            <Skeleton height={14} width="80%" />
          </Stack>
        ) : credits.isError ? (
          <Alert color="red" role="alert" title="Your credit could not be loaded right now.">
            <Button variant="light" size="xs" onClick={() => void credits.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : credits.data.grants.length === 0 ? (
          <Text size="sm">
            You have no Potluck credit yet.{' '}
            <Anchor component={Link} to="/invite">
              Invite a chef
            </Anchor>
            : you earn {formatMoney(REFERRAL_CREDIT_CENTS)} when they go live.
          </Text>
        ) : (
          <>
            <Text size="xl" fw={700} data-testid="credit-available">
              {formatMoney(credits.data.availableCents)}
              <Text span size="sm" fw={400} c="dimmed">
                {' '}
                available
              </Text>
            </Text>
            {credits.data.heldCents > 0 && (
              <Text size="sm" c="dimmed">
                {formatMoney(credits.data.heldCents)} is set aside for orders the chef has not
                accepted yet.
              </Text>
            )}
            <Text size="sm">
              Credit is spent on your orders before your card. {credits.data.cardMinimumNote}
            </Text>
            <List spacing="sm" listStyleType="none" p={0} m={0} aria-label="Your credit grants">
              {credits.data.grants.map((g) => (
                <List.Item key={g.id}>
                  <Grant grant={g} />
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Card>
  );
}

function Grant({ grant }: { grant: CreditGrant }) {
  return (
    <Stack gap={2}>
      <Group gap="xs">
        <Text fw={600}>{KIND_LABEL[grant.kind]}</Text>
        {grant.expired ? (
          <Badge color="gray" variant="light">
            Expired
          </Badge>
        ) : (
          <Text size="sm">
            {formatMoney(grant.remainingCents)} left of {formatMoney(grant.amountCents)}
          </Text>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {grant.expired ? 'Expired' : 'Expires'} {formatDate(grant.expiresAt)}. {grant.terms}
      </Text>
    </Stack>
  );
}
