import { lazy, Suspense } from 'react';
import { Skeleton, Stack, Text } from '@mantine/core';

// The map library is heavy: it loads only when a chef has a location to show.
const ChefMap = lazy(() => import('./ChefMap'));

/**
 * Where a chef is, on a small map: a business's own address as a marker, anyone else's home as
 * an area of `radiusM` around a point that is not the home (decision 052), said in words too.
 */
export function ChefPlace({
  latitude,
  longitude,
  radiusM,
  name,
}: {
  latitude: number | null;
  longitude: number | null;
  radiusM: number | null;
  name: string;
}) {
  if (latitude === null || longitude === null) return null;
  const km = radiusM === null ? null : radiusM / 1000;
  return (
    <Stack gap={4}>
      <Suspense fallback={<Skeleton height={220} radius="md" />}>
        <ChefMap
          latitude={latitude}
          longitude={longitude}
          radiusM={radiusM}
          label={
            km === null
              ? `Map showing where ${name} is`
              : `Map showing the area around ${name}'s kitchen`
          }
        />
      </Suspense>
      {km !== null && (
        <Text size="sm" c="dimmed">
          {name} cooks from home: the map shows the area within {km} km, not the address. The exact
          pickup address is shared once the chef accepts your pickup order.
        </Text>
      )}
    </Stack>
  );
}
