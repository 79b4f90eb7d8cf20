import { Alert, Card, Stack, Text } from '@mantine/core';
import type { Review } from '#contracts/reviews';
import { reviewMessages } from '#domain/reviews';
import { formatDate } from '../../lib/format';
import classes from './reviews.module.css';
import { StarsShown } from './StarInput';

/** A review as written, read-only; `thanked` right after it was submitted. */
export function ReviewView({ review, thanked }: { review: Review; thanked: boolean }) {
  return (
    <Stack gap="md">
      {thanked && (
        <Alert color="teal" role="status">
          <Text fw={600}>{reviewMessages.thankYou}</Text>
          <Text>Your review is saved and shown below.</Text>
        </Alert>
      )}
      <Card withBorder radius="md" p="md" component="section" aria-label="Your review">
        <Stack gap="xs">
          <Text fw={600}>Your review</Text>
          <StarsShown rating={review.rating} />
          {review.publicComment ? (
            // Plain text: React escapes it; comments are never rendered as HTML.
            <Text className={classes.comment}>{review.publicComment}</Text>
          ) : (
            <Text c="dimmed">No comment.</Text>
          )}
          <Text size="sm" c="dimmed">
            Reviewed on {formatDate(review.createdAt)}
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}
