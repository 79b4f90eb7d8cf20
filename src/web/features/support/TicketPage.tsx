import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { TicketDetail } from '#contracts/support';
import { LoadError } from '../../components/LoadError';
import { RequireAuth } from '../../lib/RequireAuth';
import { errorMessage } from '../../lib/useFormSubmit';
import { statusColors, statusHints, statusLabels } from './labels';
import { ReplyForm } from './ReplyForm';
import { useReply, useTicket } from './support-api';
import { TicketThread } from './TicketThread';

/**
 * /support/tickets/:ticketId — a signed-in owner's ticket, or a guest's through the key in the
 * e-mailed link (?key=…): no account needed for that one ticket.
 */
export function TicketRoute() {
  const { ticketId = '' } = useParams();
  const [params] = useSearchParams();
  const key = params.get('key');
  const page = <TicketPage ticketId={ticketId} guestKey={key} />;
  return key ? page : <RequireAuth>{page}</RequireAuth>;
}

function TicketPage({ ticketId, guestKey }: { ticketId: string; guestKey: string | null }) {
  const ticket = useTicket(ticketId, guestKey);
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/support" size="sm">
          ← Support
        </Anchor>
        {ticket.isPending && (
          <Stack gap="sm" role="status" aria-label="Loading your request">
            <Skeleton height={36} width="60%" />
            <Skeleton height={120} radius="md" />
          </Stack>
        )}
        {ticket.isError && (
          <>
            <Title order={1}>Support request</Title>
            <LoadError
              title="This request could not be opened"
              message={errorMessage(ticket.error)}
              onRetry={() => void ticket.refetch()}
            />
          </>
        )}
        {ticket.data && (
          <TicketView ticket={ticket.data.ticket} ticketId={ticketId} guestKey={guestKey} />
        )}
      </Stack>
    </Container>
  );
}

function TicketView({
  ticket,
  ticketId,
  guestKey,
}: {
  ticket: TicketDetail;
  ticketId: string;
  guestKey: string | null;
}) {
  const reply = useReply(ticketId, guestKey);
  const [sent, setSent] = useState<string | null>(null);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {ticket.subject}
        </Title>
        <Group gap="sm">
          <Text>
            Reference <strong>{ticket.referenceId}</strong>
          </Text>
          <Badge variant="filled" radius="sm" color={statusColors[ticket.status]}>
            {statusLabels[ticket.status]}
          </Badge>
        </Group>
        <Text c="dimmed">{statusHints[ticket.status]}</Text>
      </Stack>
      <TicketThread
        opening={{ authorName: 'You', body: ticket.body, createdAt: ticket.createdAt }}
        messages={ticket.messages}
      />
      <Paper withBorder radius="md" p="lg" component="section" aria-label="Reply">
        <Stack gap="sm">
          {sent && (
            <Alert color="teal" role="status">
              {sent}
            </Alert>
          )}
          <ReplyForm
            label="Your reply"
            onSend={async (message) => {
              setSent(null);
              const answered = await reply.mutateAsync(message);
              setSent(answered.message);
            }}
            actions={(submitting) => (
              <Group>
                <Button type="submit" loading={submitting}>
                  Send reply
                </Button>
              </Group>
            )}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
