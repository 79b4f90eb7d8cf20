import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { OrderSummary } from '#contracts/orders';
import { messages } from '#domain/messages';
import { Dialog } from '../../components/Dialog';
import { ApiError } from '../../lib/api';
import { notifyMessage } from '../../lib/notify';
import { actionsFor, cancelMoneyText } from './order-format';
import { useArchiveOrder, useOrderTransition, useReorder } from './orders-api';
import { ReasonDialog } from './ReasonDialog';

/** The buyer's buttons: cancel before the chef accepts, archive when finished, order again. */
export function BuyerActions({ order }: { order: OrderSummary }) {
  const actions = actionsFor(order);
  const cancel = useOrderTransition(order.id);
  const archive = useArchiveOrder(order.id);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const shown = actions.filter((a) => a === 'cancel' || a === 'archive' || a === 'reorder');
  if (shown.length === 0) return null;

  return (
    <Stack component="section" aria-labelledby="buyer-actions" gap="sm">
      <Text component="h2" fw={700} size="lg" id="buyer-actions">
        Manage this order
      </Text>
      <Group gap="sm">
        {actions.includes('reorder') && <ReorderButton orderId={order.id} />}
        {actions.includes('archive') && (
          <Button
            variant="default"
            loading={archive.isPending}
            onClick={() =>
              archive.mutate(undefined, {
                onSuccess: () => notifyMessage('Order archived. It is in your Archive list.'),
              })
            }
          >
            Archive
          </Button>
        )}
        {actions.includes('cancel') && (
          <Button
            variant="default"
            color="red.8"
            onClick={() => {
              cancel.reset();
              setConfirmCancel(true);
            }}
          >
            Cancel order
          </Button>
        )}
      </Group>
      {archive.error && (
        <Alert color="red" role="alert" title="Unable to archive the order">
          {archive.error.message}
        </Alert>
      )}
      <ReasonDialog
        opened={confirmCancel}
        onClose={() => setConfirmCancel(false)}
        title="Cancel this order?"
        confirmLabel="Cancel order"
        keepLabel="Keep order"
        pending={cancel.isPending}
        error={cancel.error?.message ?? null}
        onConfirm={() =>
          cancel.mutate(
            { action: 'cancel' },
            {
              onSuccess: () => {
                setConfirmCancel(false);
                notifyMessage('Order cancelled.');
              },
            },
          )
        }
      >
        <Text size="sm">{cancelMoneyText(order)}</Text>
      </ReasonDialog>
    </Stack>
  );
}

/**
 * "Order again": the dishes go back into the cart. A cart holding another chef's dishes asks
 * "Start a New Cart?" as adding a dish does (confirm replaces it, cancel keeps it).
 */
function ReorderButton({ orderId }: { orderId: string }) {
  const navigate = useNavigate();
  const reorder = useReorder(orderId);
  const [conflict, setConflict] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const run = (replaceCart: boolean) => {
    setFailure(null);
    reorder.mutate(replaceCart, {
      onSuccess: () => {
        setConflict(null);
        void navigate('/order/cart');
      },
      onError: (err) => {
        if (err instanceof ApiError && err.code === 'cart_conflict') {
          setConflict(err.message);
          return;
        }
        setConflict(null);
        setFailure(err.message);
      },
    });
  };
  return (
    <>
      <Button onClick={() => run(false)} loading={reorder.isPending && conflict === null}>
        Order again
      </Button>
      {failure && (
        <Alert color="red" role="alert" title={messages.addToCartFailed} w="100%">
          {failure}
        </Alert>
      )}
      <Dialog
        opened={conflict !== null}
        onClose={() => setConflict(null)}
        title={messages.newCartTitle}
        centered
      >
        <Stack>
          <Text>{conflict}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConflict(null)}>
              Cancel
            </Button>
            <Button onClick={() => run(true)} loading={reorder.isPending}>
              Start a new cart
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}
