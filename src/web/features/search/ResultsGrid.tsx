import { Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { ChefHit, DishHit } from '#contracts/search';
import { dishBadges } from '#domain/dish-status';
import { chefDisplayName } from '#domain/chef';
import { DishCard, type DishCardView } from '../../components/DishCard';
import { ChefCard } from '../../components/ChefCard';
import { PagePicker } from '../../components/PagePicker';

/** `totalCapped`: more matched than the server counts; `total` is then a lower bound. */
export type Results =
  | { kind: 'foods'; hits: DishHit[]; total: number; totalCapped?: boolean }
  | { kind: 'chefs'; hits: ChefHit[]; total: number; totalCapped?: boolean };

const cols = { base: 1, xs: 2, md: 3 };

export function ResultsSkeleton({ count }: { count: number }) {
  return (
    <SimpleGrid cols={cols} aria-busy="true" role="status" aria-label="Loading results">
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} withBorder radius="md" padding="sm">
          <Skeleton height={140} mb="sm" />
          <Skeleton height={14} width="70%" mb={8} />
          <Skeleton height={12} width="40%" />
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The result cards and, when there is more than one page, the pagination under them. */
export function ResultsGrid({
  results,
  page,
  pages,
  onPage,
}: {
  results: Results;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (results.hits.length === 0) {
    return (
      <Card withBorder radius="md" py="xl">
        <Stack align="center" gap={4}>
          <Text fw={700} size="lg" role="status">
            No Items Found
          </Text>
          <Text c="dimmed" size="sm" ta="center">
            Try other words, fewer filters, a larger distance or another location.
          </Text>
        </Stack>
      </Card>
    );
  }
  const now = new Date();
  return (
    <Stack>
      <Text size="sm" c="dimmed" role="status">
        {results.total}
        {results.totalCapped ? '+' : ''} {results.total === 1 ? 'result' : 'results'}
      </Text>
      <SimpleGrid cols={cols} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {results.kind === 'foods'
          ? results.hits.map((d) => (
              <li key={d.id}>
                <DishCard dish={hitCard(d, now)} />
              </li>
            ))
          : results.hits.map((c) => (
              <li key={c.id}>
                <ChefCard chef={c} />
              </li>
            ))}
      </SimpleGrid>
      <PagePicker total={pages} value={page} onChange={onPage} label="Result pages" />
    </Stack>
  );
}

/**
 * A search hit as a card: badges computed from its state, the chef and the distance shown, and
 * the avoided ingredients the server marked.
 */
function hitCard(hit: DishHit, now: Date): DishCardView {
  return {
    ...hit,
    badges: dishBadges({ ...hit, createdAt: new Date(hit.createdAt) }, now),
    chefName: chefDisplayName(hit.chef),
  };
}
