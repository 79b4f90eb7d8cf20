import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Navigate, useRouteError } from 'react-router';
import { isChunkLoadError } from './chunk-error';

/** Route-level error boundary: says what happened and offers the one fix that works. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return <Navigate to="/notFound" replace />;

  const chunk = isChunkLoadError(error);
  return (
    <Container size="sm" py="xl" component="section" aria-labelledby="route-error-title">
      <Stack align="center" gap="md" ta="center">
        <Title order={1} id="route-error-title">
          {chunk ? 'Potluck needs a reload' : 'Something went wrong'}
        </Title>
        <Text c="dimmed">
          {chunk
            ? 'A new version of Potluck is available or the network dropped.'
            : 'This page ran into a problem. Reloading usually fixes it; if it keeps happening, try again in a few minutes.'}
        </Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Container>
  );
}
