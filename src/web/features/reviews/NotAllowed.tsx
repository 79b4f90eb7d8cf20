import { Alert, Text } from '@mantine/core';

/** Why the viewer cannot review this now (body text keeps full contrast in both themes). */
export function NotAllowed({ reason }: { reason: string | null }) {
  return (
    <Alert color="yellow" role="status">
      <Text fw={600}>You cannot review this now</Text>
      <Text>{reason}</Text>
    </Alert>
  );
}
