import type { ReactNode } from 'react';
import { Paper, Stack, Text } from '@mantine/core';

/** An empty list: what is missing, and (as children) the next step. */
export function EmptyState({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="md">
        <Text fw={600} ta="center">
          {text}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
