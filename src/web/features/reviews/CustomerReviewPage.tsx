import { Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import type { OrderReviewsResponse } from '#contracts/reviews';
import { reviewMessages } from '#domain/reviews';
import { RequireAuth } from '../../lib/RequireAuth';
import { ReviewPageFrame } from './ReviewPageFrame';
import { NotAllowed } from './NotAllowed';
import { ReviewSubjectPanel } from './ReviewSubjectPanel';
import { useCreateReview } from './reviews-api';

/** /review/customer/:id/:order_id — the chef of the order reviews its customer. */
export function CustomerReviewRoute() {
  return (
    <RequireAuth>
      <ReviewPageFrame title="Review the customer">
        {(data) => <CustomerReview data={data} />}
      </ReviewPageFrame>
    </RequireAuth>
  );
}

function CustomerReview({ data }: { data: OrderReviewsResponse }) {
  const customerId = useParams().id ?? '';
  const create = useCreateReview(data.orderId);
  if (customerId !== data.customer.id) {
    return <NotAllowed reason={reviewMessages.customerNotBuyer} />;
  }
  return (
    <Stack gap="lg">
      <Text>
        How was <b>{data.customer.name}</b> as a customer on this order?
      </Text>
      <ReviewSubjectPanel
        subject={data.customerReview}
        formTitle={`Review ${data.customer.name}`}
        commentLabel="Public comment about the customer (optional)"
        submit={(values) =>
          create.mutateAsync({
            kind: 'customer',
            body: { orderId: data.orderId, customerId: data.customer.id, ...values },
          })
        }
      />
    </Stack>
  );
}
