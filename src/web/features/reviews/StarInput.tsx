import { useId, useState } from 'react';
import { Input } from '@mantine/core';
import { RATING_MAX } from '#domain/reviews';
import classes from './reviews.module.css';

const STAR = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z';

function StarIcon({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={STAR} />
    </svg>
  );
}

/** One review's rating, read-only: whole stars (a single review has no halves). */
export function StarsShown({ rating }: { rating: number }) {
  return (
    <span className={classes.stars} role="img" aria-label={`${rating} out of ${RATING_MAX} stars`}>
      {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((n) => (
        <span key={n} className={classes.shownStar} data-filled={n <= rating || undefined}>
          <StarIcon size={24} />
        </span>
      ))}
    </span>
  );
}
const starLabel = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;

/**
 * Choose 1–5 stars: a radio group ("1 star" … "5 stars"), so Tab reaches it and the arrow keys
 * move the choice; pointing at a star previews it.
 */
export function StarInput({
  value,
  onChange,
  error,
  label = 'Your rating',
}: {
  value: number | null;
  onChange: (rating: number) => void;
  error?: string | undefined;
  label?: string;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  return (
    <Input.Wrapper
      label={label}
      required
      error={error}
      errorProps={{ id: errorId }}
      labelElement="div"
      labelProps={{ id: `${name}-label` }}
    >
      <fieldset
        className={classes.stars}
        role="radiogroup"
        aria-labelledby={`${name}-label`}
        aria-describedby={error ? errorId : undefined}
        aria-required="true"
        onMouseLeave={() => setHover(null)}
      >
        {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((n) => (
          <label
            key={n}
            className={classes.star}
            data-filled={n <= shown || undefined}
            onMouseEnter={() => setHover(n)}
          >
            <input
              className={classes.radio}
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={starLabel(n)}
            />
            <StarIcon size={32} />
          </label>
        ))}
      </fieldset>
    </Input.Wrapper>
  );
}
