import { useId } from 'react';
import { Avatar, Badge, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { LiveStreamCard } from '#contracts/live-streams';
import { watchPath } from '#domain/live-streams';
import { liveNowQuery } from '../lib/queries/live-now';
import { liveIndicatorLabel } from './LiveIndicator';

const CARD_WIDTH = 240;

/** "1 watching", "12 watching". */
export function viewersLabel(count: number): string {
  return `${count.toLocaleString('en-US')} watching`;
}

/**
 * "Live now" (issue 16): the broadcasts live now, most watched first, each a link to its watch
 * page. Nothing at all while it loads, when nothing is live or when the list can not be read:
 * the row takes no space until it has something to show. Its page loads it lazily.
 */
export function LiveNowRow() {
  const { data } = useQuery(liveNowQuery());
  const headingId = useId();
  const streams = data?.streams ?? [];
  if (streams.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Title id={headingId} order={2} size="h3" mb="sm">
        Live now
      </Title>
      <Box
        component="ul"
        aria-labelledby={headingId}
        style={{
          display: 'flex',
          gap: 16,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          listStyle: 'none',
          margin: 0,
          padding: '2px 2px 8px',
        }}
      >
        {streams.map((s) => (
          <Box
            component="li"
            key={s.id}
            style={{ flex: `0 0 ${CARD_WIDTH}px`, scrollSnapAlign: 'start' }}
          >
            <LiveStreamTile stream={s} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** The tile's accessible name: where it goes first, then what the tile shows. */
export function liveTileLabel(s: LiveStreamCard): string {
  return `${liveIndicatorLabel(s.chefName)}: ${s.title}, ${viewersLabel(s.viewerCount)}`;
}

function LiveStreamTile({ stream: s }: { stream: LiveStreamCard }) {
  return (
    <Card
      component={Link}
      to={watchPath(s.chefId, s.id)}
      aria-label={liveTileLabel(s)}
      withBorder
      radius="md"
      padding="md"
      h="100%"
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <Badge color="red.9" variant="filled" radius="sm">
            Live
          </Badge>
          <Text size="sm" c="dimmed">
            {viewersLabel(s.viewerCount)}
          </Text>
        </Group>
        <Text fw={700} lineClamp={2}>
          {s.title}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Avatar src={s.chefAvatarUrl} alt="" size={32} radius="xl" color="orange">
            {s.chefName.slice(0, 1).toUpperCase()}
          </Avatar>
          <Text size="sm" lineClamp={1}>
            {s.chefName}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
