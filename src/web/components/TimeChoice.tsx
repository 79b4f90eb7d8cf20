import { Group, Radio, Select, Stack, Text } from '@mantine/core';
import { chefClockText } from '#domain/kitchen-text';
import { formatTime } from '../lib/format';
import { viewerTimeZone } from './KitchenStatus';

export interface Slots {
  date: string;
  slots: Date[];
}

/**
 * "Now" or one of the chef's half-hour slots in the next 7 days (listed by
 * #domain/order-time): the checkout's "When" and the order page's new time.
 */
export function TimeChoice({
  later,
  onLater,
  days,
  day,
  onDay,
  slot,
  onSlot,
  error,
  preOrderDisabled,
  label = 'When',
  nowLabel = 'Order now',
  timeZone,
}: {
  later: boolean;
  onLater: (later: boolean) => void;
  days: Slots[];
  day: string | null;
  onDay: (d: string | null) => void;
  slot: string | null;
  onSlot: (s: string | null) => void;
  error?: string;
  preOrderDisabled: boolean;
  label?: string;
  nowLabel?: string;
  /** The chef's zone: times read in it, naming it when the buyer's differs (decision 048). */
  timeZone?: string;
}) {
  const zone = viewerTimeZone();
  const timeLabel = (s: Date) => (timeZone ? chefClockText(s, timeZone, zone) : formatTime(s));
  const slots = days.find((d) => d.date === day)?.slots ?? [];
  return (
    <Stack gap="xs">
      <Radio.Group
        label={label}
        value={later ? 'later' : 'now'}
        onChange={(v) => onLater(v === 'later')}
        error={!later ? error : undefined}
      >
        <Group mt="xs">
          <Radio value="now" label={nowLabel} />
          <Radio value="later" label="Later" disabled={days.length === 0} />
        </Group>
      </Radio.Group>
      {days.length === 0 && (
        <Text size="sm" c="dimmed">
          {preOrderDisabled
            ? 'This chef takes orders for now only.'
            : 'This chef has no later times in the next 7 days.'}
        </Text>
      )}
      {later && (
        <Group grow align="flex-start">
          <Select
            label="Day"
            data={days.map((d) => ({ value: d.date, label: dayLabel(d.date) }))}
            value={day}
            onChange={onDay}
            allowDeselect={false}
          />
          <Select
            label="Time"
            data={slots.map((s) => ({ value: s.toISOString(), label: timeLabel(s) }))}
            value={slot}
            onChange={onSlot}
            allowDeselect={false}
            error={error}
          />
        </Group>
      )}
    </Stack>
  );
}

const dayLabel = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  });
