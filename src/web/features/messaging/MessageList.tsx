import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Anchor, Box, Button, Center, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { MessageItem } from '#contracts/messaging';
import { formatMessageTime } from './message-format';

/**
 * The conversation, oldest at the top: my messages on the right in the accent colour, the
 * other person's on the left. A polite live region, so new arrivals are announced.
 */
export function MessageList({
  items,
  otherName,
  hasOlder,
  loadingOlder,
  onLoadOlder,
}: {
  items: MessageItem[];
  otherName: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}) {
  const endRef = useRef<HTMLDivElement>(null);
  const newestId = items.at(-1)?.id;
  // Follow the conversation: scroll to the newest message when one arrives (not when older
  // ones are loaded above).
  useEffect(() => {
    if (newestId) endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [newestId]);

  const lastMine = [...items].reverse().find((m) => m.mine);

  return (
    <Stack gap="xs">
      {hasOlder && (
        <Center>
          <Button variant="subtle" size="xs" onClick={onLoadOlder} loading={loadingOlder}>
            Show earlier messages
          </Button>
        </Center>
      )}
      <Stack gap="xs" role="log" aria-live="polite" aria-label={`Conversation with ${otherName}`}>
        {items.map((m) => (
          <Bubble key={m.id} message={m} seen={m.id === lastMine?.id && m.status === 'read'} />
        ))}
      </Stack>
      <div ref={endRef} />
    </Stack>
  );
}

function Bubble({ message: m, seen }: { message: MessageItem; seen: boolean }) {
  const time = formatMessageTime(m.sentAt);
  return (
    <Box
      style={{ alignSelf: m.mine ? 'flex-end' : 'flex-start', maxWidth: '85%' }}
      data-testid={m.mine ? 'my-message' : 'their-message'}
    >
      <Paper
        px="md"
        py={8}
        radius="lg"
        withBorder={!m.mine}
        bg={m.mine ? 'var(--mantine-primary-color-filled)' : undefined}
        c={m.mine ? 'white' : undefined}
      >
        {m.order && (
          // Decision 049: the order this message is about, for both members to open.
          <Anchor
            component={Link}
            to={`/order/view/${m.order.id}`}
            size="xs"
            fw={700}
            c="inherit"
            underline="always"
            display="block"
            mb={2}
          >
            Order {m.order.reference}
          </Anchor>
        )}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {m.mine && <VisuallyHidden>You: </VisuallyHidden>}
          {m.body}
        </Text>
      </Paper>
      <Text size="xs" c="dimmed" ta={m.mine ? 'right' : 'left'} mt={2}>
        <time dateTime={m.sentAt}>{time}</time>
        {seen && ' · Seen'}
      </Text>
    </Box>
  );
}
