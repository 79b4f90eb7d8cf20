import { Link } from 'react-router';
import { Alert, Button, Container, Group, Skeleton, Stack, Title } from '@mantine/core';
import { messages } from '#domain/messages';
import { ApiError } from '../../lib/api';

export function ChefPageSkeleton({ label }: { label: string }) {
  return (
    <Container size="lg" py="xl">
      <Stack role="status" aria-busy="true" aria-label={label}>
        <Skeleton height={140} radius="md" />
        <Group>
          <Skeleton height={96} circle />
          <Stack gap="xs" style={{ flex: 1 }}>
            <Skeleton height={28} width="50%" />
            <Skeleton height={16} width="30%" />
          </Stack>
        </Group>
        <Skeleton height={180} />
      </Stack>
    </Container>
  );
}

/**
 * Why a chef cannot be shown: hidden or not approved (403) → the spec's "hidden" message;
 * missing (404) → "profile not found" under the title "Not found"; anything else → the
 * load-failed message with a retry.
 */
export function ChefPageError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const status = error instanceof ApiError ? error.status : 0;
  const hidden = status === 403;
  const missing = status === 404 || status === 400;
  const title = hidden
    ? messages.chefHidden
    : missing
      ? messages.chefNotFoundTitle
      : messages.chefLoadFailedTitle;
  const body = hidden
    ? 'This chef is not showing their profile right now. Try again later, or find another chef near you.'
    : missing
      ? messages.chefNotFound
      : messages.chefLoadFailed;
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Alert
          color={hidden || missing ? 'gray' : 'red'}
          role={hidden || missing ? 'status' : 'alert'}
        >
          {body}
        </Alert>
        <Group>
          {!hidden && !missing && <Button onClick={onRetry}>Try again</Button>}
          <Button component={Link} to="/" variant={hidden || missing ? 'filled' : 'default'}>
            Go to the home page
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
