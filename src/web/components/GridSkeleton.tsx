import { SimpleGrid, Skeleton } from '@mantine/core';

/** Card-shaped placeholders while a grid loads, announced as loading. */
export function GridSkeleton({
  label = 'Loading',
  count = 3,
  height = 160,
}: {
  label?: string;
  count?: number;
  height?: number;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={height} radius="md" />
      ))}
    </SimpleGrid>
  );
}
