import { Button, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createOrderReviewBodySchema } from '#contracts/reviews';
import { REVIEW_COMMENT_MAX } from '#domain/reviews';
import { FormError } from '../../components/FormError';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { validateWith } from '../../lib/validate-with';
import { StarInput } from './StarInput';

/** The rating and comment of every kind of review; the order, dish or customer is the page's. */
const reviewFormSchema = createOrderReviewBodySchema.pick({ rating: true, publicComment: true });

export interface ReviewValues {
  rating: number | null;
  publicComment: string;
}

/** Stars, a public comment with its counter, and Submit. */
export function ReviewForm({
  title,
  commentLabel = 'Public comment (optional)',
  onSubmit,
}: {
  /** The form's accessible name, e.g. "Review Churros". */
  title: string;
  commentLabel?: string;
  onSubmit: (values: { rating: number; publicComment: string }) => Promise<void>;
}) {
  const form = useForm<ReviewValues>({
    initialValues: { rating: null, publicComment: '' },
    validate: validateWith(reviewFormSchema),
  });
  const { submit, submitting, error } = useFormSubmit(form, ({ rating, publicComment }) =>
    onSubmit({ rating: rating ?? 0, publicComment: publicComment.trim() }),
  );
  const left = REVIEW_COMMENT_MAX - form.values.publicComment.length;
  return (
    <form aria-label={title} onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError error={error} />
        <StarInput
          value={form.values.rating}
          onChange={(n) => form.setFieldValue('rating', n)}
          error={typeof form.errors.rating === 'string' ? form.errors.rating : undefined}
        />
        <Textarea
          label={commentLabel}
          description={`Everyone can read it. ${left} of ${REVIEW_COMMENT_MAX} characters left`}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={REVIEW_COMMENT_MAX}
          {...form.getInputProps('publicComment')}
        />
        <Text size="sm" c="dimmed">
          Reviews cannot be changed after you submit them.
        </Text>
        <Button type="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
          Submit review
        </Button>
      </Stack>
    </form>
  );
}
