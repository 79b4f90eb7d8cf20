import { Alert, Button, Group, Text } from '@mantine/core';

/** A read that failed: what failed, what to do, and a retry button. */
export function LoadError({
  title,
  onRetry,
  message = 'Check your connection and try again.',
}: {
  title: string;
  onRetry: () => void;
  message?: string;
}) {
  return (
    <Alert color="red" role="alert" title={title}>
      <Group gap="sm">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
