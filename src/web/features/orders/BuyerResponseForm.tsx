import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { BUYER_RESPONSE_MAX, type OrderSummary } from '#contracts/orders';
import { notifyMessage } from '../../lib/notify';
import { charactersLeft } from './order-format';
import { useBuyerResponse } from './orders-api';

/** The buyer's note on the order for the chef (spec §4 "buyer response"), up to 500 characters. */
export function BuyerResponseForm({ order }: { order: OrderSummary }) {
  const save = useBuyerResponse(order.id);
  const [text, setText] = useState(order.buyerResponse ?? '');
  const [empty, setEmpty] = useState(false);
  const unchanged = text.trim() === (order.buyerResponse ?? '').trim();
  return (
    <Stack
      component="form"
      gap="xs"
      aria-labelledby="buyer-response"
      onSubmit={(e) => {
        e.preventDefault();
        if (!text.trim()) {
          setEmpty(true);
          return;
        }
        save.mutate(text.trim(), { onSuccess: () => notifyMessage('Your note was sent.') });
      }}
    >
      <Text component="h2" fw={700} size="lg" id="buyer-response">
        Note to the chef
      </Text>
      <Textarea
        label="Your note"
        autosize
        minRows={2}
        maxLength={BUYER_RESPONSE_MAX}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setEmpty(false);
        }}
        description={charactersLeft(text, BUYER_RESPONSE_MAX)}
        error={empty ? 'Write a note first.' : undefined}
      />
      {save.error && (
        <Alert color="red" role="alert">
          {save.error.message}
        </Alert>
      )}
      <Group>
        <Button type="submit" variant="light" loading={save.isPending} disabled={unchanged}>
          Send note
        </Button>
      </Group>
    </Stack>
  );
}
