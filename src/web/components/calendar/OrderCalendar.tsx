import { useId, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  type TitleOrder,
} from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CalendarDay, CalendarOrder, CalendarResponse } from '#contracts/calendar';
import { addDays, calendarMessages, DAYS_PER_WEEK, isPlainDate, weekOf } from '#domain/calendar';
import { EmptyState } from '../EmptyState';
import { LoadError } from '../LoadError';
import { formatMoney } from '../../lib/format';
import { orderStatusLabels } from '../../lib/order-status';
import {
  dayHeading,
  dayTitle,
  hoursText,
  itemsText,
  orderCountText,
  orderTimeText,
  rangeTitle,
  zoneNote,
  type CalendarView,
} from './calendar-format';

// The order calendar (spec §2 "calendar"; decision 055): a chef's scheduled orders in the
// business portal, a buyer's on /order/list. A week is an ordered list of seven days, each a
// section with its heading, its hours (the chef's) and the list of its orders; every order is
// a link to its page, so a click or Enter opens it and Tab walks the week in order.

/** The view and the chosen day, kept in the address (?view=day&date=2026-11-24). */
export function useCalendarParams(): {
  view: CalendarView;
  date: string | null;
  setCalendar: (next: { view?: CalendarView; date?: string | null }) => void;
} {
  const [params, setParams] = useSearchParams();
  const view: CalendarView = params.get('view') === 'day' ? 'day' : 'week';
  const raw = params.get('date');
  const date = raw && isPlainDate(raw) ? raw : null;
  const setCalendar = (next: { view?: CalendarView; date?: string | null }) => {
    const p = new URLSearchParams(params);
    const nextView = next.view ?? view;
    const nextDate = next.date === undefined ? date : next.date;
    if (nextView === 'day') p.set('view', 'day');
    else p.delete('view');
    if (nextDate) p.set('date', nextDate);
    else p.delete('date');
    setParams(p);
  };
  return { view, date, setCalendar };
}

export interface OrderCalendarProps {
  query: UseQueryResult<CalendarResponse>;
  view: CalendarView;
  /** The chosen day (null: today, in the calendar's zone). */
  date: string | null;
  onChange: (next: { view?: CalendarView; date?: string | null }) => void;
  /** The level of the range's heading; days are one below. */
  headingOrder?: 2 | 3;
  /** "For Maria" on the chef's calendar, "From Ana's Kitchen" on the buyer's. */
  whoText: (order: CalendarOrder) => string;
  /** What to do when nothing is scheduled (e.g. a link to find food). */
  emptyAction?: ReactNode;
}

export function OrderCalendar({
  query,
  view,
  date,
  onChange,
  headingOrder = 2,
  whoText,
  emptyAction,
}: OrderCalendarProps) {
  const data = query.data;
  // The day shown or whose week is shown: the chosen one, else today once the answer says.
  const focus = date ?? data?.today ?? null;
  const step = view === 'week' ? DAYS_PER_WEEK : 1;
  const unit = view === 'week' ? 'week' : 'day';
  const days: CalendarDay[] = data
    ? view === 'week'
      ? data.days
      : data.days.filter((d) => d.date === focus)
    : [];
  const week = focus ? weekOf(focus) : null;
  const title =
    view === 'day' ? (focus ? dayTitle(focus) : '') : week ? rangeTitle(week.from, week.to) : '';
  const count = days.reduce((n, d) => n + d.orders.length, 0);
  const titleId = useId();

  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="xs" role="group" aria-label={`Move by ${unit}`}>
          <Button
            variant="default"
            disabled={!focus}
            onClick={() => focus && onChange({ date: addDays(focus, -step) })}
          >
            Previous {unit}
          </Button>
          <Button variant="default" onClick={() => onChange({ date: null })}>
            Today
          </Button>
          <Button
            variant="default"
            disabled={!focus}
            onClick={() => focus && onChange({ date: addDays(focus, step) })}
          >
            Next {unit}
          </Button>
        </Group>
        <Group gap={0} role="group" aria-label="Calendar view">
          {(['week', 'day'] as const).map((v) => (
            <Button
              key={v}
              variant={view === v ? 'filled' : 'default'}
              aria-pressed={view === v}
              onClick={() => onChange({ view: v })}
            >
              {v === 'week' ? 'Week' : 'Day'}
            </Button>
          ))}
        </Group>
      </Group>

      <Stack gap={2}>
        <Title order={headingOrder as TitleOrder} id={titleId}>
          {title || 'Calendar'}
        </Title>
        {data && (
          <Text size="sm" role="status">
            {orderCountText(count)} · {zoneNote(data.timeZone)}
          </Text>
        )}
      </Stack>

      {query.isPending && (
        <Stack role="status" aria-label="Loading the calendar" gap="sm">
          <Skeleton height={40} />
          <Skeleton height={120} />
          <Skeleton height={120} />
        </Stack>
      )}
      {query.isError && (
        <LoadError
          title="Unable to load the calendar"
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      )}
      {data?.truncated && (
        <Alert color="orange" title="Too many orders to show">
          This {unit} holds more orders than the calendar can show at once; the latest ones are left
          out. Look at a single day, or at your order lists.
        </Alert>
      )}
      {data && count === 0 && (
        <EmptyState text={view === 'week' ? calendarMessages.emptyWeek : calendarMessages.emptyDay}>
          {emptyAction}
        </EmptyState>
      )}
      {data && (
        <SimpleGrid
          component="ol"
          aria-label={title}
          cols={{ base: 1, md: view === 'week' ? DAYS_PER_WEEK : 1 }}
          spacing="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {days.map((day) => (
            <li key={day.date} style={{ minWidth: 0 }}>
              <CalendarDayCell
                day={day}
                today={day.date === data.today}
                timeZone={data.timeZone}
                headingOrder={(headingOrder + 1) as TitleOrder}
                whoText={whoText}
                wide={view === 'day'}
              />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function CalendarDayCell({
  day,
  today,
  timeZone,
  headingOrder,
  whoText,
  wide,
}: {
  day: CalendarDay;
  today: boolean;
  timeZone: string;
  headingOrder: TitleOrder;
  whoText: (order: CalendarOrder) => string;
  wide: boolean;
}) {
  const headingId = useId();
  const closed = day.hours?.closed === true;
  return (
    // In the day view the calendar's own heading names the day: the cell is no second region.
    <Paper
      component={wide ? 'div' : 'section'}
      aria-labelledby={wide ? undefined : headingId}
      withBorder
      radius="md"
      p="xs"
      h="100%"
      bg={closed ? 'var(--mantine-color-default-hover)' : undefined}
      style={today ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : {}}
    >
      <Stack gap={6}>
        {!wide && (
          <Title order={headingOrder} size="h5" id={headingId}>
            {dayHeading(day.date)}
          </Title>
        )}
        {today && (
          <Badge size="sm" variant="filled" color="dark" style={{ alignSelf: 'flex-start' }}>
            Today
          </Badge>
        )}
        {day.hours && (
          <Text size="xs" fw={closed ? 700 : 400}>
            {hoursText(day.hours)}
          </Text>
        )}
        {day.orders.length > 0 ? (
          <Stack
            component="ul"
            gap={6}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={`Orders on ${dayHeading(day.date)}`}
          >
            {day.orders.map((order) => (
              <li key={order.id}>
                <CalendarOrderItem order={order} timeZone={timeZone} whoText={whoText} />
              </li>
            ))}
          </Stack>
        ) : (
          <Text size="xs">No orders</Text>
        )}
      </Stack>
    </Paper>
  );
}

function CalendarOrderItem({
  order,
  timeZone,
  whoText,
}: {
  order: CalendarOrder;
  timeZone: string;
  whoText: (order: CalendarOrder) => string;
}) {
  const status = orderStatusLabels[order.status];
  return (
    <Paper withBorder radius="sm" p={6}>
      <Stack gap={2}>
        <Anchor component={Link} to={`/order/view/${order.id}`} fw={700} size="sm">
          {orderTimeText(order, timeZone)} · {order.foodName ?? 'Order'}
        </Anchor>
        <Text size="xs">
          {order.deliveryMethod === 'pickup' ? 'Pickup' : 'Delivery'} · {whoText(order)} ·{' '}
          {itemsText(order.itemCount)} · {formatMoney(order.totalCents)}
        </Text>
        <Badge size="xs" color={status.color} variant="filled" radius="sm">
          {status.label}
        </Badge>
      </Stack>
    </Paper>
  );
}
