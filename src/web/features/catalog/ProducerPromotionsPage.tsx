import { Link, useParams } from 'react-router';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ProducerOffer } from '#contracts/catalog';
import { chefDisplayName } from '#domain/chef';
import { ApiError } from '../../lib/api';
import { formatDate, formatMoney } from '../../lib/format';
import { useProducerPromotions } from './catalog-api';
import { discountText, offerKindLabel } from './offer-text';

/** /dish/promo/:producer_id — the producer's running campaigns and coupons. */
export function ProducerPromotionsPage() {
  const { producer_id: producerId = '' } = useParams();
  const { data, isLoading, error } = useProducerPromotions(producerId);

  if (isLoading) {
    return (
      <Container size="md" py="xl">
        <Stack role="status" aria-busy="true" aria-label="Loading promotions">
          <Skeleton height={32} width="60%" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Skeleton height={140} />
            <Skeleton height={140} />
          </SimpleGrid>
        </Stack>
      </Container>
    );
  }
  if (error || !data) {
    const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <Container size="sm" py="xl">
        <Title order={1} mb="md">
          {notFound ? 'Not found' : 'Could not load the promotions'}
        </Title>
        <Alert color={notFound ? 'gray' : 'red'} role="alert" mb="md">
          {error?.message ?? 'Something went wrong.'}
        </Alert>
        <Button component={Link} to="/">
          Go to the home page
        </Button>
      </Container>
    );
  }

  const name = chefDisplayName(data.producer);
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <div>
          <Title order={1}>Promotions</Title>
          <Text>
            from{' '}
            <Anchor component={Link} to={`/chef/${data.producer.id}`}>
              {name}
            </Anchor>
          </Text>
        </div>
        {data.promotions.length === 0 ? (
          <Card withBorder radius="md" padding="xl">
            <Text ta="center">{name} has no promotions running right now.</Text>
          </Card>
        ) : (
          <SimpleGrid
            cols={{ base: 1, sm: 2 }}
            component="ul"
            style={{ listStyle: 'none', padding: 0 }}
          >
            {data.promotions.map((p) => (
              <OfferCard key={p.id} offer={p} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}

function validityText(o: ProducerOffer): string {
  if (o.startsAt && o.endsAt) return `Valid ${formatDate(o.startsAt)} to ${formatDate(o.endsAt)}`;
  if (o.endsAt) return `Valid until ${formatDate(o.endsAt)}`;
  if (o.startsAt) return `Valid from ${formatDate(o.startsAt)}`;
  return 'No end date';
}

function OfferCard({ offer: o }: { offer: ProducerOffer }) {
  const title = o.title ?? offerKindLabel[o.kind];
  return (
    <Card withBorder radius="md" component="li">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Badge color="orange" variant="filled" radius="sm" style={{ flexShrink: 0 }}>
            {discountText(o)}
          </Badge>
        </Group>
        {o.description && <Text size="sm">{o.description}</Text>}
        <Text size="sm" c="dimmed">
          {validityText(o)}
        </Text>
        {o.kind === 'coupon' && (
          <Text size="sm">
            Coupon
            {o.minOrderCents > 0 ? ` on orders of ${formatMoney(o.minOrderCents)} or more` : ''}.
            Ask the chef for the code.
          </Text>
        )}
        {o.kind === 'campaign' && (
          <Text size="sm">Campaign: the sale price is already on the dishes, no code needed.</Text>
        )}
        {o.appliesToAllDishes ? (
          <Text size="sm">On every dish</Text>
        ) : (
          o.dishes.length > 0 && (
            <div>
              <Text size="sm" fw={600}>
                On these dishes
              </Text>
              <List size="sm">
                {o.dishes.map((d) => (
                  <List.Item key={d.id}>
                    <Anchor component={Link} to={`/dish/${d.id}`}>
                      {d.name}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </div>
          )
        )}
      </Stack>
    </Card>
  );
}
