import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { OrderSummary, OrderTransitionBody } from '#contracts/orders';
import { formatMoney } from '../../lib/format';
import { notifyMessage } from '../../lib/notify';
import { actionsFor, cancelMoneyText } from './order-format';
import { useOrderTransition } from './orders-api';
import { ReasonDialog } from './ReasonDialog';

const done: Record<OrderTransitionBody['action'], string> = {
  accept: 'Order accepted. The customer has been told.',
  reject: 'Order rejected. The customer has been told.',
  ready: 'Marked ready. The customer has been told.',
  complete: 'Order completed.',
  cancel: 'Order cancelled. The customer has been told.',
};

/** The chef's next steps: accept or reject a new order, then ready, complete, or cancel. */
export function ChefActions({ order }: { order: OrderSummary }) {
  const transition = useOrderTransition(order.id);
  const [dialog, setDialog] = useState<'reject' | 'cancel' | null>(null);
  const actions = actionsFor(order);
  if (actions.length === 0) return null;

  const run = (body: OrderTransitionBody) =>
    transition.mutate(body, {
      onSuccess: () => {
        setDialog(null);
        notifyMessage(done[body.action]);
      },
    });
  // A failure (e.g. the card capture on accept) is shown where it happened, in the server's words.
  const failure = transition.error?.message ?? null;
  const pendingAction = transition.isPending ? transition.variables.action : null;

  return (
    <Stack component="section" aria-labelledby="chef-actions" gap="sm">
      <Text component="h2" fw={700} size="lg" id="chef-actions">
        Your next step
      </Text>
      <Group gap="sm">
        {actions.includes('accept') && (
          <Button
            onClick={() => run({ action: 'accept' })}
            loading={pendingAction === 'accept'}
            disabled={transition.isPending}
          >
            Accept
          </Button>
        )}
        {actions.includes('reject') && (
          <Button
            variant="default"
            onClick={() => {
              transition.reset();
              setDialog('reject');
            }}
            disabled={transition.isPending}
          >
            Reject
          </Button>
        )}
        {actions.includes('ready') && (
          <Button
            onClick={() => run({ action: 'ready' })}
            loading={pendingAction === 'ready'}
            disabled={transition.isPending}
          >
            Mark ready
          </Button>
        )}
        {actions.includes('complete') && (
          <Button
            onClick={() => run({ action: 'complete' })}
            loading={pendingAction === 'complete'}
            disabled={transition.isPending}
          >
            Complete
          </Button>
        )}
        {actions.includes('cancel') && (
          <Button
            variant="default"
            color="red.8"
            onClick={() => {
              transition.reset();
              setDialog('cancel');
            }}
            disabled={transition.isPending}
          >
            Cancel order
          </Button>
        )}
      </Group>
      {actions.includes('accept') && (
        <Text size="sm" c="dimmed">
          Accepting charges the customer's card {formatMoney(order.totals.totalCents)}; you earn{' '}
          {formatMoney(order.totals.chefEarningsCents)}.
        </Text>
      )}
      {failure && dialog === null && (
        <Alert color="red" role="alert" title="That did not work">
          {failure}
        </Alert>
      )}
      <ReasonDialog
        key={`reject-${String(dialog === 'reject')}`}
        opened={dialog === 'reject'}
        onClose={() => setDialog(null)}
        title="Reject this order?"
        reasonLabel="Reason for rejecting"
        confirmLabel="Reject order"
        keepLabel="Keep order"
        pending={transition.isPending}
        error={dialog === 'reject' ? failure : null}
        onConfirm={(reason) => run({ action: 'reject', reason })}
      >
        <Text size="sm">The customer's card hold is released and they see your reason.</Text>
      </ReasonDialog>
      <ReasonDialog
        key={`cancel-${String(dialog === 'cancel')}`}
        opened={dialog === 'cancel'}
        onClose={() => setDialog(null)}
        title="Cancel this order?"
        reasonLabel="Reason for cancelling"
        confirmLabel="Cancel order"
        keepLabel="Keep order"
        pending={transition.isPending}
        error={dialog === 'cancel' ? failure : null}
        onConfirm={(reason) => run({ action: 'cancel', reason })}
      >
        <Text size="sm">{cancelMoneyText(order)} The customer sees your reason.</Text>
      </ReasonDialog>
    </Stack>
  );
}
