import { Link } from 'react-router';
import { Alert, Button, Container, Group, Title } from '@mantine/core';
import { messages } from '#domain/messages';
import { ApiError } from '../../../lib/api';

/** A dish that is gone or hidden says so; any other failure offers to try again. */
export function DishLoadError({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const notVisible = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="md">
        {notVisible ? 'Dish not available' : 'Could not load the dish'}
      </Title>
      <Alert color={notVisible ? 'gray' : 'red'} role="alert" mb="md">
        {notVisible ? messages.dishLoadFailed : (error?.message ?? messages.dishLoadFailed)}
      </Alert>
      <Group>
        <Button component={Link} to="/">
          Go to the home page
        </Button>
        {!notVisible && (
          <Button variant="default" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Group>
    </Container>
  );
}
