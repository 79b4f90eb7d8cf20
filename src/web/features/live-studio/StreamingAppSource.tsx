import { useState } from 'react';
import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import type { StreamStudio } from '#contracts/live-streams';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { useResetStreamKey } from '../../lib/queries/live-studio';
import { errorMessage } from '../../lib/useFormSubmit';

// "Streaming app (OBS)" as the video source: where the app sends RTMP and the chef's stream
// key. The key is shown once, when made or reset, and lives only in this screen's memory: a
// reload or another visit shows "Reset stream key" instead, never the key again.

export function StreamingAppSource({
  studio,
  reset,
}: {
  studio: StreamStudio;
  /** Held by the screen, so switching the source back and forth keeps a key just made. */
  reset: ReturnType<typeof useResetStreamKey>;
}) {
  const [confirming, setConfirming] = useState(false);
  const fresh = reset.data ?? null;
  const rtmpUrl = fresh?.rtmpUrl ?? studio.rtmpUrl;
  const hasKey = studio.hasStreamKey || fresh !== null;

  const makeKey = () => {
    setConfirming(false);
    reset.mutate();
  };

  return (
    <Stack gap="sm">
      <Text size="sm">
        In OBS Studio open Settings → Stream, choose the service <strong>Custom…</strong>, paste the
        server and your stream key, then press Start Streaming. Other streaming apps have the same
        two fields.
      </Text>
      {rtmpUrl ? (
        <CopyField label="Server (RTMP URL)" value={rtmpUrl} copyLabel="Copy server URL" />
      ) : (
        <Text size="sm" c="dimmed">
          The server address appears with your stream key.
        </Text>
      )}
      {fresh && (
        <Stack gap="xs">
          <CopyField label="Stream key" value={fresh.streamKey} copyLabel="Copy stream key" />
          <Alert color="yellow" title="Keep this key secret" role="alert">
            {fresh.message} A key made before this one no longer works.
          </Alert>
        </Stack>
      )}
      {!fresh && hasKey && (
        <Text size="sm">
          A stream key is shown only when it is made. If your streaming app doesn't have yours, or
          you lost it, reset it to get a new one.
        </Text>
      )}
      <Group>
        <Button
          variant="default"
          loading={reset.isPending}
          onClick={() => (hasKey ? setConfirming(true) : makeKey())}
        >
          {hasKey ? 'Reset stream key' : 'Get stream key'}
        </Button>
      </Group>
      {reset.isError && (
        <Alert color="red" role="alert" title="No new stream key">
          {errorMessage(reset.error, 'The stream key could not be made. Try again.')}
        </Alert>
      )}
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Reset your stream key?"
        confirmLabel="Reset stream key"
        onConfirm={makeKey}
        loading={reset.isPending}
        danger
      >
        The key your streaming app uses now stops working at once. You will see the new key once, to
        paste into your app.
      </ConfirmDialog>
    </Stack>
  );
}

function CopyField({
  label,
  value,
  copyLabel,
}: {
  label: string;
  value: string;
  copyLabel: string;
}) {
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        label={label}
        value={value}
        readOnly
        style={{ flex: 1, minWidth: 0 }}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        onFocus={(e) => e.currentTarget.select()}
      />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            variant="default"
            onClick={copy}
            aria-label={copied ? `${label} copied` : copyLabel}
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
