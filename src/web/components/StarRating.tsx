import { useId } from 'react';
import { Group, Text } from '@mantine/core';
import { roundToHalfStar } from '#domain/reviews';

/** Rounds to the nearest half star, clamped to 0–5 (the one rule lives in #domain/reviews). */
export const halfStars = roundToHalfStar;

const STAR = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z';

function Star({ fill, size, id }: { fill: 0 | 0.5 | 1; size: number; id: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {fill === 0.5 && (
        <defs>
          <linearGradient id={id}>
            <stop offset="50%" stopColor="var(--mantine-color-yellow-6)" />
            <stop offset="50%" stopColor="transparent" />
          </linearGradient>
        </defs>
      )}
      <path
        d={STAR}
        fill={fill === 1 ? 'var(--mantine-color-yellow-6)' : fill === 0.5 ? `url(#${id})` : 'none'}
        stroke="var(--mantine-color-yellow-7)"
        strokeWidth={1.5}
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Read-only star rating in half steps (spec §2) with the number of ratings.
 * `average` null = nobody rated yet.
 */
export function StarRating({
  average,
  count,
  size = 18,
  single = false,
}: {
  average: number | null;
  count: number;
  size?: number;
  /** One person's rating (a review): no count, no average figure. */
  single?: boolean;
}) {
  const gradientId = `star-half-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  if (average === null || count === 0) {
    return (
      <Text size="sm" c="dimmed">
        No ratings yet
      </Text>
    );
  }
  const value = halfStars(average);
  const label = single
    ? `Rated ${value} out of 5`
    : `Rated ${value} out of 5 from ${count} ${count === 1 ? 'rating' : 'ratings'}`;
  return (
    <Group gap={6} wrap="nowrap">
      <Group gap={1} wrap="nowrap" role="img" aria-label={label}>
        {[1, 2, 3, 4, 5].map((n) => (
          <Star
            key={n}
            size={size}
            id={gradientId}
            fill={value >= n ? 1 : value >= n - 0.5 ? 0.5 : 0}
          />
        ))}
      </Group>
      {!single && (
        <Text size="sm" c="dimmed" aria-hidden="true">
          {value.toFixed(1)} ({count})
        </Text>
      )}
    </Group>
  );
}
