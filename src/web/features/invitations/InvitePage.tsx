import { Link } from 'react-router';
import {
  Anchor,
  Button,
  Container,
  Group,
  List,
  Paper,
  Stack,
  Text,
  Textarea,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  INVITE_EMAILS_PER_REQUEST_MAX,
  sendInvitationsRequestSchema,
  type InviteResult,
} from '#contracts/invitations';
import { FormError } from '../../components/FormError';
import { CheckCircleIcon, MailIcon } from '../../components/icons';
import { RequireAuth } from '../../lib/RequireAuth';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { validateWith } from '../../lib/validate-with';
import { useSendInvitations } from './invitations-api';

export function InviteRoute() {
  return (
    <RequireAuth>
      <InvitePage />
    </RequireAuth>
  );
}

function InvitePage() {
  const sendInvitations = useSendInvitations();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { emails: '' },
    validate: validateWith(sendInvitationsRequestSchema),
  });
  const { submit, submitting, error } = useFormSubmit(form, async ({ emails }) => {
    const res = await sendInvitations.mutateAsync(emails);
    // Sent addresses leave the box; the ones that failed stay, to be corrected and sent again.
    form.setFieldValue(
      'emails',
      res.results
        .filter((r) => !r.sent)
        .map((r) => r.email)
        .join(', '),
    );
  });
  const results = sendInvitations.data?.results;

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Invite your friends</Title>
          <Text c="dimmed">
            Tell your friends about the cooks near you. Each friend gets an e-mail with a link; when
            they accept, they follow you on Potluck.
          </Text>
        </Stack>
        <Paper withBorder radius="md" p="lg">
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <FormError error={error} />
              <Textarea
                label="E-mail addresses"
                description={`Separate addresses with commas, up to ${INVITE_EMAILS_PER_REQUEST_MAX} at a time.`}
                placeholder="ann@example.com, bob@example.com"
                autosize
                minRows={3}
                maxRows={8}
                autoComplete="off"
                key={form.key('emails')}
                {...form.getInputProps('emails')}
              />
              <Group justify="space-between">
                <Anchor component={Link} to="/invite/list">
                  See your invitations
                </Anchor>
                <Button type="submit" loading={submitting} leftSection={<MailIcon size={16} />}>
                  Send invitations
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
        <div role="status" aria-live="polite">
          {results && <SendResults results={results} />}
        </div>
      </Stack>
    </Container>
  );
}

function SendResults({ results }: { results: InviteResult[] }) {
  const sent = results.filter((r) => r.sent).length;
  return (
    <Paper component="section" aria-labelledby="invite-results" withBorder radius="md" p="lg">
      <Title id="invite-results" order={2} size="h4" mb="sm">
        {sent === 1 ? '1 invitation sent' : `${sent} invitations sent`}
      </Title>
      <List spacing="xs" listStyleType="none" ml={0} pl={0}>
        {results.map((r) => (
          <List.Item key={r.email}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <ThemeIcon
                size="sm"
                radius="xl"
                color={r.sent ? 'teal.9' : 'red.8'}
                aria-hidden
                mt={2}
              >
                {r.sent ? <CheckCircleIcon size={12} /> : <Text size="xs">!</Text>}
              </ThemeIcon>
              <Text size="sm" style={{ wordBreak: 'break-all' }}>
                <b>{r.email}</b>
                {' — '}
                <Text span c={r.sent ? undefined : 'red.8'} inherit>
                  {r.sent ? 'Invitation sent' : r.message}
                </Text>
              </Text>
            </Group>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
