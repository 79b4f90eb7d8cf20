import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { LAST_CALL_RADIUS_KM } from '#contracts/lastcall';
import type { SearchLocation } from '#contracts/search';
import { LastCallDealCard } from './LastCallDealCard';
import { LastCallSubscription } from './LastCallSubscription';
import { useLastCallDeals } from './lastcall-api';
import { useLastCallsHidden } from './last-calls-hidden';

/** Deal cards shown before "Show all". */
const DEALS_SHOWN = 4;
const cols = { base: 1, xs: 2, md: 4 };
const HEADING_ID = 'last-calls-heading';

/** The current time, ticking every 30 s so "time left" counts down while the page is open. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The search screen's Last Calls section (spec §2): live last-call deals within 10 km of the
 * chosen search location, the subscription controls, and Hide / Show (remembered on the device).
 */
export function LastCallsSection({ location }: { location: SearchLocation }) {
  const [hidden, setHidden] = useLastCallsHidden();
  const toggled = useRef(false);
  const showButton = useRef<HTMLButtonElement>(null);
  const hideButton = useRef<HTMLButtonElement>(null);

  // The button pressed disappears with the section: keep keyboard focus on its counterpart.
  useEffect(() => {
    if (!toggled.current) return;
    toggled.current = false;
    (hidden ? showButton : hideButton).current?.focus();
  }, [hidden]);
  const toggle = (next: boolean) => {
    toggled.current = true;
    setHidden(next);
  };

  if (hidden) {
    return (
      <Paper withBorder radius="md" px="sm" py="xs">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            Last Calls are hidden.
          </Text>
          <Button ref={showButton} size="xs" variant="light" onClick={() => toggle(false)}>
            Show Last Calls
          </Button>
        </Group>
      </Paper>
    );
  }
  return (
    <Paper component="section" aria-labelledby={HEADING_ID} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={2} id={HEADING_ID} fz={{ base: 20, sm: 22 }}>
              Last Calls
            </Title>
            <Text size="sm" c="dimmed">
              Near-closing deals within {LAST_CALL_RADIUS_KM} km
            </Text>
          </div>
          <Button ref={hideButton} size="xs" variant="subtle" onClick={() => toggle(true)}>
            Hide Last Calls
          </Button>
        </Group>
        <LastCallSubscription location={location} />
        <LastCallDeals location={location} />
      </Stack>
    </Paper>
  );
}

function LastCallDeals({ location }: { location: SearchLocation }) {
  const deals = useLastCallDeals(location);
  const [expanded, setExpanded] = useState(false);
  const now = useNow();

  if (deals.isPending) {
    return (
      <SimpleGrid cols={cols} aria-busy="true" role="status" aria-label="Loading last calls">
        {Array.from({ length: DEALS_SHOWN }, (_, i) => (
          <Card key={i} withBorder radius="md" padding="sm">
            <Skeleton height={140} mb="sm" />
            <Skeleton height={14} width="70%" mb={8} />
            <Skeleton height={12} width="40%" />
          </Card>
        ))}
      </SimpleGrid>
    );
  }
  if (deals.isError) {
    return (
      <Alert color="red" title="Could not load last calls" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{deals.error.message}</Text>
          <Button size="xs" variant="default" onClick={() => void deals.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  const list = deals.data.deals;
  if (list.length === 0) {
    return (
      <Card withBorder radius="md" py="lg">
        <Stack align="center" gap={4}>
          <Text fw={700} role="status">
            No last-call deals within {LAST_CALL_RADIUS_KM} km right now
          </Text>
          <Text c="dimmed" size="sm" ta="center">
            Chefs post them near closing time. Subscribe to hear about new ones, or try another
            location.
          </Text>
        </Stack>
      </Card>
    );
  }
  const shown = expanded ? list : list.slice(0, DEALS_SHOWN);
  return (
    <Stack gap="xs">
      <SimpleGrid
        cols={cols}
        component="ul"
        aria-label="Last-call deals"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {shown.map((deal) => (
          <li key={`${deal.lastCallId}:${deal.dishId}`}>
            <LastCallDealCard deal={deal} now={now} />
          </li>
        ))}
      </SimpleGrid>
      {list.length > DEALS_SHOWN && (
        <Group justify="center">
          <Button
            size="xs"
            variant="default"
            aria-expanded={expanded}
            onClick={() => setExpanded((v) => !v)}
          >
            {expanded ? 'Show fewer deals' : `Show all ${list.length} deals`}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
