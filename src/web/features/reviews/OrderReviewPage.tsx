import { Link } from 'react-router';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { OrderReviewsResponse } from '#contracts/reviews';
import { StarRating } from '../../components/StarRating';
import { RequireAuth } from '../../lib/RequireAuth';
import { ReviewPageFrame } from './ReviewPageFrame';
import { ReviewSubjectPanel } from './ReviewSubjectPanel';
import { useCreateReview } from './reviews-api';

/** /review/order/:order_id — the buyer rates the order (the chef's overall rating). */
export function OrderReviewRoute() {
  return (
    <RequireAuth>
      <ReviewPageFrame title="Review your order">
        {(data) => <OrderReview data={data} />}
      </ReviewPageFrame>
    </RequireAuth>
  );
}

function OrderReview({ data }: { data: OrderReviewsResponse }) {
  const create = useCreateReview(data.orderId);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text>
          Your order from <b>{data.chef.name}</b>
        </Text>
        <StarRating average={data.chef.rating.average} count={data.chef.rating.count} />
      </Stack>
      <ReviewSubjectPanel
        subject={data.order}
        formTitle={`Review your order from ${data.chef.name}`}
        submit={(values) =>
          create.mutateAsync({ kind: 'order', body: { orderId: data.orderId, ...values } })
        }
      />
      {data.viewerRole === 'buyer' && data.dishes.length > 0 && <DishLinks data={data} />}
      {data.viewerRole === 'seller' && (
        <Anchor component={Link} to={`/review/customer/${data.customer.id}/${data.orderId}`}>
          Review the customer, {data.customer.name}
        </Anchor>
      )}
    </Stack>
  );
}

function DishLinks({ data }: { data: OrderReviewsResponse }) {
  return (
    <section aria-labelledby="review-dishes">
      <Title order={2} size="h3" id="review-dishes" mb="sm">
        Rate the dishes
      </Title>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {data.dishes.map((d) => (
          <li key={d.dishId}>
            <Group justify="space-between" wrap="nowrap">
              <Anchor component={Link} to={`/review/dish/${d.dishId}/${data.orderId}`}>
                {d.state === 'reviewed' ? `Your review of ${d.dishName}` : `Review ${d.dishName}`}
              </Anchor>
              {d.state === 'reviewed' && d.review && (
                <Text size="sm" c="dimmed">
                  You gave {d.review.rating} of 5 stars
                </Text>
              )}
            </Group>
          </li>
        ))}
      </Stack>
    </section>
  );
}
