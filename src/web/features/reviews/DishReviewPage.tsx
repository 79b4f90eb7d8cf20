import { Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import type { OrderReviewsResponse } from '#contracts/reviews';
import { reviewMessages } from '#domain/reviews';
import { StarRating } from '../../components/StarRating';
import { RequireAuth } from '../../lib/RequireAuth';
import { ReviewPageFrame } from './ReviewPageFrame';
import { NotAllowed } from './NotAllowed';
import { ReviewSubjectPanel } from './ReviewSubjectPanel';
import { useCreateReview } from './reviews-api';

/** /review/dish/:food_id/:order_id — a rating and a public comment for one dish of the order. */
export function DishReviewRoute() {
  return (
    <RequireAuth>
      <ReviewPageFrame title="Review a dish">
        {(data) => <DishReview data={data} />}
      </ReviewPageFrame>
    </RequireAuth>
  );
}

function DishReview({ data }: { data: OrderReviewsResponse }) {
  const dishId = useParams().food_id ?? '';
  const create = useCreateReview(data.orderId);
  const dish = data.dishes.find((d) => d.dishId === dishId);
  if (!dish) {
    return <NotAllowed reason={reviewMessages.dishNotInOrder} />;
  }
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text>
          <b>{dish.dishName}</b> from {data.chef.name}
        </Text>
        <StarRating average={dish.rating.average} count={dish.rating.count} />
      </Stack>
      <ReviewSubjectPanel
        subject={dish}
        formTitle={`Review ${dish.dishName}`}
        submit={(values) =>
          create.mutateAsync({
            kind: 'dish',
            body: { orderId: data.orderId, dishId: dish.dishId, ...values },
          })
        }
      />
    </Stack>
  );
}
