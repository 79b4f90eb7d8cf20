import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatHistoryResponse, LiveStream, StreamRoomEvent } from '#contracts/live-streams';
import { liveStreamMessages } from '#domain/live-streams';
import { ApiError } from '../../lib/api';
import { notifyError, notifyMessage } from '../../lib/notify';
import { chefPageQuery } from '../../lib/queries/chefs';
import {
  liveStreamKey,
  liveStreamQuery,
  streamChatKey,
  useFollowStreamChef,
  withChatMessage,
  withoutChatMessage,
} from '../../lib/queries/live-streams';
import { useSession } from '../../lib/session';
import { useStreamRoom } from './use-stream-room';
import { WatchChat } from './WatchChat';
import { WatchDishes } from './WatchDishes';
import { WatchPlayer } from './WatchPlayer';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The viewer count is read out at most this often (it changes all the time). */
const VIEWERS_ANNOUNCE_MS = 60_000;

/**
 * /watch/{chefId}?stream_id=… (spec §2, issue 16): a chef's broadcast with its chat and the
 * dishes to order while watching. Without stream_id, the chef's current broadcast.
 */
export function WatchPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const streamId = search.get('stream_id');
  if (streamId) return <StreamPage chefId={id} streamId={streamId} />;
  return <CurrentStream chefId={id} />;
}

/** No stream_id: whatever the chef streams now, or that they are not live. */
function CurrentStream({ chefId }: { chefId: string }) {
  const chef = useQuery({ ...chefPageQuery(chefId), enabled: UUID.test(chefId) });
  if (!UUID.test(chefId)) return <StreamNotFound />;
  if (chef.isLoading) return <WatchSkeleton />;
  if (chef.error || !chef.data) {
    const missing = chef.error instanceof ApiError && [400, 403, 404].includes(chef.error.status);
    return missing ? <StreamNotFound /> : <WatchLoadError onRetry={() => void chef.refetch()} />;
  }
  const { streamId, name } = chef.data.chef;
  if (chef.data.chef.streamStatus === 'live' && streamId)
    return <StreamPage chefId={chefId} streamId={streamId} />;
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{name} is not live right now</Title>
        <Alert color="gray" role="status">
          Follow them on their page to hear when they go live next.
        </Alert>
        <Group>
          <Button component={Link} to={`/chef/${chefId}`}>
            Go to {name}&apos;s page
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

function StreamPage({ chefId, streamId }: { chefId: string; streamId: string }) {
  const valid = UUID.test(streamId);
  const stream = useQuery({ ...liveStreamQuery(streamId), enabled: valid });
  if (!valid) return <StreamNotFound />;
  if (stream.isLoading) return <WatchSkeleton />;
  if (stream.error || !stream.data) {
    const missing =
      stream.error instanceof ApiError && [400, 403, 404].includes(stream.error.status);
    return missing ? <StreamNotFound /> : <WatchLoadError onRetry={() => void stream.refetch()} />;
  }
  // A stream id under another chef's address is not this chef's stream.
  if (stream.data.chefId !== chefId) return <StreamNotFound />;
  return <StreamView stream={stream.data} />;
}

function StreamView({ stream }: { stream: LiveStream }) {
  const qc = useQueryClient();
  const [mediaSignal, setMediaSignal] = useState(0);
  const live = stream.status === 'live';

  useStreamRoom(
    stream.id,
    live,
    (event: StreamRoomEvent) => {
      switch (event.type) {
        case 'chat.created':
          qc.setQueryData<ChatHistoryResponse>(streamChatKey(stream.id), (old) =>
            withChatMessage(old, event.message),
          );
          break;
        case 'chat.removed':
          qc.setQueryData<ChatHistoryResponse>(streamChatKey(stream.id), (old) =>
            withoutChatMessage(old, event.messageId),
          );
          break;
        case 'viewers':
          qc.setQueryData<LiveStream>(liveStreamKey(stream.id), (old) =>
            old ? { ...old, viewerCount: event.count } : old,
          );
          break;
        case 'stream.media':
          setMediaSignal((n) => n + 1);
          break;
        case 'stream.ended':
          qc.setQueryData<LiveStream>(liveStreamKey(stream.id), (old) =>
            old ? { ...old, status: 'ended', playbackUrl: null } : old,
          );
          // The ended answer lists the chef's dishes to order still.
          void qc.invalidateQueries({ queryKey: liveStreamKey(stream.id), exact: true });
          break;
        case 'chat.muted':
          qc.setQueryData<LiveStream>(liveStreamKey(stream.id), (old) =>
            old ? { ...old, muted: event.muted, canChat: !event.muted } : old,
          );
          break;
      }
    },
    () => {
      void qc.invalidateQueries({ queryKey: liveStreamKey(stream.id) });
    },
  );

  if (!live) return <EndedView stream={stream} />;

  return (
    <Container size="xl" py="lg">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            {stream.playbackUrl ? (
              <WatchPlayer
                playbackUrl={stream.playbackUrl}
                title={stream.title}
                mediaSignal={mediaSignal}
              />
            ) : (
              <Alert color="gray" role="status">
                The chef is getting ready…
              </Alert>
            )}
            <Stack gap={4}>
              <Group gap="sm">
                <Badge color="red.9" variant="filled">
                  Live<VisuallyHidden> now</VisuallyHidden>
                </Badge>
                <ViewerCount count={stream.viewerCount} />
              </Group>
              <Title order={1} size="h2">
                {stream.title}
              </Title>
            </Stack>
            <ChefCard stream={stream} />
            <WatchDishes
              dishes={stream.dishes}
              title="Order from this stream"
              isOwner={stream.isOwner}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <WatchChat stream={stream} muted={stream.muted} />
        </Grid.Col>
      </Grid>
    </Container>
  );
}

/** "12 watching", read out by screen readers at most once a minute. */
function ViewerCount({ count }: { count: number }) {
  const [announced, setAnnounced] = useState(count);
  const last = useRef(0);
  useEffect(() => {
    const wait = last.current + VIEWERS_ANNOUNCE_MS - Date.now();
    const timer = setTimeout(
      () => {
        last.current = Date.now();
        setAnnounced(count);
      },
      Math.max(0, wait),
    );
    return () => clearTimeout(timer);
  }, [count]);
  const text = (n: number) => `${n} watching`;
  return (
    <>
      <Text size="sm" fw={600} data-testid="viewer-count" aria-hidden="true">
        {text(count)}
      </Text>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {text(announced)}
      </VisuallyHidden>
    </>
  );
}

function EndedView({ stream }: { stream: LiveStream }) {
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{liveStreamMessages.ended.replace(/\.$/, '')}</Title>
          <Text c="dimmed">{stream.title}</Text>
        </Stack>
        <ChefCard stream={stream} ended />
        <WatchDishes
          dishes={stream.dishes}
          title={`Order from ${stream.chef.name}`}
          isOwner={stream.isOwner}
        />
      </Stack>
    </Container>
  );
}

/** The chef: photo, name linking to their page, followers, and Follow / Unfollow. */
function ChefCard({ stream, ended = false }: { stream: LiveStream; ended?: boolean }) {
  const { chef } = stream;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="The chef">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={chef.avatarUrl} alt="" radius="xl" size="lg" name={chef.name} />
          <Stack gap={0}>
            <Text component={Link} to={`/chef/${chef.id}`} fw={700} td="underline">
              {chef.name}
            </Text>
            <Text size="sm" c="dimmed">
              {chef.followersCount} {chef.followersCount === 1 ? 'follower' : 'followers'}
            </Text>
          </Stack>
        </Group>
        {!stream.isOwner && <FollowButton stream={stream} />}
      </Group>
      {ended && !stream.isOwner && !chef.isFollowing && (
        <Text size="sm" mt="sm">
          Follow to hear when they are live next.
        </Text>
      )}
    </Card>
  );
}

function FollowButton({ stream }: { stream: LiveStream }) {
  const { user, isLoading } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const follow = useFollowStreamChef(stream.id);
  const following = stream.chef.isFollowing;
  const toggle = () => {
    if (isLoading) return;
    if (!user) {
      const back = `${location.pathname}${location.search}`;
      void navigate(`/signin?redirect=${encodeURIComponent(back)}`);
      return;
    }
    follow.mutate(
      { chefId: stream.chef.id, follow: !following },
      {
        onSuccess: (res) => res.message && notifyMessage(res.message),
        onError: (err) => notifyError(err.message),
      },
    );
  };
  return (
    <Button
      onClick={toggle}
      loading={follow.isPending}
      variant={following ? 'default' : 'filled'}
      aria-label={`${following ? 'Unfollow' : 'Follow'} ${stream.chef.name}`}
    >
      {following ? 'Unfollow' : 'Follow'}
    </Button>
  );
}

function WatchSkeleton() {
  return (
    <Container size="xl" py="lg">
      <Grid gap="lg" role="status" aria-busy="true" aria-label="Loading the stream">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Skeleton style={{ aspectRatio: '16 / 9' }} radius="md" />
            <Skeleton height={28} width="60%" />
            <Skeleton height={72} radius="md" />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Skeleton height={320} radius="md" />
        </Grid.Col>
      </Grid>
    </Container>
  );
}

function StreamNotFound() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>Stream not found</Title>
        <Alert color="gray" role="status">
          {liveStreamMessages.notFound} It may have been removed, or the link is wrong.
        </Alert>
        <Group>
          <Button component={Link} to="/">
            Go to the home page
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

function WatchLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>Could not load the stream</Title>
        <Alert color="red" role="alert">
          Check your connection and try again.
        </Alert>
        <Group>
          <Button onClick={onRetry}>Try again</Button>
          <Button component={Link} to="/" variant="default">
            Go to the home page
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
