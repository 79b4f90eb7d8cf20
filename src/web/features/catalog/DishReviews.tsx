import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { listDishReviews } from '#contracts/endpoints/catalog';
import type { PublicReview } from '#contracts/reviews';
import { PagePicker } from '../../components/PagePicker';
import { StarRating } from '../../components/StarRating';
import { call } from '../../lib/api';

/** The dish's public reviews under its description, newest first, ten a page. */
export function DishReviews({ dishId }: { dishId: string }) {
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: ['catalog', 'dish-reviews', dishId, page],
    queryFn: ({ signal }) =>
      call(listDishReviews, { params: { id: dishId }, query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-labelledby="dish-reviews">
      <Title order={2} size="h4" id="dish-reviews" mb="xs">
        Reviews{q.data && q.data.total > 0 ? ` (${q.data.total})` : ''}
      </Title>
      {q.isLoading ? (
        <Stack gap="xs" role="status" aria-label="Loading reviews">
          <Skeleton h={56} radius="md" />
          <Skeleton h={56} radius="md" />
        </Stack>
      ) : q.error ? (
        <Alert color="red" role="alert">
          Unable to load the reviews: {q.error.message}
        </Alert>
      ) : q.data && q.data.total > 0 ? (
        <Stack gap="sm">
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {q.data.reviews.map((r) => (
              <li key={r.id}>
                <ReviewCard review={r} />
              </li>
            ))}
          </Stack>
          <PagePicker
            total={Math.ceil(q.data.total / q.data.pageSize)}
            value={page}
            onChange={setPage}
            label="Review pages"
          />
        </Stack>
      ) : (
        <Text c="dimmed">
          No reviews yet. Customers review a dish after their order is completed.
        </Text>
      )}
    </section>
  );
}

function ReviewCard({ review }: { review: PublicReview }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="article"
      aria-label={`Review by ${review.reviewerName}`}
    >
      <Group justify="space-between" gap="xs">
        <StarRating average={review.rating} count={1} size={16} single />
        <Text size="xs" c="dimmed" component="time" dateTime={review.createdAt}>
          {dayjs(review.createdAt).format('MM/DD/YYYY')}
        </Text>
      </Group>
      {review.comment && (
        <Text mt={4} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {review.comment}
        </Text>
      )}
      <Text size="sm" c="dimmed" mt={4}>
        {review.reviewerName}
      </Text>
    </Paper>
  );
}
