import { Link } from 'react-router';
import {
  Anchor,
  Avatar,
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { PagePicker } from '../../components/PagePicker';
import { usePageParam } from '../../lib/use-page-param';
import type { ReceivedInvitation, SentInvitation } from '#contracts/invitations';
import { clampPage, fromForPage, visiblePageCount } from '#domain/pagination';
import { MailIcon } from '../../components/icons';
import { formatDate } from '../../lib/format';
import { notifyError, notifyMessage } from '../../lib/notify';
import { INVITATIONS_PAGE_SIZE } from '../../lib/queries/invitations';
import { RequireAuth } from '../../lib/RequireAuth';
import {
  senderPath,
  useAnswerInvitation,
  useReceivedInvitations,
  useSentInvitations,
} from './invitations-api';
import { InvitationStatusChip } from './InvitationStatusChip';

export function InvitationListRoute() {
  return (
    <RequireAuth>
      <InvitationListPage />
    </RequireAuth>
  );
}

function InvitationListPage() {
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1}>Friends and invitations</Title>
            <Text c="dimmed">Invitations sent to you, and the friends you invited.</Text>
          </Stack>
          <Button component={Link} to="/invite" leftSection={<MailIcon size={16} />}>
            Invite friends
          </Button>
        </Group>
        <ReceivedSection />
        <SentSection />
      </Stack>
    </Container>
  );
}

function LoadingRows() {
  return (
    <Stack role="status" aria-label="Loading" gap="xs">
      {[0, 1].map((i) => (
        <Skeleton key={i} height={56} radius="md" />
      ))}
    </Stack>
  );
}

function ReceivedSection() {
  const { data, isLoading, isError, refetch } = useReceivedInvitations();
  return (
    <Stack component="section" aria-labelledby="received-title" gap="sm">
      <Title id="received-title" order={2} size="h3">
        Invitations to you
      </Title>
      {isLoading ? (
        <LoadingRows />
      ) : isError || !data ? (
        <LoadError title="Unable to load your invitations" onRetry={() => void refetch()} />
      ) : !data.emailVerified ? (
        <Text c="dimmed">
          Verify your e-mail address to see the invitations sent to it. The link in an invitation
          e-mail works already.
        </Text>
      ) : data.items.length === 0 ? (
        <Text c="dimmed">No new invitations.</Text>
      ) : (
        <Stack gap="xs">
          {data.items.map((inv) => (
            <ReceivedRow key={inv.id} invitation={inv} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function ReceivedRow({ invitation: inv }: { invitation: ReceivedInvitation }) {
  const answer = useAnswerInvitation();
  const name = inv.sender.name || 'Someone';
  const pending = answer.isPending ? answer.variables.answer : null;
  const respond = (kind: 'accept' | 'ignore') =>
    answer.mutate(
      { id: inv.id, answer: kind },
      {
        onSuccess: () =>
          notifyMessage(kind === 'accept' ? `You now follow ${name}.` : 'Invitation ignored.'),
        onError: (err) => notifyError(err.message),
      },
    );
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={inv.sender.avatarUrl} name={name} alt="" color="orange" aria-hidden />
          <Stack gap={0}>
            <Text fw={600}>
              <Anchor component={Link} to={senderPath(inv.sender)} inherit>
                {name}
              </Anchor>{' '}
              invited you
            </Text>
            <Text size="sm" c="dimmed">
              {formatDate(inv.createdAt)}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs">
          <Button
            size="xs"
            loading={pending === 'accept'}
            disabled={pending === 'ignore'}
            onClick={() => respond('accept')}
            aria-label={`Accept the invitation from ${name}`}
          >
            Accept
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={pending === 'ignore'}
            disabled={pending === 'accept'}
            onClick={() => respond('ignore')}
            aria-label={`Ignore the invitation from ${name}`}
          >
            Ignore
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

function SentSection() {
  const [page, setPage] = usePageParam();
  const { data, isLoading, isError, isPlaceholderData, refetch } = useSentInvitations(
    fromForPage(page, INVITATIONS_PAGE_SIZE),
  );
  const total = data?.total ?? 0;
  const pages = visiblePageCount(total, INVITATIONS_PAGE_SIZE);
  return (
    <Stack component="section" aria-labelledby="sent-title" gap="sm">
      <Title id="sent-title" order={2} size="h3">
        Invitations you sent
      </Title>
      {isLoading ? (
        <LoadingRows />
      ) : isError || !data ? (
        <LoadError title="Unable to load your invitations" onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState text="You haven't invited anyone yet.">
          <Button component={Link} to="/invite" variant="light">
            Invite your friends
          </Button>
        </EmptyState>
      ) : (
        <>
          <Stack
            gap="xs"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none', opacity: isPlaceholderData ? 0.6 : 1 }}
            aria-busy={isPlaceholderData}
          >
            {data.items.map((inv) => (
              <SentRow key={inv.id} invitation={inv} />
            ))}
          </Stack>
          <PagePicker
            total={pages}
            value={clampPage(page, total, INVITATIONS_PAGE_SIZE)}
            onChange={setPage}
            label="Invitation pages"
          />
        </>
      )}
    </Stack>
  );
}

function sentDetail(inv: SentInvitation): string {
  if (inv.status === 'accepted' && inv.acceptDate) return `Accepted ${formatDate(inv.acceptDate)}`;
  if (inv.status === 'ignored' && inv.reviewDate) return `Ignored ${formatDate(inv.reviewDate)}`;
  return `Sent ${formatDate(inv.createdAt)}`;
}

function SentRow({ invitation: inv }: { invitation: SentInvitation }) {
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} truncate="end">
            {inv.toEmail}
          </Text>
          <Text size="sm" c="dimmed">
            {sentDetail(inv)}
          </Text>
        </Stack>
        <InvitationStatusChip status={inv.status} />
      </Group>
    </Paper>
  );
}
