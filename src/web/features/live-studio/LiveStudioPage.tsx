import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Checkbox,
  Container,
  Group,
  Loader,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { OwnLiveStream, StreamStudio } from '#contracts/live-streams';
import {
  STREAM_FEATURED_DISHES_MAX,
  STREAM_GRACE_SECONDS,
  STREAM_TITLE_MAX,
  liveStreamMessages,
  type StreamSource,
} from '#domain/live-streams';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadError } from '../../components/LoadError';
import { formatMoney, formatTime } from '../../lib/format';
import {
  streamDishChoicesQuery,
  streamStudioQuery,
  useResetStreamKey,
  useStartLiveStream,
  useStopLiveStream,
} from '../../lib/queries/live-studio';
import { RequireAuth } from '../../lib/RequireAuth';
import { useSession } from '../../lib/session';
import { errorMessage } from '../../lib/useFormSubmit';
import { BrowserSource } from './BrowserSource';
import { StreamingAppSource } from './StreamingAppSource';
import { liveStatusLine, type LiveTone } from './live-status';
import { chooseRecorderMimeType, mediaMessages } from './media';
import { useCamera } from './use-camera';
import { useIngest } from './use-ingest';

// /business/live (issue 16 point 1): the chef's Go live screen. A title, up to six of their
// dishes, and the video source: this browser (camera and microphone, MediaRecorder chunks over
// the ingest socket) or a streaming app (RTMP URL and a stream key shown once). While live it
// says whether viewers see them, how many watch, links to the watch page, and stops.

export function LiveStudioRoute() {
  return (
    <RequireAuth>
      <ChefOnly />
    </RequireAuth>
  );
}

function ChefOnly() {
  const { user } = useSession();
  if (user && user.profile.type !== 'chef') {
    return (
      <Container size="sm" py="xl">
        <Alert color="orange" role="alert" title="Going live is for chefs">
          Chefs stream their cooking from the business portal. Apply to sell on Potluck first.
          <Button component={Link} to="/chef/apply" mt="md" display="block" w="fit-content">
            Become a chef
          </Button>
        </Alert>
      </Container>
    );
  }
  return <LiveStudioPage />;
}

function LiveStudioPage() {
  const studio = useQuery(streamStudioQuery());
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/product/list" size="sm">
          ← Business portal
        </Anchor>
        <Title order={1}>Go live</Title>
        {studio.isPending && (
          <Center py="xl">
            <Loader role="status" aria-label="Loading your studio" />
          </Center>
        )}
        {studio.isError && !studio.data && (
          <LoadError
            title="Your studio could not be loaded"
            onRetry={() => void studio.refetch()}
          />
        )}
        {studio.data && <Studio studio={studio.data} />}
      </Stack>
    </Container>
  );
}

/** Why a chef may not stream, with the way forward (never a dead end). */
function CannotStream({ reason }: { reason: string | null }) {
  return (
    <Alert color="orange" role="alert" title="You can't go live yet">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{reason ?? liveStreamMessages.notApproved}</Text>
        <Text size="sm">
          Your approval status and what is missing are in the{' '}
          <Anchor component={Link} to="/product/list" c="inherit" fw={700} underline="always">
            business portal
          </Anchor>
          ; to finish setting up or submit for approval, go to{' '}
          <Anchor component={Link} to="/chef/apply" c="inherit" fw={700} underline="always">
            your business setup
          </Anchor>
          .
        </Text>
      </Stack>
    </Alert>
  );
}

function recorderMimeType(): string | null {
  if (typeof MediaRecorder === 'undefined') return null;
  return chooseRecorderMimeType((type) => MediaRecorder.isTypeSupported(type));
}

function Studio({ studio }: { studio: StreamStudio }) {
  const live = studio.current?.status === 'live' ? studio.current : null;
  const [source, setSource] = useState<StreamSource>(live?.source ?? 'browser');
  const camera = useCamera();
  const keyReset = useResetStreamKey();
  const mimeType = useMemo(recorderMimeType, []);
  /** The broadcast this browser sends its camera to (started here, or resumed here). */
  const [sendingTo, setSendingTo] = useState<string | null>(null);
  const [ended, setEnded] = useState<'stopped' | 'elsewhere' | null>(null);
  const stop = useStopLiveStream();
  /** The broadcast this screen is stopping: its end is no surprise. */
  const stoppingHere = useRef<string | null>(null);

  // The camera starts by itself when the screen opens on "This browser".
  const autoStarted = useRef(false);
  const { start: startCamera, release: releaseCamera } = camera;
  useEffect(() => {
    if (!studio.canStream || autoStarted.current) return;
    if ((live?.source ?? source) !== 'browser') return;
    autoStarted.current = true;
    startCamera();
  }, [studio.canStream, live?.source, source, startCamera]);

  // The broadcast ended without this screen stopping it (lost connection, ended elsewhere).
  const seenLive = useRef<string | null>(live?.id ?? null);
  useEffect(() => {
    if (live) {
      seenLive.current = live.id;
      return;
    }
    if (seenLive.current) {
      if (stoppingHere.current !== seenLive.current) setEnded('elsewhere');
      seenLive.current = null;
      setSendingTo(null);
    }
  }, [live]);

  const sendingHere = live && live.source === 'browser' && sendingTo === live.id ? live : null;
  const ingest = useIngest(
    camera.state.status === 'on' && sendingHere ? camera.state.stream : null,
    sendingHere?.ingestPath ?? null,
    mimeType,
  );

  if (!studio.canStream) return <CannotStream reason={studio.reason} />;

  const onStopped = () => {
    setSendingTo(null);
    setEnded('stopped');
    releaseCamera();
  };

  return (
    <Stack gap="lg">
      {!studio.media.available && <MediaUnavailable studio={studio} />}
      {ended && !live && (
        <Alert color={ended === 'stopped' ? 'teal' : 'orange'} title="Your stream has ended">
          {ended === 'stopped'
            ? 'Viewers now see that the stream is over, with your dishes. Start another whenever you like.'
            : `It stopped without you pressing Stop stream: no video reached Potluck for ${STREAM_GRACE_SECONDS} seconds, or it was stopped from another window. Start another whenever you like.`}
        </Alert>
      )}
      {live ? (
        <LivePanel
          stream={live}
          ingestLine={
            live.source === 'browser'
              ? liveStatusLine(live, sendingHere ? ingest : null)
              : liveStatusLine(live, null)
          }
          canSendHere={live.source === 'browser' && !sendingHere}
          onSendHere={() => {
            if (camera.state.status !== 'on') startCamera();
            setSendingTo(live.id);
          }}
          stop={stop}
          onStopping={(id) => {
            stoppingHere.current = id;
          }}
          onStopped={onStopped}
        />
      ) : (
        <StartForm
          studio={studio}
          source={source}
          cameraReady={camera.state.status === 'on'}
          mimeType={mimeType}
          onStarted={(stream) => {
            setEnded(null);
            stop.reset();
            seenLive.current = stream.id;
            if (stream.source === 'browser') setSendingTo(stream.id);
          }}
          sourcePicker={
            <Radio.Group
              label="Where your video comes from"
              value={source}
              onChange={(value) => {
                const next = value as StreamSource;
                setSource(next);
                if (next === 'rtmp') releaseCamera();
                else if (camera.state.status === 'off') startCamera();
              }}
            >
              <Stack gap="xs" mt="xs">
                <Radio
                  value="browser"
                  label="This browser"
                  description="Your camera and microphone, right here."
                />
                <Radio
                  value="rtmp"
                  label="Streaming app (OBS)"
                  description="OBS Studio, Streamlabs or another app that sends RTMP."
                />
              </Stack>
            </Radio.Group>
          }
        />
      )}
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="source-title">
        <Stack gap="sm">
          <Title order={2} size="h3" id="source-title">
            {(live?.source ?? source) === 'browser' ? 'Camera and microphone' : 'Streaming app'}
          </Title>
          {(live?.source ?? source) === 'browser' ? (
            <>
              {!mimeType && (
                <Alert color="red" role="alert" title="This browser can't stream">
                  {mediaMessages.cannotRecord}
                </Alert>
              )}
              <BrowserSource camera={camera} live={Boolean(sendingHere)} />
            </>
          ) : (
            <StreamingAppSource studio={studio} reset={keyReset} />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

function MediaUnavailable({ studio }: { studio: StreamStudio }) {
  return (
    <Alert color="orange" role="alert" title="This server can't carry a stream from the browser">
      <Text size="sm">
        {studio.media.reason ?? 'The video tools Potluck needs here are missing.'}
      </Text>
      <Text size="sm" mt="xs">
        Until that is fixed, going live from this browser doesn't work. A streaming app such as OBS
        may still work: pick it below and try.
      </Text>
    </Alert>
  );
}

function StartForm({
  studio,
  source,
  cameraReady,
  mimeType,
  onStarted,
  sourcePicker,
}: {
  studio: StreamStudio;
  source: StreamSource;
  cameraReady: boolean;
  mimeType: string | null;
  onStarted: (stream: OwnLiveStream) => void;
  sourcePicker: ReactNode;
}) {
  const [title, setTitle] = useState('');
  const [dishIds, setDishIds] = useState<string[]>([]);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const start = useStartLiveStream();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const trimmed = title.trim();
    if (!trimmed) {
      setTitleError(liveStreamMessages.titleRequired);
      document.getElementById('stream-title')?.focus();
      return;
    }
    setTitleError(null);
    if (source === 'browser') {
      if (!studio.media.available) {
        setProblem(studio.media.reason ?? 'This server cannot carry a stream from the browser.');
        return;
      }
      if (!mimeType) {
        setProblem(mediaMessages.cannotRecord);
        return;
      }
      if (!cameraReady) {
        setProblem('Turn your camera on first: viewers need to see you.');
        return;
      }
    }
    start.mutate(
      { title: trimmed, dishIds, source },
      {
        onSuccess: onStarted,
        onError: (err) => setProblem(errorMessage(err, 'Your stream could not start. Try again.')),
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="start-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="start-title">
            Your stream
          </Title>
          <TextInput
            id="stream-title"
            label="Title"
            description={`What you are cooking, up to ${STREAM_TITLE_MAX} characters.`}
            placeholder="Sunday dumplings, folded live"
            required
            maxLength={STREAM_TITLE_MAX}
            value={title}
            error={titleError}
            onChange={(e) => {
              setTitle(e.currentTarget.value);
              if (titleError) setTitleError(null);
            }}
          />
          <DishPicker value={dishIds} onChange={setDishIds} />
          {sourcePicker}
          {source === 'rtmp' && !studio.hasStreamKey && (
            <Text size="sm">
              Get your stream key below and enter it in your streaming app; going live then waits
              for the app to connect.
            </Text>
          )}
          {problem && (
            <Alert color="red" role="alert" title="Not live">
              {problem}
            </Alert>
          )}
          <Group>
            <Button type="submit" size="md" color="red.9" loading={start.isPending}>
              Go live
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function DishPicker({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const dishes = useQuery(streamDishChoicesQuery());
  const full = value.length >= STREAM_FEATURED_DISHES_MAX;
  const description = `Buyers add them to their cart while they watch. Pick up to ${STREAM_FEATURED_DISHES_MAX}${
    value.length ? ` (${value.length} picked)` : ''
  }.`;
  if (dishes.isPending) {
    return (
      <Group gap="xs">
        <Loader size="sm" role="status" aria-label="Loading your dishes" />
        <Text size="sm">Loading your dishes…</Text>
      </Group>
    );
  }
  if (dishes.isError) {
    return (
      <LoadError title="Your dishes could not be loaded" onRetry={() => void dishes.refetch()} />
    );
  }
  if (dishes.data.products.length === 0) {
    return (
      <Text size="sm">
        You have no dishes to feature yet.{' '}
        <Anchor component={Link} to="/business/products/new">
          Add a dish
        </Anchor>{' '}
        first, or go live without featuring one.
      </Text>
    );
  }
  return (
    <Checkbox.Group
      label="Dishes to feature"
      description={description}
      value={value}
      onChange={onChange}
    >
      <Stack gap="xs" mt="xs" mah={280} style={{ overflowY: 'auto' }} p={2}>
        {dishes.data.products.map((d) => (
          <Checkbox
            key={d.id}
            value={d.id}
            label={`${d.name} · ${formatMoney(d.priceCents)}${d.priceUnit ? ` / ${d.priceUnit}` : ''}`}
            disabled={full && !value.includes(d.id)}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

const toneColor: Record<LiveTone, string> = {
  live: 'red.9',
  waiting: 'gray.7',
  problem: 'orange.9',
};

function LivePanel({
  stream,
  ingestLine,
  canSendHere,
  onSendHere,
  stop,
  onStopping,
  onStopped,
}: {
  stream: OwnLiveStream;
  ingestLine: ReturnType<typeof liveStatusLine>;
  canSendHere: boolean;
  onSendHere: () => void;
  stop: ReturnType<typeof useStopLiveStream>;
  onStopping: (id: string | null) => void;
  onStopped: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const confirmStop = () => {
    onStopping(stream.id);
    stop.mutate(stream.id, {
      onSuccess: () => {
        setConfirming(false);
        onStopped();
      },
      onError: () => {
        onStopping(null);
        setConfirming(false);
      },
    });
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="live-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={2} size="h3" id="live-title">
              {stream.title}
            </Title>
            <Text size="sm" c="dimmed">
              Started at {formatTime(stream.startedAt)} ·{' '}
              {stream.source === 'browser' ? 'from this browser' : 'from a streaming app'}
            </Text>
          </Stack>
          <Badge color={toneColor[ingestLine.tone]} size="lg" variant="filled">
            {ingestLine.tone === 'live'
              ? 'Live'
              : ingestLine.tone === 'waiting'
                ? 'Starting'
                : 'Check'}
          </Badge>
        </Group>
        <div role="status" aria-live="polite" aria-atomic="true">
          <Text fw={700}>{ingestLine.label}</Text>
          <Text size="sm">{ingestLine.detail}</Text>
        </div>
        {canSendHere && (
          <Group>
            <Button onClick={onSendHere}>Send from this browser</Button>
          </Group>
        )}
        <Group gap="lg">
          <Text>
            <strong>{stream.viewerCount}</strong> {stream.viewerCount === 1 ? 'viewer' : 'viewers'}{' '}
            watching
          </Text>
          <Anchor href={stream.watchPath} target="_blank" rel="noopener">
            Open your watch page (new tab) to see the stream and moderate the chat
          </Anchor>
        </Group>
        <Stack gap="xs" align="flex-start">
          <Button color="red.9" onClick={() => setConfirming(true)}>
            Stop stream
          </Button>
          <Text size="sm" c="dimmed">
            {stream.source === 'browser'
              ? `Closing this page or losing your connection doesn't end the stream at once: viewers wait, and it ends by itself after ${STREAM_GRACE_SECONDS} seconds without video. Stop stream ends it now.`
              : `Stopping your streaming app doesn't end the stream at once: it ends by itself after ${STREAM_GRACE_SECONDS} seconds without video. Stop stream ends it now.`}
          </Text>
          {stop.isError && (
            <Alert color="red" role="alert" title="Still live">
              {errorMessage(stop.error, 'The stream could not be stopped. Try again.')}
            </Alert>
          )}
        </Stack>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Stop your stream?"
        confirmLabel="Stop stream"
        cancelLabel="Keep streaming"
        onConfirm={confirmStop}
        loading={stop.isPending}
        danger
      >
        {stream.source === 'browser'
          ? 'Viewers see that the stream has ended, and your camera turns off.'
          : 'Viewers see that the stream has ended. Stop streaming in your app too.'}
      </ConfirmDialog>
    </Card>
  );
}
