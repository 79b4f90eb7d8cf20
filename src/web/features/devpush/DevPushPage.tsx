import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Anchor, Text } from '@mantine/core';
import { listDevPush } from '#contracts/endpoints/push';
import type { DevPushEntry } from '#contracts/push';
import { DevOutboxFrame, OutboxEntryCard } from '../../components/DevOutboxFrame';
import { call } from '../../lib/api';

// Dark shades: the small white badge text keeps a 4.5:1 contrast.
const statusBadge = {
  sent: { label: 'Sent', color: '#1b5e20' },
  gone: { label: 'Gone', color: 'gray.8' },
  failed: { label: 'Failed', color: 'red.9' },
} as const;

/** /dev/push: the web pushes the local push provider sent, with their outcome (development only). */
export function DevPushPage() {
  const list = useQuery({
    queryKey: ['dev-push'],
    queryFn: ({ signal }) => call(listDevPush, { signal }),
    staleTime: 0,
  });

  return (
    <DevOutboxFrame
      title="Dev push"
      intro="App notifications Potluck pushed to browsers, newest first, with what each push service answered."
      query={list}
      items={list.data?.entries}
      itemKey={(e) => e.id}
      renderItem={(e) => <EntryCard entry={e} />}
      listLabel="Pushes"
      loadingLabel="Loading pushes"
      skeletonHeight={88}
      unavailable="The dev push outbox is available only when Potluck runs in development."
      empty={
        <>
          <Text fw={600}>No pushes yet.</Text>
          <Text c="dimmed" size="sm" mt={4}>
            Turn on app notifications in a browser on the notification settings page; what Potluck
            pushes to it shows up here.
          </Text>
        </>
      }
    />
  );
}

function EntryCard({ entry }: { entry: DevPushEntry }) {
  return (
    <OutboxEntryCard
      heading={
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {entry.title}
        </Text>
      }
      status={statusBadge[entry.status]}
      createdAt={entry.createdAt}
      error={entry.error}
      link={
        entry.link && (
          <Anchor component={Link} to={entry.link} size="sm">
            Open {entry.link}
          </Anchor>
        )
      }
    >
      {entry.body && (
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{entry.body}</Text>
      )}
      <Text size="xs" c="dimmed">
        To a browser via {entry.service}
      </Text>
    </OutboxEntryCard>
  );
}
