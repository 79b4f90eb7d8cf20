import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Anchor, Container, Skeleton, Stack, Title } from '@mantine/core';
import type { OrderReviewsResponse } from '#contracts/reviews';
import { orderLoadFailedMessage } from '#domain/messages';
import { LoadError } from '../../components/LoadError';
import { ApiError } from '../../lib/api';
import { useOrderReviews } from './reviews-api';

/**
 * The frame of a review page: loads what the viewer may review on the order (skeleton while
 * loading; the spec's "Unable to load the order: {id}" when it is not theirs or not there).
 */
export function ReviewPageFrame({
  title,
  children,
}: {
  title: string;
  children: (data: OrderReviewsResponse) => ReactNode;
}) {
  const orderId = useParams().order_id ?? '';
  const query = useOrderReviews(orderId);
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        {query.isPending ? (
          <Stack role="status" aria-label="Loading the review">
            <Skeleton h={24} w="60%" />
            <Skeleton h={40} w={200} />
            <Skeleton h={120} />
          </Stack>
        ) : query.isError ? (
          query.error instanceof ApiError && [400, 403, 404].includes(query.error.status) ? (
            <Alert color="red" role="alert">
              {orderLoadFailedMessage(orderId)}
            </Alert>
          ) : (
            <LoadError
              title={orderLoadFailedMessage(orderId)}
              message={query.error.message}
              onRetry={() => void query.refetch()}
            />
          )
        ) : (
          <>
            {children(query.data)}
            <Anchor component={Link} to={`/order/view/${query.data.orderId}`}>
              Back to the order
            </Anchor>
          </>
        )}
      </Stack>
    </Container>
  );
}
