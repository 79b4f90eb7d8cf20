import { Group, Stack, Text } from '@mantine/core';
import { creditLabels } from '#domain/credits';
import type { FeeBreakdown as Fees } from '#domain/fees';
import { formatMoney } from '../../lib/format';

/**
 * The checkout breakdown, computed by the same rules the server charges with (ADR 010). With
 * Potluck credit (`creditCents`, credits.ts creditToApply), what the credit pays and the card's rest.
 */
export function FeeBreakdown({ fees, creditCents = 0 }: { fees: Fees; creditCents?: number }) {
  return (
    <Stack gap={4} component="dl" m={0}>
      <Line label="Subtotal" value={formatMoney(fees.subtotalCents)} />
      {fees.discountCents > 0 && <Line label="Discount" value={formatMoney(-fees.discountCents)} />}
      <Line label="Service fee" value={formatMoney(fees.serviceFeeCents)} />
      <Line label="Delivery fee" value={formatMoney(fees.deliveryFeeCents)} />
      <Line label="Tip" value={formatMoney(fees.tipCents)} />
      <Line label="Total" value={formatMoney(fees.totalCents)} strong />
      {creditCents > 0 && (
        <>
          <Line label={creditLabels.credit} value={formatMoney(-creditCents)} />
          <Line
            label={creditLabels.charged}
            value={formatMoney(fees.totalCents - creditCents)}
            strong
          />
        </>
      )}
    </Stack>
  );
}

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text component="dt" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text
        component="dd"
        m={0}
        fw={strong ? 700 : undefined}
        data-testid={`fee-${label.toLowerCase().replace(/ /g, '-')}`}
      >
        {value}
      </Text>
    </Group>
  );
}
