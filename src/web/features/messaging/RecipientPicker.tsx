import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  Anchor,
  Avatar,
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { DirectRecipientResponse, MemberInfo, Recipient } from '#contracts/messaging';
import { lookupEmail } from '#domain/messaging';
import { LoadError } from '../../components/LoadError';
import { ApiError } from '../../lib/api';
import { relationText } from './message-format';
import { useLookupRecipient, useRecipients } from './messaging-api';
import classes from './messaging.module.css';

/** Where writing to someone starts: our open thread, or a new one with them preselected. */
const conversationPath = (recipientId: string, threadId: string | null) =>
  threadId ? `/messages/${threadId}` : `/messages/new?uid=${recipientId}`;

/**
 * "New message" without a recipient (issue 14 point 5, decision 049): the people of my orders
 * and follows, searchable by name or @handle, and the spec's e-mail lookup for anyone else.
 */
export function RecipientPicker() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/messages" size="sm">
          ← All messages
        </Anchor>
        <Title order={1}>New message</Title>
        <YourPeople />
        <EmailLookup />
      </Stack>
    </Container>
  );
}

function YourPeople() {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const people = useRecipients(q);
  const { data, isPending, isError, isPlaceholderData, refetch } = people;

  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-labelledby="your-people">
      <Stack gap="md">
        <Title order={2} size="h3" id="your-people">
          Your people
        </Title>
        <Text size="sm" c="dimmed">
          Chefs you ordered from or follow, and people who ordered from you or follow you.
        </Text>
        <TextInput
          label="Search your people"
          placeholder="Name or @handle"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        {isPending ? (
          <Stack role="status" aria-label="Loading your people" gap="xs">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={60} radius="md" />
            ))}
          </Stack>
        ) : isError && !data ? (
          <LoadError title="Unable to load your people" onRetry={() => void refetch()} />
        ) : data.length === 0 ? (
          q ? (
            <Text role="status">No one you know matches “{q}”.</Text>
          ) : (
            <Stack gap="sm" align="flex-start">
              <Text>
                No one yet. The chefs you order from or follow will be here, and so will the people
                who order from you or follow you.
              </Text>
              <Button component={Link} to="/chefs" variant="default">
                Find chefs
              </Button>
            </Stack>
          )
        ) : (
          <Stack
            component="ul"
            gap="xs"
            aria-label="Your people"
            className={classes.plainList}
            style={{ opacity: isPlaceholderData ? 0.6 : 1 }}
            aria-busy={isPlaceholderData}
          >
            {data.map((person) => (
              <li key={person.id}>
                <PersonRow person={person} />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function PersonRow({ person }: { person: Recipient }) {
  const why = relationText(person.relations);
  return (
    <UnstyledButton
      component={Link}
      to={conversationPath(person.id, null)}
      className={classes.threadRow}
      aria-label={`Write to ${person.name}${person.handle ? ` @${person.handle}` : ''}: ${why}`}
    >
      <Group wrap="nowrap" gap="md">
        <Avatar src={person.avatarUrl} name={person.name} color="orange" alt="" size={40} />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} truncate="end">
            {person.name}
            {person.handle && (
              <Text span size="sm" c="dimmed" fw={400}>
                {' '}
                @{person.handle}
              </Text>
            )}
          </Text>
          <Text size="sm" c="dimmed">
            {why}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

/**
 * Spec §6 and §8: the address is lower-cased, an empty one is not looked up, and a miss says
 * "{email} not found" (the server's words). The server limits lookups tightly.
 */
function EmailLookup() {
  const [value, setValue] = useState('');
  const lookup = useLookupRecipient();
  const email = lookupEmail(value);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!email || lookup.isPending) return;
    lookup.mutate(email);
  };

  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-labelledby="find-by-email">
      <Stack gap="md">
        <Title order={2} size="h3" id="find-by-email">
          Find someone by e-mail
        </Title>
        <form onSubmit={submit} aria-label="Find someone by e-mail" noValidate>
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <TextInput
              label="E-mail address"
              type="email"
              autoComplete="off"
              value={value}
              onChange={(e) => {
                setValue(e.currentTarget.value);
                if (!lookup.isIdle) lookup.reset();
              }}
              style={{ flex: 1 }}
            />
            <Button type="submit" disabled={!email} loading={lookup.isPending}>
              Look up
            </Button>
          </Group>
        </form>
        {lookup.isError && <LookupFailed error={lookup.error} />}
        {lookup.data && <FoundPerson found={lookup.data} />}
      </Stack>
    </Paper>
  );
}

function LookupFailed({ error }: { error: Error }) {
  // A miss (404), a bad address (400) and too many lookups (429) carry the server's words.
  const known = error instanceof ApiError && error.status >= 400 && error.status < 500;
  const text = known
    ? (error.fields.email ?? error.message)
    : 'Sorry, the lookup failed. Check your connection and try again.';
  return (
    <Alert color={known && error.status === 404 ? 'gray' : 'red'} role="alert">
      {text}
    </Alert>
  );
}

function FoundPerson({ found }: { found: DirectRecipientResponse }) {
  const person: MemberInfo = found.recipient;
  return (
    <Paper withBorder radius="md" p="md" role="status" aria-label={`Found ${person.name}`}>
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Group wrap="nowrap" gap="md" style={{ minWidth: 0 }}>
          <Avatar src={person.avatarUrl} name={person.name} color="orange" alt="" size={40} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} truncate="end">
              {person.name}
            </Text>
            {person.handle && (
              <Text size="sm" c="dimmed">
                @{person.handle}
              </Text>
            )}
          </Stack>
        </Group>
        <Button component={Link} to={conversationPath(person.id, found.threadId)}>
          Write to {person.name}
        </Button>
      </Group>
    </Paper>
  );
}
