import { Link, useParams } from 'react-router';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { DishLabel } from '#contracts/catalog';
import { messages } from '#domain/messages';
import { ApiError } from '../../lib/api';
import { useDishLabel } from './catalog-api';

// Printing shows the label only: the app shell and the buttons stay off the paper.
const PRINT_CSS = `@media print {
  body * { visibility: hidden; }
  #dish-label, #dish-label * { visibility: visible; }
  #dish-label { position: absolute; inset: 0 auto auto 0; border: 1px solid #000; }
  .potluck-no-print { display: none !important; }
}`;

/** /dish/label/:id — a printable label of a dish. */
export function DishLabelPage() {
  const { id = '' } = useParams();
  const { data, isLoading, error } = useDishLabel(id);

  if (isLoading) {
    return (
      <Container size="xs" py="xl">
        <Stack role="status" aria-busy="true" aria-label="Loading label">
          <Skeleton height={32} width="70%" />
          <Skeleton height={200} />
        </Stack>
      </Container>
    );
  }
  if (error || !data) {
    const notVisible = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <Container size="sm" py="xl">
        <Title order={1} mb="md">
          {notVisible ? 'Label not available' : 'Could not load the label'}
        </Title>
        <Alert color={notVisible ? 'gray' : 'red'} role="alert" mb="md">
          {notVisible ? messages.dishLoadFailed : (error?.message ?? messages.dishLoadFailed)}
        </Alert>
        <Button component={Link} to="/">
          Go to the home page
        </Button>
      </Container>
    );
  }
  return <LabelView label={data.label} />;
}

function LabelView({ label: l }: { label: DishLabel }) {
  const a = l.address;
  const cityLine = a
    ? [a.city, [a.state, a.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ')
    : '';
  return (
    <Container size="xs" py="xl">
      <style>{PRINT_CSS}</style>
      <Group justify="space-between" mb="md" className="potluck-no-print">
        <Anchor component={Link} to={`/dish/${l.dishId}`}>
          Back to the dish
        </Anchor>
        <Button onClick={() => window.print()}>Print</Button>
      </Group>
      <Card
        withBorder
        radius="sm"
        padding="lg"
        id="dish-label"
        component="article"
        aria-labelledby="label-name"
      >
        <Stack gap="sm">
          <Title order={1} size="h2" id="label-name">
            {l.name}
          </Title>
          <div>
            <Text fw={700} size="sm">
              Ingredients
            </Text>
            <Text size="sm">
              {l.ingredients.length > 0 ? l.ingredients.join(', ') : 'Not listed'}
            </Text>
          </div>
          {l.diets.length > 0 && (
            <div>
              <Text fw={700} size="sm">
                Diets
              </Text>
              <Text size="sm">{l.diets.join(', ')}</Text>
            </div>
          )}
          {(l.netWeight || l.totalServing !== null) && (
            <Group gap="lg">
              {l.netWeight && <Text size="sm">Net weight: {l.netWeight}</Text>}
              {l.totalServing !== null && <Text size="sm">Servings: {l.totalServing}</Text>}
            </Group>
          )}
          <div>
            <Text fw={700} size="sm">
              Made by
            </Text>
            <Text size="sm">{l.producerName}</Text>
            {a?.address1 && <Text size="sm">{a.address1}</Text>}
            {a?.address2 && <Text size="sm">{a.address2}</Text>}
            {cityLine && <Text size="sm">{cityLine}</Text>}
            {l.businessPhone && <Text size="sm">Phone: {l.businessPhone}</Text>}
          </div>
          {l.permitType === 'CFO' && (
            <Text size="sm" fw={700}>
              Made in a home kitchen
            </Text>
          )}
          {l.permitType === 'RES' && <Text size="sm">Prepared in a restaurant kitchen</Text>}
        </Stack>
      </Card>
    </Container>
  );
}
