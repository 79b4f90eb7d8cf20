import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  Image,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient, useQuery } from '@tanstack/react-query';
import type {
  AdminComplaint,
  AdminComplaintResponse,
  ComplaintAccount,
} from '#contracts/complaints';
import {
  COMPLAINT_REPLY_MAX,
  COMPLAINT_STATUSES,
  complaintCategoryLabels,
  complaintMessages,
  complaintStatusLabels,
  type ComplaintStatus,
} from '#domain/complaints';
import { AccountSuspension } from '../../components/AccountSuspension';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormError } from '../../components/FormError';
import { LoadError } from '../../components/LoadError';
import { formatDateTime } from '../../lib/format';
import {
  changeComplaint,
  inboxComplaintQuery,
  inboxKey,
  postComplaintMessage,
} from '../../lib/queries/complaints';
import { errorMessage, useFormSubmit } from '../../lib/useFormSubmit';
import { RequireAdmin } from '../../lib/RequireAdmin';
import { StatusBadge } from './StatusBadge';

export function InboxComplaintRoute() {
  return (
    <RequireAdmin>
      <InboxComplaintPage />
    </RequireAdmin>
  );
}

/** /admin/complaints/{id}: one complaint, what the admins do with it, and suspension. */
function InboxComplaintPage() {
  const { id = '' } = useParams();
  const query = useQuery(inboxComplaintQuery(id));
  const [notice, setNotice] = useState<string | null>(null);
  const qc = useQueryClient();
  const onChanged = async (res: AdminComplaintResponse | null, message: string) => {
    if (res) qc.setQueryData(inboxComplaintQuery(id).queryKey, { complaint: res.complaint });
    setNotice(message);
    await qc.invalidateQueries({ queryKey: inboxKey });
  };
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/admin/complaints">
          Back to complaints
        </Anchor>
        {query.isPending && (
          <Skeleton height={320} radius="md" role="status" aria-label="Loading the complaint" />
        )}
        {query.isError && (
          <LoadError
            title="The complaint could not be loaded"
            message={errorMessage(query.error)}
            onRetry={() => void query.refetch()}
          />
        )}
        {query.data && (
          <Complaint complaint={query.data.complaint} notice={notice} onChanged={onChanged} />
        )}
      </Stack>
    </Container>
  );
}

type OnChanged = (res: AdminComplaintResponse | null, message: string) => Promise<void>;

function Complaint({
  complaint: c,
  notice,
  onChanged,
}: {
  complaint: AdminComplaint;
  notice: string | null;
  onChanged: OnChanged;
}) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Complaint {c.referenceId}</Title>
        <StatusBadge status={c.status} />
      </Group>
      {notice && (
        <Alert color="green" role="status">
          {notice}
        </Alert>
      )}
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="facts-title">
        <Stack gap="xs">
          <Title order={2} size="h3" id="facts-title">
            {complaintCategoryLabels[c.category]}
          </Title>
          <Text size="sm" c="dimmed">
            Filed {formatDateTime(c.createdAt)}
            {c.closedAt ? ` · closed ${formatDateTime(c.closedAt)}` : ''} ·{' '}
            {c.assignedToMe
              ? 'assigned to you'
              : c.assignedAdmin
                ? `assigned to ${c.assignedAdmin.name}`
                : 'unassigned'}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{c.content}</Text>
          {c.photoUrls.length > 0 && (
            <Group gap="xs">
              {c.photoUrls.map((url, i) => (
                <Anchor key={url} href={url} target="_blank" rel="noreferrer">
                  <Image src={url} alt={`Photo ${i + 1}`} w={120} h={120} radius="sm" fit="cover" />
                </Anchor>
              ))}
            </Group>
          )}
          <Text size="sm">
            From: <PartyName account={c.complainer} /> · About:{' '}
            {c.chef ? (
              <Anchor component={Link} to={`/chef/${c.chef.id}`}>
                {c.chef.name}
              </Anchor>
            ) : (
              'a deleted chef'
            )}
            {c.orderId && (
              <>
                {' · '}
                <Anchor component={Link} to={`/admin/money/orders?order=${c.orderId}`}>
                  The order
                </Anchor>
              </>
            )}
          </Text>
          <Text size="sm">
            {c.identityShared
              ? "The complainer's name was shared with the chef."
              : 'The chef does not know who complained.'}
          </Text>
        </Stack>
      </Paper>
      <Actions complaint={c} onChanged={onChanged} />
      <Thread complaint={c} />
      <MessageForm complaint={c} onChanged={onChanged} />
      {c.chef && (
        <AccountSuspension
          account={c.chef}
          role="chef"
          source={{ complaintId: c.id }}
          queryKey={inboxComplaintQuery(c.id).queryKey}
          onChanged={(message) => onChanged(null, message)}
        />
      )}
      {c.complainer && (
        <AccountSuspension
          account={c.complainer}
          role="complainer"
          source={{ complaintId: c.id }}
          queryKey={inboxComplaintQuery(c.id).queryKey}
          onChanged={(message) => onChanged(null, message)}
        />
      )}
    </Stack>
  );
}

function PartyName({ account }: { account: ComplaintAccount | null }) {
  if (!account) return <>a deleted account</>;
  return (
    <>
      {account.name}
      {account.email ? ` (${account.email})` : ''}
    </>
  );
}

function Actions({ complaint: c, onChanged }: { complaint: AdminComplaint; onChanged: OnChanged }) {
  // The admin's pick until it is applied; otherwise the complaint's status, which follows
  // other admins live.
  const [picked, setPicked] = useState<ComplaintStatus | null>(null);
  const status = picked ?? c.status;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sharing, setSharing] = useState(false);
  const run = async (body: Parameters<typeof changeComplaint>[1]) => {
    setError(null);
    setBusy(true);
    try {
      const res = await changeComplaint(c.id, body);
      setPicked(null);
      await onChanged(res, res.message ?? complaintMessages.updated);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
      setSharing(false);
    }
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="actions-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="actions-title">
          Handle it
        </Title>
        <FormError error={error} />
        <Group align="flex-end">
          <Select
            label="Status"
            data={COMPLAINT_STATUSES.map((s) => ({ value: s, label: complaintStatusLabels[s] }))}
            value={status}
            onChange={(v) => v && setPicked(v as ComplaintStatus)}
            allowDeselect={false}
          />
          <Button
            onClick={() => void run({ status })}
            loading={busy}
            disabled={status === c.status}
          >
            Change status
          </Button>
        </Group>
        <Group>
          {!c.assignedToMe && (
            <Button variant="default" onClick={() => void run({ assignToMe: true })} loading={busy}>
              Assign to me
            </Button>
          )}
          {!c.identityShared && c.complainer && c.chef && (
            <Button variant="default" onClick={() => setSharing(true)}>
              Share the complainer&apos;s name with the chef…
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmDialog
        opened={sharing}
        onClose={() => setSharing(false)}
        title="Share the complainer's name?"
        confirmLabel="Share the name"
        onConfirm={() => void run({ shareIdentity: true })}
        loading={busy}
      >
        {`${c.chef?.name ?? 'The chef'} will be told that ${c.complainer?.name ?? 'this person'} filed complaint ${c.referenceId}. This cannot be taken back.`}
      </ConfirmDialog>
    </Paper>
  );
}

function Thread({ complaint: c }: { complaint: AdminComplaint }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="thread-title">
      <Title order={2} size="h3" id="thread-title">
        Replies and notes
      </Title>
      {c.messages.length === 0 && <Text c="dimmed">Nothing yet.</Text>}
      {c.messages.map((m) => (
        <Paper
          key={m.id}
          withBorder
          p="sm"
          radius="sm"
          bg={m.internal ? 'var(--mantine-color-yellow-light)' : undefined}
        >
          <Group gap="xs" mb={4}>
            <Badge variant="light" radius="sm" color={m.internal ? 'yellow.9' : 'blue.9'}>
              {m.internal ? 'Internal note' : 'Reply to the person'}
            </Badge>
            <Text size="xs">
              {m.authorName ?? 'Someone'} · {formatDateTime(m.createdAt)}
            </Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {m.body}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

function MessageForm({
  complaint: c,
  onChanged,
}: {
  complaint: AdminComplaint;
  onChanged: OnChanged;
}) {
  const form = useForm({
    initialValues: { body: '', internal: false },
    validate: {
      body: (v: string) => (v.trim() ? null : complaintMessages.replyEmpty),
    },
  });
  const { submit, submitting, error } = useFormSubmit(form, async (values) => {
    const res = await postComplaintMessage(c.id, values);
    form.reset();
    await onChanged(res, res.message ?? complaintMessages.replied);
  });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="reply-title">
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Title order={2} size="h3" id="reply-title">
            Write
          </Title>
          <FormError error={error} />
          <Textarea
            label={form.values.internal ? 'Internal note' : 'Reply'}
            description={
              form.values.internal
                ? 'Only admins see it.'
                : 'The person reads it on Potluck and gets it by e-mail.'
            }
            autosize
            minRows={3}
            maxLength={COMPLAINT_REPLY_MAX}
            {...form.getInputProps('body')}
          />
          <Checkbox
            label="Internal note (not shown to the person)"
            {...form.getInputProps('internal', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={submitting}>
              {form.values.internal ? 'Add note' : 'Send reply'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
