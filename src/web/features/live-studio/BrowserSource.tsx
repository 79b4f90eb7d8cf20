import { useEffect, useRef } from 'react';
import { Alert, Box, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import type { Camera } from './use-camera';

// "This browser" as the video source: the live preview of the camera (muted, so the chef does
// not hear themselves), the camera and microphone to use, and the microphone and picture
// switches. Turning the picture off or muting keeps the broadcast going: viewers get black or
// silence until it is turned back on.

export function BrowserSource({ camera, live }: { camera: Camera; live: boolean }) {
  const { state } = camera;
  const noCameraChoice = camera.cameras.length === 0;
  const noMicrophoneChoice = camera.microphones.length === 0;
  return (
    <Stack gap="sm">
      <Preview camera={camera} />
      {state.status === 'error' && (
        <Alert color="red" role="alert" title="The camera can't be used">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{state.message}</Text>
            <Button size="xs" variant="default" onClick={() => camera.start()}>
              Turn camera on
            </Button>
          </Stack>
        </Alert>
      )}
      {state.status === 'off' && (
        <Group>
          <Button variant="default" onClick={() => camera.start()}>
            Turn camera on
          </Button>
          <Text size="sm" c="dimmed">
            Your browser asks once whether Potluck may use your camera and microphone.
          </Text>
        </Group>
      )}
      {state.status === 'on' && (
        <Group gap="sm">
          <Button
            variant={camera.micMuted ? 'filled' : 'default'}
            color={camera.micMuted ? 'red.9' : undefined}
            aria-pressed={camera.micMuted}
            onClick={() => camera.setMicMuted(!camera.micMuted)}
          >
            {camera.micMuted ? 'Unmute microphone' : 'Mute microphone'}
          </Button>
          <Button
            variant={camera.pictureHidden ? 'filled' : 'default'}
            color={camera.pictureHidden ? 'red.9' : undefined}
            aria-pressed={camera.pictureHidden}
            onClick={() => camera.setPictureHidden(!camera.pictureHidden)}
          >
            {camera.pictureHidden ? 'Turn picture on' : 'Turn picture off'}
          </Button>
        </Group>
      )}
      <Text size="sm" role="status">
        {state.status === 'on'
          ? [
              camera.micMuted ? 'Microphone muted: viewers hear nothing.' : 'Microphone on.',
              camera.pictureHidden ? 'Picture off: viewers see black.' : 'Camera on.',
            ].join(' ')
          : ''}
      </Text>
      <Group grow align="flex-start">
        <NativeSelect
          label="Camera"
          value={camera.cameraId ?? ''}
          disabled={noCameraChoice || state.status === 'starting'}
          description={
            live
              ? 'Changing it reconnects for a moment.'
              : noCameraChoice
                ? 'Turn the camera on to choose.'
                : undefined
          }
          data={
            noCameraChoice
              ? [{ value: '', label: 'Default camera' }]
              : camera.cameras.map((d) => ({ value: d.deviceId, label: d.label }))
          }
          onChange={(e) => camera.start({ cameraId: e.currentTarget.value || null })}
        />
        <NativeSelect
          label="Microphone"
          value={camera.microphoneId ?? ''}
          disabled={noMicrophoneChoice || state.status === 'starting'}
          description={noMicrophoneChoice && !live ? 'Turn the camera on to choose.' : undefined}
          data={
            noMicrophoneChoice
              ? [{ value: '', label: 'Default microphone' }]
              : camera.microphones.map((d) => ({ value: d.deviceId, label: d.label }))
          }
          onChange={(e) => camera.start({ microphoneId: e.currentTarget.value || null })}
        />
      </Group>
    </Stack>
  );
}

function Preview({ camera }: { camera: Camera }) {
  const video = useRef<HTMLVideoElement>(null);
  const stream = camera.state.status === 'on' ? camera.state.stream : null;

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    el.srcObject = stream;
    if (stream) el.play().catch(() => undefined);
  }, [stream]);

  const overlay =
    camera.state.status === 'starting'
      ? 'Starting your camera…'
      : camera.state.status === 'on'
        ? camera.pictureHidden
          ? 'Picture off'
          : null
        : 'Camera off';

  return (
    <Box
      pos="relative"
      bg="dark.8"
      style={{
        aspectRatio: '16 / 9',
        borderRadius: 'var(--mantine-radius-md)',
        overflow: 'hidden',
      }}
    >
      <video
        ref={video}
        muted
        playsInline
        autoPlay
        aria-label="Camera preview"
        style={{
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          display: stream ? 'block' : 'none',
          transform: 'scaleX(-1)',
        }}
      />
      {overlay && (
        <Text
          c="white"
          fw={600}
          pos="absolute"
          inset={0}
          style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
        >
          {overlay}
        </Text>
      )}
    </Box>
  );
}
