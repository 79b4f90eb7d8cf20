import { Link } from 'react-router';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { OrderCalendar, useCalendarParams } from '../../components/calendar/OrderCalendar';
import { calendarQuery } from '../../lib/queries/calendar';
import { useLiveInvalidation } from '../../lib/use-live-event';
import { BusinessGuard } from './BusinessGuard';

// /business/calendar (spec §2 "calendar"; issue 15 point 7, decision 055): the chef's orders
// placed for later, by week or by day in the chef's time zone, beside their hours and closed
// days. Each order opens its page.

export function CalendarPortalRoute() {
  return (
    <BusinessGuard>
      <CalendarPortalPage />
    </BusinessGuard>
  );
}

const calendarKeys = [['orders', 'calendar', 'seller']] as const;

function CalendarPortalPage() {
  const { view, date, setCalendar } = useCalendarParams();
  const query = useQuery(calendarQuery('seller', date));
  // A new order, or one moved or cancelled, shows without a reload.
  useLiveInvalidation('order.created', () => calendarKeys, calendarKeys);
  useLiveInvalidation('order.updated', () => calendarKeys, calendarKeys);
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/product/list" size="sm">
          ← Business portal
        </Anchor>
        <Title order={1}>Calendar</Title>
        <Text>
          Orders placed for later, on the day and at the time the customer asked for, beside your
          business hours. Orders for as soon as possible are in your{' '}
          <Anchor component={Link} to="/order/list">
            order lists
          </Anchor>
          .
        </Text>
        <OrderCalendar
          query={query}
          view={view}
          date={date}
          onChange={setCalendar}
          whoText={(o) => `for ${o.counterpart.name}`}
        />
      </Stack>
    </Container>
  );
}
