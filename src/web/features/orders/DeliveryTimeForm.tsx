import { useMemo, useState } from 'react';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { OrderSummary } from '#contracts/orders';
import { listDaysWithSlots, localDate } from '#domain/order-time';
import { TimeChoice } from '../../components/TimeChoice';
import { notifyMessage } from '../../lib/notify';
import { deliveryText } from './order-format';
import { useChefHours, useDeliveryTime } from './orders-api';

/**
 * A new time for an order the chef has not accepted yet: as soon as possible, or one of the
 * chef's half-hour slots in the next 7 days after their lead time (the same slots the
 * checkout offers, from #domain/order-time). The server checks them again: hours may change.
 */
export function DeliveryTimeForm({ order }: { order: OrderSummary }) {
  const [editing, setEditing] = useState(false);
  const what = order.deliveryMethod === 'pickup' ? 'pickup' : 'delivery';
  return (
    <Stack component="section" aria-labelledby="delivery-time" gap="xs">
      <Text component="h2" fw={700} size="lg" id="delivery-time">
        {what === 'pickup' ? 'Pickup time' : 'Delivery time'}
      </Text>
      <Text>{deliveryText(order.deliveryMethod, order.deliveryAt)}</Text>
      {editing ? (
        <TimeEditor order={order} onDone={() => setEditing(false)} />
      ) : (
        <Group>
          <Button variant="light" onClick={() => setEditing(true)}>
            Change {what} time
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function TimeEditor({ order, onDone }: { order: OrderSummary; onDone: () => void }) {
  const chef = useChefHours(order.chef.id, true);
  const save = useDeliveryTime(order.id);
  const page = chef.data?.chef;
  const days = useMemo(
    () =>
      page
        ? listDaysWithSlots(
            {
              hours: page.businessHours,
              timeZone: page.timeZone,
              leadTimeMinutes: page.orderSettings.defaultLeadTimeMinutes,
              preOrderDisabled: page.orderSettings.disablePreOrder,
            },
            new Date(),
          )
        : [],
    [page],
  );
  const current = order.deliveryAt;
  const [later, setLater] = useState(current !== null);
  const [day, setDay] = useState<string | null>(null);
  const [slot, setSlot] = useState<string | null>(current);
  // Until the buyer picks, the order's own day (when still offered), else the first one.
  const currentDay = current && page ? localDate(new Date(current), page.timeZone) : null;
  const chosenDay =
    day ?? (days.some((d) => d.date === currentDay) ? currentDay : (days[0]?.date ?? null));
  const slots = days.find((d) => d.date === chosenDay)?.slots ?? [];
  const chosenSlot =
    slot && slots.some((s) => s.toISOString() === slot) ? slot : (slots[0]?.toISOString() ?? null);

  if (chef.isPending)
    return <Skeleton h={80} role="status" aria-label="Loading the chef's hours" />;
  if (chef.isError)
    return (
      <Alert color="red" role="alert">
        Could not load the chef's hours. {chef.error.message}
      </Alert>
    );

  const submit = () => {
    const deliveryAt = later ? chosenSlot : null;
    if (later && !deliveryAt) return;
    save.mutate(deliveryAt, {
      onSuccess: () => {
        notifyMessage('The time was changed. The chef has been told.');
        onDone();
      },
    });
  };

  return (
    <Stack gap="xs">
      <TimeChoice
        label="New time"
        nowLabel="As soon as possible"
        later={later}
        onLater={setLater}
        days={days}
        day={chosenDay}
        onDay={(v) => {
          setDay(v);
          setSlot(null);
        }}
        slot={chosenSlot}
        onSlot={setSlot}
        preOrderDisabled={false}
        timeZone={page?.timeZone}
      />
      {save.error && (
        <Alert color="red" role="alert" title="Unable to change the time">
          {save.error.message}
        </Alert>
      )}
      <Group>
        <Button onClick={submit} loading={save.isPending} disabled={later && !chosenSlot}>
          Save time
        </Button>
        <Button variant="default" onClick={onDone}>
          Keep the current time
        </Button>
      </Group>
    </Stack>
  );
}
