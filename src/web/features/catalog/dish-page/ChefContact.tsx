import { Link } from 'react-router';
import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import type { DishDetail } from '#contracts/catalog';
import { chefDisplayName } from '#domain/chef';
import { ChefPlace } from '../../../components/ChefPlace';

/** The chef's name, contacts and, when known, where they are on a map. */
export function ChefContact({ dish }: { dish: DishDetail }) {
  const c = dish.chef;
  const name = chefDisplayName(c);
  const website = c.website && /^https?:\/\//i.test(c.website) ? c.website : null;
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="dish-chef">
      <Stack gap="xs">
        <Title order={2} size="h4" id="dish-chef">
          From the chef
        </Title>
        <Anchor component={Link} to={`/chef/${c.id}`} fw={600}>
          {name}
        </Anchor>
        {c.businessName && c.businessName !== c.name && (
          <Text size="sm" c="dimmed">
            {c.name}
          </Text>
        )}
        {c.title && <Text size="sm">{c.title}</Text>}
        {c.businessPhone && (
          <Text size="sm">
            Phone:{' '}
            <Anchor href={`tel:${c.businessPhone.replace(/[^+0-9]/g, '')}`}>
              {c.businessPhone}
            </Anchor>
          </Text>
        )}
        {c.businessEmail && (
          <Text size="sm">
            E-mail: <Anchor href={`mailto:${c.businessEmail}`}>{c.businessEmail}</Anchor>
          </Text>
        )}
        {website && (
          <Text size="sm">
            Website:{' '}
            <Anchor href={website} target="_blank" rel="noopener noreferrer nofollow">
              {website.replace(/^https?:\/\//i, '')}
            </Anchor>
          </Text>
        )}
        <ChefPlace
          latitude={c.latitude}
          longitude={c.longitude}
          radiusM={c.locationRadiusM}
          name={name}
        />
      </Stack>
    </Card>
  );
}
