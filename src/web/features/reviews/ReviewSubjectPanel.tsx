import { useState } from 'react';
import type { CreateReviewResponse, Review, ReviewSubject } from '#contracts/reviews';
import { NotAllowed } from './NotAllowed';
import { ReviewForm } from './ReviewForm';
import { ReviewView } from './ReviewView';

/**
 * One thing to review: the form while the viewer may review it, then (thank-you first) the
 * review read-only; the reason when they may not.
 */
export function ReviewSubjectPanel({
  subject,
  formTitle,
  commentLabel,
  submit,
}: {
  subject: ReviewSubject;
  formTitle: string;
  commentLabel?: string;
  submit: (values: { rating: number; publicComment: string }) => Promise<CreateReviewResponse>;
}) {
  const [submitted, setSubmitted] = useState<Review | null>(null);
  if (submitted) return <ReviewView review={submitted} thanked />;
  if (subject.state === 'reviewed' && subject.review)
    return <ReviewView review={subject.review} thanked={false} />;
  if (subject.state === 'not_allowed') {
    return <NotAllowed reason={subject.reason} />;
  }
  return (
    <ReviewForm
      title={formTitle}
      {...(commentLabel ? { commentLabel } : {})}
      onSubmit={async (values) => setSubmitted((await submit(values)).review)}
    />
  );
}
