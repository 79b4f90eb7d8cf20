import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { TicketMessage } from '#contracts/support';
import { formatDateTime } from '../../lib/format';

export interface ThreadOpening {
  authorName: string;
  body: string;
  createdAt: string;
}

/**
 * A ticket's conversation, oldest first: the request itself, then every reply. Texts are
 * plain text (React escapes them; line breaks kept), never HTML.
 */
export function TicketThread({
  opening,
  messages,
}: {
  opening: ThreadOpening;
  messages: TicketMessage[];
}) {
  return (
    <Stack
      component="ol"
      gap="sm"
      p={0}
      m={0}
      aria-label="Conversation"
      style={{ listStyle: 'none' }}
    >
      <ThreadItem
        authorName={opening.authorName}
        body={opening.body}
        createdAt={opening.createdAt}
        fromStaff={false}
        internal={false}
      />
      {messages.map((m) => (
        <ThreadItem key={m.id} {...m} />
      ))}
    </Stack>
  );
}

function ThreadItem({
  authorName,
  body,
  createdAt,
  fromStaff,
  internal,
}: Omit<TicketMessage, 'id'>) {
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      bg={
        internal
          ? 'var(--mantine-color-yellow-light)'
          : fromStaff
            ? 'var(--mantine-color-blue-light)'
            : undefined
      }
    >
      <Group justify="space-between" gap="xs" mb={6}>
        <Group gap="xs">
          <Text fw={600} size="sm">
            {authorName}
          </Text>
          {internal && (
            <Badge variant="filled" radius="sm" color="gray.8">
              Internal note
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {formatDateTime(createdAt)}
        </Text>
      </Group>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{body}</Text>
    </Paper>
  );
}
