import { Fragment } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { getDevMail, listDevMail } from '#contracts/endpoints/devmail';
import type { DevMailSummary } from '#contracts/mail';
import { DevOutboxFrame, formatOutboxTime } from '../../components/DevOutboxFrame';
import { call } from '../../lib/api';
import { linkify } from './linkify';

/** /dev/mail: what the local mailer sent (development only; the API is absent in production). */
export function DevMailPage() {
  const [params, setParams] = useSearchParams();
  const selected = params.get('id');
  const list = useQuery({
    queryKey: ['dev-mail'],
    queryFn: ({ signal }) => call(listDevMail, { signal }),
    staleTime: 0,
  });

  return (
    <DevOutboxFrame
      title="Dev mailbox"
      intro="E-mails Potluck sent while running without a mail server, newest first."
      query={list}
      items={list.data?.messages}
      itemKey={(m) => m.id}
      renderItem={(m) => (
        <MessageRow message={m} active={m.id === selected} onOpen={() => setParams({ id: m.id })} />
      )}
      listLabel="Messages"
      loadingLabel="Loading messages"
      skeletonHeight={64}
      unavailable="The dev mailbox is available only when Potluck runs in development."
      empty={
        <>
          <Text fw={600}>No e-mails yet</Text>
          <Text c="dimmed" size="sm" mt={4}>
            Sign up or ask for a password reset, and the message shows up here.
          </Text>
          <Anchor component={Link} to="/signup" size="sm" mt="sm" display="inline-block">
            Create an account
          </Anchor>
        </>
      }
    >
      {selected && <MessageView id={selected} onClose={() => setParams({})} />}
    </DevOutboxFrame>
  );
}

function MessageRow({
  message,
  active,
  onOpen,
}: {
  message: DevMailSummary;
  active: boolean;
  onOpen: () => void;
}) {
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-current={active ? 'true' : undefined}
      w="100%"
      p="sm"
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-md)',
        background: active ? 'var(--mantine-color-default-hover)' : undefined,
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {message.subject}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            To {message.to}
          </Text>
        </div>
        <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
          <Text size="xs" c="dimmed">
            {formatOutboxTime(message.createdAt)}
          </Text>
          {message.status !== 'sent' && (
            <Badge size="xs" color={message.status === 'failed' ? 'red' : 'gray'}>
              {message.status}
            </Badge>
          )}
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

function MessageView({ id, onClose }: { id: string; onClose: () => void }) {
  const q = useQuery({
    queryKey: ['dev-mail', id],
    queryFn: ({ signal }) => call(getDevMail, { params: { id }, signal }),
  });
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="article"
      aria-labelledby="dev-mail-subject"
    >
      {q.isLoading ? (
        <Stack gap="xs" role="status" aria-label="Loading message">
          <Skeleton h={24} w="60%" />
          <Skeleton h={120} />
        </Stack>
      ) : q.error ? (
        <Alert color="red" role="alert">
          {q.error.message}
        </Alert>
      ) : q.data ? (
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Title order={2} size="h4" id="dev-mail-subject">
                {q.data.subject}
              </Title>
              <Text size="sm" c="dimmed">
                To {q.data.to} · {formatOutboxTime(q.data.createdAt)}
              </Text>
            </div>
            <Button variant="subtle" size="compact-sm" onClick={onClose}>
              Close message
            </Button>
          </Group>
          <Text component="div" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {linkify(q.data.text).map((part, i) =>
              part.kind === 'link' ? (
                <Anchor key={i} href={part.href}>
                  {part.text}
                </Anchor>
              ) : (
                <Fragment key={i}>{part.text}</Fragment>
              ),
            )}
          </Text>
        </Stack>
      ) : null}
    </Paper>
  );
}
