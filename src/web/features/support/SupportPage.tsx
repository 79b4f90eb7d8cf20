import { useState } from 'react';
import { Link } from 'react-router';
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
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { createTicketBodySchema, type TicketSummary } from '#contracts/support';
import { SUPPORT_MESSAGE_MAX, SUPPORT_SUBJECT_MAX, supportMessages } from '#domain/support';
import { EmptyState } from '../../components/EmptyState';
import { FormError } from '../../components/FormError';
import { LoadError } from '../../components/LoadError';
import { formatDateTime } from '../../lib/format';
import { useSession } from '../../lib/session';
import { errorMessage, useFormSubmit } from '../../lib/useFormSubmit';
import { validateWith } from '../../lib/validate-with';
import { statusColors, statusLabels } from './labels';
import { useCreateTicket, useMyTickets } from './support-api';
import { ticketLink } from './ticket-link';

export function SupportRoute() {
  const { user, isLoading } = useSession();
  return (
    <Container size="sm" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>Support</Title>
          <Text>
            Ask us about an order, a payment or your account. Every request gets a reference ID and
            we answer by e-mail, usually within a day.
          </Text>
        </Stack>
        {!isLoading && <ContactForm signedIn={Boolean(user)} />}
        {user && <MyTickets />}
      </Stack>
    </Container>
  );
}

interface Filed {
  referenceId: string;
  link: string;
}

function ContactForm({ signedIn }: { signedIn: boolean }) {
  const create = useCreateTicket();
  const [filed, setFiled] = useState<Filed | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { subject: '', message: '', email: '' },
    validate: (values) => {
      const errors = validateWith(createTicketBodySchema)(values);
      if (!signedIn && !values.email.trim()) errors.email = supportMessages.emailRequired;
      return errors;
    },
  });
  const { submit, submitting, error } = useFormSubmit(form, async (values) => {
    setFiled(null);
    const created = await create.mutateAsync({
      subject: values.subject,
      message: values.message,
      ...(signedIn ? {} : { email: values.email }),
    });
    setFiled({
      referenceId: created.ticket.referenceId,
      link: ticketLink(created.ticket.id, created.key),
    });
    form.reset();
  });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="contact-heading">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="contact-heading">
            Contact us
          </Title>
          {filed && (
            <Alert color="teal" role="status" title={supportMessages.created}>
              Your reference is <strong>{filed.referenceId}</strong>.{' '}
              <Anchor component={Link} to={filed.link} c="inherit" fw={600} underline="always">
                Open your request
              </Anchor>
            </Alert>
          )}
          <FormError error={error} />
          <TextInput
            label="Subject"
            required
            maxLength={SUPPORT_SUBJECT_MAX + 50}
            key={form.key('subject')}
            {...form.getInputProps('subject')}
          />
          <Textarea
            label="Message"
            description="Tell us what happened; include an order number if you have one."
            required
            autosize
            minRows={5}
            maxRows={14}
            maxLength={SUPPORT_MESSAGE_MAX + 200}
            key={form.key('message')}
            {...form.getInputProps('message')}
          />
          {!signedIn && (
            <TextInput
              label="Your e-mail"
              description="We answer here, with a link to your request. Signed-in people are answered at their account's address."
              type="email"
              autoComplete="email"
              required
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
          )}
          <Group>
            <Button type="submit" loading={submitting}>
              Send request
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function MyTickets() {
  const tickets = useMyTickets(true);
  return (
    <Stack gap="sm" component="section" aria-labelledby="my-tickets-heading">
      <Title order={2} size="h3" id="my-tickets-heading">
        Your requests
      </Title>
      {tickets.isPending && (
        <Skeleton height={64} radius="md" role="status" aria-label="Loading your requests" />
      )}
      {tickets.isError && (
        <LoadError
          title="Your requests could not be loaded"
          message={errorMessage(tickets.error)}
          onRetry={() => void tickets.refetch()}
        />
      )}
      {tickets.data && tickets.data.items.length === 0 && (
        <EmptyState text="You have not asked us anything yet." />
      )}
      {tickets.data && tickets.data.items.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {tickets.data.items.map((ticket) => (
            <TicketRow key={ticket.id} ticket={ticket} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function TicketRow({ ticket }: { ticket: TicketSummary }) {
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={ticketLink(ticket.id, null)} fw={600}>
            {ticket.subject}
          </Anchor>
          <Text size="sm" c="dimmed">
            {ticket.referenceId} · last activity {formatDateTime(ticket.lastMessageAt)}
          </Text>
        </Stack>
        <Badge variant="filled" radius="sm" color={statusColors[ticket.status]}>
          {statusLabels[ticket.status]}
        </Badge>
      </Group>
    </Paper>
  );
}
