import { Group, Stack, Text, TextInput, Button } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { z } from 'zod';
import { text } from '#contracts/strings';
import { cardMessages, luhnValid, normaliseCardNumber } from '#domain/cards';
import type { SavedCard } from '#contracts/payments';
import { FormError } from '../FormError';
import { validateWith } from '../../lib/validate-with';
import { CardFieldError, cardErrorText, tokenizeCard, useSaveCard } from './card-api';

/**
 * The card details as the local card processor's tokenise endpoint takes them. They never reach
 * our API (it only receives the token), so no contract of ours has them: the processor's rules
 * live here, once.
 */
const cardFormSchema = z.object({
  number: text().refine((v) => luhnValid(normaliseCardNumber(v)), cardMessages.incorrect_number),
  expMonth: text()
    .trim()
    .regex(/^(0?[1-9]|1[0-2])$/, 'Enter the month as MM.'),
  expYear: text()
    .trim()
    .regex(/^(\d{2}|\d{4})$/, 'Enter the year as YY or YYYY.'),
  cvc: text()
    .trim()
    .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit code.'),
});
type Values = z.input<typeof cardFormSchema>;

const fieldOf: Record<string, keyof Values> = {
  number: 'number',
  expMonth: 'expMonth',
  expYear: 'expYear',
  cvc: 'cvc',
};

/**
 * The card form for the local card processor. The details go to the processor's own
 * tokenise endpoint; our API only ever receives the token it answers.
 */
interface CardField {
  name: 'number' | 'expMonth' | 'expYear' | 'cvc';
  label: string;
  autoComplete: string;
  maxLength: number;
  placeholder: string;
}

/** The number on its own line, then expiry and code side by side. */
const cardFields: CardField[] = [
  {
    name: 'number',
    label: 'Card number',
    autoComplete: 'cc-number',
    maxLength: 23,
    placeholder: '1234 1234 1234 1234',
  },
  {
    name: 'expMonth',
    label: 'Expiry month',
    autoComplete: 'cc-exp-month',
    maxLength: 2,
    placeholder: 'MM',
  },
  {
    name: 'expYear',
    label: 'Expiry year',
    autoComplete: 'cc-exp-year',
    maxLength: 4,
    placeholder: 'YYYY',
  },
  { name: 'cvc', label: 'Security code', autoComplete: 'cc-csc', maxLength: 4, placeholder: 'CVC' },
];

export function LocalCardForm({
  tokenizeUrl,
  onSaved,
  onCancel,
  extra,
}: {
  tokenizeUrl: string;
  onSaved: (card: SavedCard) => void;
  onCancel: () => void;
  /** More fields shown above the buttons (checkout's "keep this card"). */
  extra?: ReactNode;
}) {
  const save = useSaveCard();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<Values>({
    initialValues: { number: '', expMonth: '', expYear: '', cvc: '' },
    validate: validateWith(cardFormSchema),
  });

  // The form appears after the dialog opened (it waits for the card setup): start typing here.
  const numberRef = useRef<HTMLInputElement>(null);
  useEffect(() => numberRef.current?.focus(), []);

  const submit = form.onSubmit(async (values) => {
    setError(null);
    setSubmitting(true);
    try {
      const token = await tokenizeCard(tokenizeUrl, {
        number: normaliseCardNumber(values.number),
        expMonth: Number(values.expMonth),
        expYear: Number(values.expYear),
        cvc: values.cvc.trim(),
      });
      const { card } = await save.mutateAsync(token.id);
      onSaved(card);
    } catch (err) {
      if (err instanceof CardFieldError && err.param && fieldOf[err.param])
        form.setFieldError(fieldOf[err.param]!, err.message);
      setError(cardErrorText(err));
    } finally {
      setSubmitting(false);
    }
  });

  const fieldInput = (f: CardField) => (
    <TextInput
      key={f.name}
      ref={f.name === 'number' ? numberRef : undefined}
      label={f.label}
      required
      inputMode="numeric"
      autoComplete={f.autoComplete}
      maxLength={f.maxLength}
      placeholder={f.placeholder}
      {...form.getInputProps(f.name)}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Add a card">
      <Stack gap="sm">
        <FormError error={error} />
        {cardFields.slice(0, 1).map(fieldInput)}
        <Group grow align="flex-start">
          {cardFields.slice(1).map(fieldInput)}
        </Group>
        <Text size="xs" c="dimmed">
          Test processor: 4242 4242 4242 4242 is accepted, 4000 0000 0000 0002 is declined. Any
          future expiry and any 3-digit code.
        </Text>
        {extra}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            Save card
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
