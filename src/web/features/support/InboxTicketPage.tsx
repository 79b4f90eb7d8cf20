import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { AdminTicketDetail, SupportTicketStatusValue } from '#contracts/support';
import { AccountSuspension } from '../../components/AccountSuspension';
import { FormError } from '../../components/FormError';
import { LoadError } from '../../components/LoadError';
import { useSession } from '../../lib/session';
import { errorMessage } from '../../lib/useFormSubmit';
import { RequireAdmin } from '../../lib/RequireAdmin';
import { inboxLabels, isStatus, statusColors, statuses, toSupport } from './labels';
import { ReplyForm } from './ReplyForm';
import { inboxTicketKey, useInboxActions, useInboxTicket } from './support-api';
import { TicketThread } from './TicketThread';

export function InboxTicketRoute() {
  const { ticketId = '' } = useParams();
  return (
    <RequireAdmin wayOut={toSupport}>
      <InboxTicketPage ticketId={ticketId} />
    </RequireAdmin>
  );
}

function InboxTicketPage({ ticketId }: { ticketId: string }) {
  const ticket = useInboxTicket(ticketId);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/admin/support" size="sm">
          ← Support inbox
        </Anchor>
        {ticket.isPending && (
          <Skeleton height={160} radius="md" role="status" aria-label="Loading the request" />
        )}
        {ticket.isError && (
          <>
            <Title order={1}>Support request</Title>
            <LoadError
              title="The request could not be loaded"
              message={errorMessage(ticket.error)}
              onRetry={() => void ticket.refetch()}
            />
          </>
        )}
        {ticket.data && <InboxTicket ticket={ticket.data.ticket} />}
      </Stack>
    </Container>
  );
}

function InboxTicket({ ticket }: { ticket: AdminTicketDetail }) {
  const { user } = useSession();
  const actions = useInboxActions(ticket.id);
  const [notice, setNotice] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  // The admin's pick, until it is applied; otherwise the ticket's own status, which follows the
  // person's replies and other admins live.
  const [picked, setPicked] = useState<SupportTicketStatusValue | null>(null);
  const status = picked ?? ticket.status;
  const requester = ticket.requester;
  const assignedToMe = ticket.assignedAdmin?.id === user?.id;

  const run = async (action: () => Promise<{ message: string }>) => {
    setNotice(null);
    setActionError(null);
    try {
      setNotice((await action()).message);
    } catch (err) {
      setActionError(errorMessage(err));
    }
  };

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
            {inboxLabels[ticket.status]}
          </Badge>
        </Group>
        <Text>
          From {requester.name ? `${requester.name} · ` : ''}
          {requester.email ?? 'no e-mail'}
          {requester.userId ? '' : ' (guest, no account)'}
        </Text>
        <Text c="dimmed">
          {ticket.assignedAdmin
            ? `Assigned to ${assignedToMe ? 'you' : (ticket.assignedAdmin.name ?? 'another admin')}`
            : 'Not assigned'}
        </Text>
      </Stack>

      {notice && (
        <Alert color="teal" role="status">
          {notice}
        </Alert>
      )}
      <FormError error={actionError} />

      <Paper withBorder radius="md" p="md" component="section" aria-label="Manage">
        <Group align="flex-end" gap="md">
          <Button
            variant="default"
            disabled={assignedToMe}
            loading={actions.assign.isPending}
            onClick={() => void run(() => actions.assign.mutateAsync())}
          >
            {assignedToMe ? 'Assigned to you' : 'Assign to me'}
          </Button>
          <NativeSelect
            label="Status"
            value={status}
            data={statuses.map((s) => ({ value: s, label: inboxLabels[s] }))}
            onChange={(e) => {
              const value = e.currentTarget.value;
              if (isStatus(value)) setPicked(value);
            }}
          />
          <Button
            variant="default"
            disabled={status === ticket.status}
            loading={actions.setStatus.isPending}
            onClick={() =>
              void run(async () => {
                const done = await actions.setStatus.mutateAsync(status);
                setPicked(null);
                return done;
              })
            }
          >
            Change status
          </Button>
        </Group>
      </Paper>

      <TicketThread
        opening={{
          authorName: requester.name ?? requester.email ?? 'Guest',
          body: ticket.body,
          createdAt: ticket.createdAt,
        }}
        messages={ticket.messages}
      />

      <Paper withBorder radius="md" p="lg" component="section" aria-label="Answer">
        <ReplyForm
          label="Reply or internal note"
          description="A reply is e-mailed to the person with a link to the request. An internal note is seen by admins only."
          onSend={async (message, pressed) => {
            setNotice(null);
            setActionError(null);
            const internal = pressed === 'note';
            const done = await actions.answer.mutateAsync({ message, internal });
            setNotice(done.message);
            setPicked(null);
          }}
          actions={(submitting) => (
            <Group>
              <Button type="submit" name="action" value="reply" loading={submitting}>
                Send reply
              </Button>
              <Button
                type="submit"
                name="action"
                value="note"
                variant="default"
                disabled={submitting}
              >
                Add internal note
              </Button>
            </Group>
          )}
        />
      </Paper>

      {/* A member's request (a guest has no account); never the admin's own account. */}
      {ticket.requesterAccount && ticket.requesterAccount.id !== user?.id && (
        <AccountSuspension
          account={ticket.requesterAccount}
          role="requester"
          source={{ ticketId: ticket.id }}
          queryKey={inboxTicketKey(ticket.id)}
          onChanged={(message) => {
            setActionError(null);
            setNotice(message);
          }}
        />
      )}
    </Stack>
  );
}
