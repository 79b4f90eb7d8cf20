import { Link, Navigate, useSearchParams } from 'react-router';
import {
  Alert,
  Avatar,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { InvitationDetail } from '#contracts/invitations';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { useSession } from '../../lib/session';
import { senderPath, useAnswerInvitation, useInvitation } from './invitations-api';

/**
 * /invite/accept?invitation_id=… — signed-in people answer here; guests are sent to sign up
 * with the invitation id, and sign-up brings them back (spec §2).
 */
export function AcceptInvitationRoute() {
  const { user, isLoading } = useSession();
  const [params] = useSearchParams();
  const invitationId = params.get('invitation_id');
  if (isLoading) {
    return (
      <Center h={200}>
        <Loader role="status" aria-label="Loading" />
      </Center>
    );
  }
  if (!user) {
    const query = invitationId ? `?invitation_id=${encodeURIComponent(invitationId)}` : '';
    return <Navigate to={`/signup${query}`} replace />;
  }
  return (
    <Container size="sm" py="xl">
      {invitationId ? (
        <AcceptInvitation id={invitationId} />
      ) : (
        <Problem
          title="This invitation link is incomplete"
          text="Open the link from the invitation e-mail again, or see your invitations."
        />
      )}
    </Container>
  );
}

function Problem({ title, text }: { title: string; text: string }) {
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Alert color="gray" role="alert">
        {text}
      </Alert>
      <Button component={Link} to="/invite/list" variant="light" style={{ alignSelf: 'start' }}>
        See your invitations
      </Button>
    </Stack>
  );
}

function AcceptInvitation({ id }: { id: string }) {
  const { data, isLoading, error, refetch } = useInvitation(id);
  if (isLoading) {
    return (
      <Stack role="status" aria-label="Loading invitation" gap="md">
        <Skeleton height={36} width="70%" />
        <Skeleton height={140} radius="md" />
      </Stack>
    );
  }
  if (error || !data) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return (
        <Problem
          title="Invitation not found"
          text={`${error.status === 404 ? error.message : 'This invitation link is not valid.'} If it was sent to another e-mail address, sign in with that address.`}
        />
      );
    }
    return (
      <Stack gap="md">
        <Title order={1}>Invitation</Title>
        <Alert color="red" role="alert" title="Unable to load this invitation">
          <Group gap="sm">
            <Text size="sm">Check your connection and try again.</Text>
            <Button size="xs" variant="default" onClick={() => void refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      </Stack>
    );
  }
  return <InvitationCard invitation={data.invitation} />;
}

function InvitationCard({ invitation: inv }: { invitation: InvitationDetail }) {
  const answer = useAnswerInvitation();
  const name = inv.sender.name || 'Someone';
  const result = answer.data?.invitation ?? inv;
  const pending = answer.isPending ? answer.variables.answer : null;

  return (
    <Stack gap="lg">
      <Title order={1}>
        {inv.isRecipient ? `${name} invited you to Potluck` : 'Your invitation'}
      </Title>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Group gap="md" wrap="nowrap">
            <Avatar
              src={inv.sender.avatarUrl}
              name={name}
              alt=""
              color="orange"
              size="lg"
              aria-hidden
            />
            <Stack gap={0}>
              <Text fw={700}>{name}</Text>
              <Text size="sm" c="dimmed">
                Invited {inv.isRecipient ? 'you' : 'a friend'} on {formatDate(inv.createdAt)}
              </Text>
            </Stack>
          </Group>
          <Outcome invitation={result} name={name} justAnswered={Boolean(answer.data)} />
          {answer.error && (
            <Alert color="red" role="alert">
              {answer.error.message}
            </Alert>
          )}
          {result.canRespond && (
            <>
              <Text>Accept to follow {name} and see what they share on Potluck.</Text>
              <Group gap="sm">
                <Button
                  loading={pending === 'accept'}
                  disabled={pending === 'ignore'}
                  onClick={() => answer.mutate({ id: inv.id, answer: 'accept' })}
                >
                  Accept
                </Button>
                <Button
                  variant="default"
                  loading={pending === 'ignore'}
                  disabled={pending === 'accept'}
                  onClick={() => answer.mutate({ id: inv.id, answer: 'ignore' })}
                >
                  Ignore
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

function Outcome({
  invitation: inv,
  name,
  justAnswered,
}: {
  invitation: InvitationDetail;
  name: string;
  justAnswered: boolean;
}) {
  const senderLink = (
    <Button component={Link} to={senderPath(inv.sender)} variant="light">
      Visit {name}&apos;s page
    </Button>
  );
  if (!inv.isRecipient) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>You sent this invitation. Its status is “{inv.status}”.</Text>
        <Button component={Link} to="/invite/list" variant="light">
          See your invitations
        </Button>
      </Stack>
    );
  }
  if (inv.status === 'accepted') {
    return (
      <Stack gap="sm" align="flex-start" role={justAnswered ? 'status' : undefined}>
        <Text fw={600} c="teal.9">
          {justAnswered
            ? `Invitation accepted. You now follow ${name}.`
            : `You accepted this invitation${inv.acceptDate ? ` on ${formatDate(inv.acceptDate)}` : ''}.`}
        </Text>
        {senderLink}
      </Stack>
    );
  }
  if (inv.status === 'ignored') {
    return (
      <Stack gap="sm" align="flex-start" role={justAnswered ? 'status' : undefined}>
        <Text fw={600}>
          {justAnswered
            ? 'Invitation ignored.'
            : `You ignored this invitation${inv.reviewDate ? ` on ${formatDate(inv.reviewDate)}` : ''}.`}
        </Text>
        <Button component={Link} to="/invite/list" variant="light">
          See your invitations
        </Button>
      </Stack>
    );
  }
  if (!inv.canRespond) {
    return (
      <Alert color="gray" role="alert">
        This invitation can no longer be answered.
      </Alert>
    );
  }
  return null;
}
